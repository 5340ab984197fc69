import type { ToastKind, ToastPlace } from '../../domain/timings';

/** What a machine emits when the user should be told something; the app hands it to the toaster. */
export interface NotifyEvent {
  type: 'notify';
  kind: ToastKind;
  message: string;
  place: ToastPlace;
}

/** What a machine emits when the app should show another route. */
export interface NavigateEvent {
  type: 'navigate';
  to: string;
}
