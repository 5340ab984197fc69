import type { MessageDescriptor } from '@lingui/core';
import type { ToastKind, ToastPlace } from '../../domain/timings';

/**
 * Text a machine hands the screens: the server's own words (a string, shown as it came), or one of ours
 * from the message catalogs (a descriptor made with msg`…`, shown in the person's language; docs/i18n.md).
 */
export type ShownText = string | MessageDescriptor;

/** The same text twice: the same words from the server, or the same message of the catalogs. */
export function isSameText(one: ShownText, other: ShownText): boolean {
  return typeof one === 'string' || typeof other === 'string' ? one === other : one.id === other.id;
}

/** What a machine emits when the user should be told something; the app hands it to the toaster. */
export interface NotifyEvent {
  type: 'notify';
  kind: ToastKind;
  message: ShownText;
  place: ToastPlace;
}

/** What a machine emits when the app should show another route. */
export interface NavigateEvent {
  type: 'navigate';
  to: string;
}
