import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { MessageDescriptor } from '@lingui/core';
import type { Me } from '../../domain/auth.schemas';
import { languageFromBrowser, type Language } from '../../domain/languages';
import { LOGIN_REDIRECT_MS, LOGOUT_REDIRECT_MS, SIGNUP_REDIRECT_MS } from '../../domain/timings';
import { topBarTargets } from '../../domain/screens';
import { fetchMe, logIn, logOut, saveLanguage, signUp, type Credentials, type SignedIn } from '../../api/session/auth';
import { acceptedData, fieldReasonOf, type ApiResult } from '../../api/common/http';
import { clearStoredSession, storeSession, type StoredSession } from '../../api/session/session-store';
import { forgetTillReads } from '../../api/common/till-reads';
import type { NavigateEvent, NotifyEvent, ShownText } from '../common/notifications';

export interface SessionContext {
  token: string | null;
  name: string;
  user: Me | null;
  /** The language the screens are in: the person's own once signed in, the browser's before (docs/i18n.md). */
  language: Language;
  /** The browser's preferred language ShopDesk speaks: the login screen's, and the page's again after sign-out. */
  browserLanguage: Language;
}

export type SessionEvent =
  | { type: 'login.submit'; email: string; password: string }
  | { type: 'signup.submit'; name: string; email: string; password: string }
  | { type: 'logout.request' }
  | { type: 'session.expired' }
  /** The user saved their profile: the greeting and the menu show the new name at once. */
  | { type: 'session.profile.updated'; name: string; email: string }
  /** The Language menu: the choice is stored with the account, so it follows the person to another till. */
  | { type: 'language.choose'; language: Language };

// docs/screens.md#messages, in the person's language through the catalogs. Machines also run in plain Node
// (npm run test:paths), where Lingui's macros do not: their messages are descriptors marked for the
// extractor with an i18n comment (docs/i18n.md#machines).
export const MISSING_CREDENTIALS_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'session.missing-credentials', message: 'please Enter credentials first' };
export const NETWORK_ERROR_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'session.network-error', message: 'Network error occurred' };
export const SESSION_ENDED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'session.ended', message: 'Your session has ended. Please log in again.' };
export const LOGGED_OUT_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'session.logged-out', message: 'You have been logged out.' };
export const LOGIN_SUCCESS_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'session.login-successful', message: 'Login successful.' };
export const LOGIN_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'session.login-failed', message: 'Login failed' };
export const LANGUAGE_NOT_SAVED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'session.language-not-saved', message: 'Your language could not be saved. Please try again.' };

/** The server's reason for a refusal in its own words, or ours when it gave none. */
function reasonOr(answer: ApiResult<unknown>, otherwise: ShownText): ShownText {
  return fieldReasonOf(answer, '') || otherwise;
}

const serverAnswered = (status: number): MessageDescriptor => /*i18n*/ ({ id: 'session.server-answered', message: 'The server answered {status}.', values: { status } });

