/**
 * Why a form could not show its record (docs/screens.md#screens-and-routes: a record that is gone
 * has a not-found state). A 404 is the server's answer, not a lost connection: the form says the
 * server's words, the record's noun and 'not found' ('Sale not found.'), and offers the way back
 * to its list instead of Retry. Anything else (no answer, a 500) keeps the form's own message with Retry.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { ApiResult } from '../../api/common/http';
import { isSameText, type ShownText } from './notifications';

/** Said when a 404 came without the server's words. */
export const NOT_FOUND_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'form.not-found', message: 'This record was not found.' };

/** A refused load's text: the server's 404 sentence, or `otherwise` (no answer at all says `otherwise` too). */
export function loadFailureMessage(answer: ApiResult<unknown>, otherwise: ShownText): ShownText {
  return !answer.ok && answer.status === 404 ? answer.message || NOT_FOUND_MESSAGE : otherwise;
}

/**
 * Whether a form's load failure is a record not found, from its tag and its message: any message
 * other than the form's own `otherwise` came from a 404 (loadFailureMessage).
 */
export function isNotFound(snapshot: { hasTag(tag: string): boolean; context: { loadError?: ShownText | null } }, otherwise: ShownText): boolean {
  return snapshot.hasTag('loadFailed') && !!snapshot.context.loadError && !isSameText(snapshot.context.loadError, otherwise);
}
