import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ShownText } from '../../machines/common/notifications';

const isDescriptor = (value: unknown): value is MessageDescriptor => typeof value === 'object' && value !== null && typeof (value as MessageDescriptor).id === 'string';

/**
 * A machine's text on screen: the server's words as they came, ours in the person's language. A value that is
 * itself a message (a list's noun in 'Deleted {count} {noun}.') is translated before it is put in.
 */
export function shownText(i18n: I18n, text: ShownText): string {
  if (typeof text === 'string') return text;
  const values = text.values && Object.values(text.values).some(isDescriptor)
    ? Object.fromEntries(Object.entries(text.values).map(([name, value]) => [name, isDescriptor(value) ? i18n._(value) : value]))
    : text.values;
  // Through a variable: Lingui's extractor reads an object written inside i18n._() as a message and stops at the spread.
  const translated: MessageDescriptor = { ...text, values };
  return i18n._(translated);
}
