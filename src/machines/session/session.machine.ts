import { assertEvent, assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Me } from '../../domain/auth.schemas';
import { LOGIN_REDIRECT_MS, LOGOUT_REDIRECT_MS, SIGNUP_REDIRECT_MS } from '../../domain/timings';
import { topBarTargets } from '../../domain/screens';
import { fetchMe, logIn, logOut, signUp, type Credentials, type SignedIn } from '../../api/session/auth';
import { acceptedData, fieldReasonOf, type ApiResult } from '../../api/common/http';
import { clearStoredSession, storeSession, type StoredSession } from '../../api/session/session-store';
import type { NavigateEvent, NotifyEvent } from '../common/notifications';

export interface SessionContext {
  token: string | null;
  name: string;
  user: Me | null;
}

export type SessionEvent =
  | { type: 'login.submit'; email: string; password: string }
  | { type: 'signup.submit'; name: string; email: string; password: string }
  | { type: 'logout.request' }
  | { type: 'session.expired' }
  /** The user saved their profile: the greeting and the menu show the new name at once. */
  | { type: 'session.profile.updated'; name: string; email: string };

// docs/screens.md#messages.
export const MISSING_CREDENTIALS_MESSAGE = 'please Enter credentials first';
export const NETWORK_ERROR_MESSAGE = 'Network error occurred';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';
export const LOGGED_OUT_MESSAGE = 'You have been logged out.';
export const LOGIN_SUCCESS_MESSAGE = 'Login successful.';
export const LOGIN_FAILED_MESSAGE = 'Login failed';


function isBlank(value: string): boolean {
  return value.trim() === '';
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { stored: StoredSession | null },
    emitted: {} as NotifyEvent | NavigateEvent,
  },
  actors: {
    logIn: fromPromise<ApiResult<SignedIn>, Credentials>(({ input, signal }) => logIn(input, signal)),
    signUp: fromPromise<ApiResult<{ message: string }>, Credentials & { name: string }>(({ input, signal }) => signUp(input, signal)),
    logOut: fromPromise<void>(async ({ signal }) => {
      await logOut(signal);
    }),
    fetchMe: fromPromise<ApiResult<Me>>(({ signal }) => fetchMe(signal)),
  },
  actions: {
    rememberSession: (_, params: StoredSession) => storeSession(params),
    forgetSession: () => clearStoredSession(),
    notify: emit((_, params: Omit<NotifyEvent, 'type'>) => ({ type: 'notify' as const, ...params })),
    navigate: emit((_, params: { to: string }) => ({ type: 'navigate' as const, to: params.to })),
    clearContext: assign({ token: null, name: '', user: null }),
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
  context: ({ input }) => ({ token: input.stored?.token ?? null, name: input.stored?.name ?? '', user: null }),
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
                  assign(({ event }) => {
                    const answer = acceptedData(event.output);
                    return { token: answer.jwtToken, name: answer.name, user: answer.user };
                  }),
                  { type: 'rememberSession', params: ({ context }) => ({ token: context.token!, name: context.name }) },
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
                  params: ({ event }) => ({ kind: 'error' as const, message: fieldReasonOf(event.output, LOGIN_FAILED_MESSAGE), place: 'auth' as const }),
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
                    message: fieldReasonOf(event.output, event.output.ok ? '' : `The server answered ${event.output.status}.`),
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
                    actions: assign(({ event }) => {
                      const user = acceptedData(event.output);
                      return { user, name: user.name };
                    }),
                  },
                  // Refused: a 401 arrives separately as session.expired; any other refusal leaves the session as it was.
                  { target: 'ready' },
                ],
                // Offline: stay signed in.
                onError: { target: 'ready' },
              },
            },
            ready: {},
          },
          on: {
            'session.profile.updated': {
              actions: [
                assign(({ context, event }) => {
                  assertEvent(event, 'session.profile.updated');
                  const { name, email } = event;
                  return { name, user: context.user ? { ...context.user, name, email } : null };
                }),
                { type: 'rememberSession', params: ({ context }) => ({ token: context.token!, name: context.name }) },
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
