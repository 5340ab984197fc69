import type { I18n } from '@lingui/core';
import type { ShownText } from '../../machines/common/notifications';

/** A machine's text on screen: the server's words as they came, ours in the person's language. */
export function shownText(i18n: I18n, text: ShownText): string {
  return typeof text === 'string' ? text : i18n._(text);
}
