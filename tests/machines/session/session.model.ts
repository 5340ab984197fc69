import { fromPromise } from 'xstate';
import { sessionMachine } from '../../../src/machines/session/session.machine';
import { delayedEvents, doneEvent, errorEvent, machineTestModel } from '../model-helpers';

export const admin = { _id: 'u1', name: 'Ayesha Khan', email: 'ayesha@example.com', role: 'admin' as const, language: 'en' as const };
export const loginSuccess = { ok: true, data: { success: true, message: 'Login successful.', jwtToken: 'header.payload.signature', name: 'Ayesha Khan', user: admin } };
export const loginFailure = { ok: false, status: 401, message: 'Invalid email or password.', issues: [] };
export const signupSuccess = { ok: true, data: { success: true, message: 'Account created. Please log in.' } };
export const signupFailure = { ok: false, status: 409, message: 'An account with this email already exists.', issues: [] };
export const languageRefusal = { ok: false, status: 400, message: 'Invalid input.', issues: [{ path: ['language'], message: 'Choose English or Urdu.' }] };

/** Invoked actors never settle on their own here: each path settles them with done or error events. */
const pending = () => fromPromise(() => new Promise<never>(() => {})) as never;

export const testableSessionMachine = sessionMachine.provide({
  actors: { logIn: pending(), signUp: pending(), logOut: pending(), fetchMe: pending(), saveLanguage: pending() },
  actions: { rememberSession: () => {}, forgetSession: () => {} },
  // Real timers never fire in a path; the xstate.after events stand for them.
  delays: { loginRedirect: 1e9, signupRedirect: 1e9, logoutRedirect: 1e9 },
});

export const sessionEvents = [
  { type: 'login.submit', email: '', password: '' },
  // Each missing field alone is refused (docs/screens.md#messages); a blank email is missing too.
  { type: 'login.submit', email: '   ', password: 'counter-pass-1' },
  { type: 'login.submit', email: 'ayesha@example.com', password: '' },
  // Typed with stray spaces: the server is sent the email trimmed (the password as typed).
  { type: 'login.submit', email: ' ayesha@example.com ', password: 'counter-pass-1' },
  { type: 'signup.submit', name: 'Ayesha Khan', email: '', password: 'counter-pass-1' },
  { type: 'signup.submit', name: '  ', email: 'ayesha@example.com', password: 'counter-pass-1' },
  { type: 'signup.submit', name: 'Ayesha Khan', email: 'ayesha@example.com', password: '' },
  { type: 'signup.submit', name: ' Ayesha Khan ', email: ' ayesha@example.com ', password: 'counter-pass-1' },
  { type: 'logout.request' },
  { type: 'session.profile.updated', name: 'Ayesha Siddiqui', email: 'ayesha.s@example.com' },
  { type: 'session.expired' },
  // The Language menu (docs/i18n.md): the screens change once the server has stored the choice.
  { type: 'language.choose', language: 'ur' },
  doneEvent('saveLanguage', { ok: true, data: { language: 'ur' } }),
  doneEvent('saveLanguage', languageRefusal),
  errorEvent('saveLanguage', new TypeError('Failed to fetch')),
  doneEvent('logIn', loginSuccess),
  doneEvent('logIn', loginFailure),
  // A success the server words no message for: the screen still says 'Login successful.'.
  doneEvent('logIn', { ...loginSuccess, data: { ...loginSuccess.data, message: '' } }),
  errorEvent('logIn', new TypeError('Failed to fetch')),
  doneEvent('signUp', signupSuccess),
  doneEvent('signUp', signupFailure),
  doneEvent('signUp', { ok: false, status: 500, message: '', issues: [] }),
  errorEvent('signUp', new TypeError('Failed to fetch')),
  doneEvent('fetchMe', { ok: true, data: admin }),
  doneEvent('fetchMe', { ok: false, status: 403, message: 'This account is deactivated.', issues: [] }),
  errorEvent('fetchMe', new TypeError('Failed to fetch')),
  doneEvent('logOut', undefined),
  errorEvent('logOut', new TypeError('Failed to fetch')),
  ...delayedEvents(sessionMachine),
] as never[];

export function sessionModel(stored: { token: string; name: string } | null) {
  return machineTestModel(testableSessionMachine, { events: sessionEvents, input: { stored } });
}