function isBlank(value: string): boolean {
  return value.trim() === '';
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { stored: StoredSession | null; browserLanguages?: readonly string[] },
    emitted: {} as NotifyEvent | NavigateEvent,
  },
  actors: {
    logIn: fromPromise<ApiResult<SignedIn>, Credentials>(({ input, signal }) => logIn(input, signal)),
    signUp: fromPromise<ApiResult<{ message: string }>, Credentials & { name: string }>(({ input, signal }) => signUp(input, signal)),
    logOut: fromPromise<void>(async ({ signal }) => {
      await logOut(signal);
    }),
    fetchMe: fromPromise<ApiResult<Me>>(({ signal }) => fetchMe(signal)),
    saveLanguage: fromPromise<ApiResult<{ language: Language }>, { language: Language }>(({ input, signal }) => saveLanguage(input.language, signal)),
  },
  actions: {
    rememberSession: (_, params: StoredSession) => storeSession(params),
    // The reads the till's service worker kept go with the session: another person signing in must not see them offline.
    forgetSession: () => {
      clearStoredSession();
      forgetTillReads();
    },
    notify: emit((_, params: Omit<NotifyEvent, 'type'>) => ({ type: 'notify' as const, ...params })),
    navigate: emit((_, params: { to: string }) => ({ type: 'navigate' as const, to: params.to })),
    clearContext: assign(({ context }) => ({ token: null, name: '', user: null, language: context.browserLanguage })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    isMissingCredentials: ({ event }) => event.type === 'login.submit' && (isBlank(event.email) || event.password === ''),
    isMissingSignupField: ({ event }) => event.type === 'signup.submit' && (isBlank(event.name) || isBlank(event.email) || event.password === ''),
  },
  delays: {
    loginRedirect: LOGIN_REDIRECT_MS,
    signupRedirect: SIGNUP_REDIRECT_MS,
    logoutRedirect: LOGOUT_REDIRECT_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => {
    const browserLanguage = languageFromBrowser(input.browserLanguages ?? []);
    // A reload shows the language the person had until /api/me says it again.
    return { token: input.stored?.token ?? null, name: input.stored?.name ?? '', user: null, language: input.stored?.language ?? browserLanguage, browserLanguage };
  },
  initial: 'restoring',
  states: {
    // docs/screens.md#sign-in-sign-up-and-sign-out: a user counts as logged in whenever a token exists when the app loads.
    restoring: {
      always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      initial: 'idle',
      states: {
        idle: {
          description: 'The Login (or SignUp) form is ready',
          on: {
            'login.submit': [
              { guard: 'isMissingCredentials', description: "On Login, type '{email}' in Email and '{password}' in Password, then press Sign in", actions: { type: 'notify', params: { kind: 'error', message: MISSING_CREDENTIALS_MESSAGE, place: 'auth' } } },
              { target: 'loggingIn', description: "On Login, type '{email}' in Email and '{password}' in Password, then press Sign in" },
            ],
            // docs/decisions/001-login-goes-to-dashboard.md: a signup with an empty field sends nothing.
            'signup.submit': [
              { guard: 'isMissingSignupField', description: "On SignUp, type '{name}' in Name, '{email}' in Email and '{password}' in Password, then press Signup", actions: { type: 'notify', params: { kind: 'error', message: MISSING_CREDENTIALS_MESSAGE, place: 'auth' } } },
              { target: 'signingUp', description: "On SignUp, type '{name}' in Name, '{email}' in Email and '{password}' in Password, then press Signup" },
            ],
          },
        },
        loggingIn: {
          description: "The button says 'Signing in…'",
          invoke: {
            id: 'logIn',
            src: 'logIn',
            input: ({ event }) => {
              assertEvent(event, 'login.submit');
              const { email, password } = event;
              return { email: email.trim(), password };
            },
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'welcoming',
                actions: [
                  assign(({ context, event }) => {
                    const answer = acceptedData(event.output);
                    return { token: answer.jwtToken, name: answer.name, user: answer.user, language: answer.user?.language ?? context.language };
                  }),
                  { type: 'rememberSession', params: ({ context }) => ({ token: context.token!, name: context.name, language: context.language }) },
                  {
                    type: 'notify',
                    params: ({ event }) => ({
                      kind: 'success' as const,
                      message: acceptedData(event.output).message || LOGIN_SUCCESS_MESSAGE,
                      place: 'auth' as const,
                    }),
                  },
                ],
              },
              {
                target: 'idle',
                actions: {
                  type: 'notify',
                  params: ({ event }) => ({ kind: 'error' as const, message: reasonOr(event.output, LOGIN_FAILED_MESSAGE), place: 'auth' as const }),
                },
              },
            ],
            onError: { target: 'idle', actions: { type: 'notify', params: { kind: 'error', message: NETWORK_ERROR_MESSAGE, place: 'auth' } } },
          },
        },
        // The success toast shows on the login screen for LOGIN_REDIRECT_MS before the dashboard opens.
        welcoming: {
          description: 'Login stays on screen a moment before the Dashboard opens',
          after: { loginRedirect: { target: '#session.signedIn', actions: { type: 'navigate', params: { to: topBarTargets.dashboard } } } },
        },
        signingUp: {
          description: "The button says 'Creating account…'",
          invoke: {
            id: 'signUp',
            src: 'signUp',
            input: ({ event }) => {
              assertEvent(event, 'signup.submit');
              const { name, email, password } = event;
              return { name: name.trim(), email: email.trim(), password };
            },
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'signedUp',
                actions: {
                  type: 'notify',
                  params: ({ event }) => ({ kind: 'success' as const, message: acceptedData(event.output).message, place: 'auth' as const }),
                },
              },
              {
                target: 'idle',
                actions: {
                  type: 'notify',
                  params: ({ event }) => ({
                    kind: 'error' as const,
                    message: event.output.ok ? '' : reasonOr(event.output, serverAnswered(event.output.status)),
                    place: 'auth' as const,
                  }),
                },
              },
            ],
            onError: { target: 'idle', actions: { type: 'notify', params: { kind: 'error', message: NETWORK_ERROR_MESSAGE, place: 'auth' } } },
          },
        },
        signedUp: {
          description: 'SignUp stays on screen a moment before Login opens',
          after: { signupRedirect: { target: 'idle', actions: { type: 'navigate', params: { to: topBarTargets.login } } } },
        },
      },
    },
    signedIn: {
      initial: 'active',
      states: {
        active: {
          initial: 'checking',
          states: {
            // The stored token may have been revoked elsewhere; /api/me also brings the role for the menu.
            checking: {
              invoke: {
                id: 'fetchMe',
                src: 'fetchMe',
                onDone: [
                  {
                    guard: ({ event }) => event.output.ok,
                    target: 'ready',
                    actions: [
                      assign(({ context, event }) => {
                        const user = acceptedData(event.output);
                        // A server from before languages answers without one: the page stays as it is.
                        return { user, name: user.name, language: user.language ?? context.language };
                      }),
                      { type: 'rememberSession', params: ({ context }) => ({ token: context.token!, name: context.name, language: context.language }) },
                    ],
                  },
                  // Refused: a 401 arrives separately as session.expired; any other refusal leaves the session as it was.
                  { target: 'ready' },
                ],
                // Offline: stay signed in.
                onError: { target: 'ready' },
              },
            },
            ready: {
              on: { 'language.choose': { target: 'savingLanguage' } },
            },
            // The screens change language once the server has stored the choice, so what shows is what the next sign-in brings.
            savingLanguage: {
              tags: ['savingLanguage'],
              description: 'The Language menu saves the chosen language',
              invoke: {
                id: 'saveLanguage',
                src: 'saveLanguage',
                input: ({ event }) => {
                  assertEvent(event, 'language.choose');
                  return { language: event.language };
                },
                onDone: [
                  {
                    guard: ({ event }) => event.output.ok,
                    target: 'ready',
                    actions: [
                      assign(({ context, event }) => {
                        const { language } = acceptedData(event.output);
                        return { language, user: context.user ? { ...context.user, language } : null };
                      }),
                      { type: 'rememberSession', params: ({ context }) => ({ token: context.token!, name: context.name, language: context.language }) },
                    ],
                  },
                  {
                    target: 'ready',
                    actions: { type: 'notify', params: ({ event }) => ({ kind: 'error' as const, message: reasonOr(event.output, LANGUAGE_NOT_SAVED_MESSAGE), place: 'layout' as const }) },
                  },
                ],
                onError: { target: 'ready', actions: { type: 'notify', params: { kind: 'error', message: LANGUAGE_NOT_SAVED_MESSAGE, place: 'layout' } } },
              },
            },
          },
          on: {
            'session.profile.updated': {
              actions: [
                assign(({ context, event }) => {
                  assertEvent(event, 'session.profile.updated');
                  const { name, email } = event;
                  return { name, user: context.user ? { ...context.user, name, email } : null };
                }),
                { type: 'rememberSession', params: ({ context }) => ({ token: context.token!, name: context.name, language: context.language }) },
              ],
            },
            'logout.request': { target: 'loggingOut' },
            'session.expired': {
              target: '#session.signedOut',
              actions: [
                'forgetSession',
                'clearContext',
                { type: 'notify', params: { kind: 'error', message: SESSION_ENDED_MESSAGE, place: 'auth' } },
                { type: 'navigate', params: { to: topBarTargets.login } },
              ],
            },
          },
        },
        loggingOut: {
          invoke: {
            id: 'logOut',
            src: 'logOut',
            // Signed out locally either way: the token is gone from this browser.
            onDone: { target: 'leaving' },
            onError: { target: 'leaving' },
          },
        },
        leaving: {
          entry: ['forgetSession', { type: 'notify', params: { kind: 'success', message: LOGGED_OUT_MESSAGE, place: 'layout' } }],
          after: {
            logoutRedirect: { target: '#session.signedOut', actions: ['clearContext', { type: 'navigate', params: { to: topBarTargets.login } }] },
          },
        },
      },
    },
  },
});

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** Signed in for routing: leaving keeps the layout for LOGOUT_REDIRECT_MS, as docs/screens.md#sign-in-sign-up-and-sign-out says. */
export function isSignedIn(snapshot: SnapshotFrom<typeof sessionMachine>): boolean {
  return snapshot.matches('signedIn');
}

/** The language the screens are shown in. */
export function languageOf(snapshot: SnapshotFrom<typeof sessionMachine>): Language {
  return snapshot.context.language;
}
