/** Timings in milliseconds (docs/screens.md#toasts-and-timings). */
export const LOGIN_REDIRECT_MS = 1200;
export const SIGNUP_REDIRECT_MS = 1000;
export const LOGOUT_REDIRECT_MS = 1000;

export const AUTH_SUCCESS_TOAST_MS = 2000;
export const AUTH_ERROR_TOAST_MS = 3000;
export const DEFAULT_TOAST_MS = 5000;
export const LAYOUT_TOAST_MS = 3000;

export type ToastKind = 'success' | 'error' | 'info';
/** Where a toast was raised: the login and signup screens, the routed layout, or elsewhere. */
export type ToastPlace = 'auth' | 'layout' | 'default';

/** Toasts (docs/screens.md#toasts-and-timings): 2 s success and 3 s error on login and signup, 3 s in the layout, else 5 s. */
export function toastDuration(kind: ToastKind, place: ToastPlace): number {
  if (place === 'auth') return kind === 'success' ? AUTH_SUCCESS_TOAST_MS : AUTH_ERROR_TOAST_MS;
  if (place === 'layout') return LAYOUT_TOAST_MS;
  return DEFAULT_TOAST_MS;
}
