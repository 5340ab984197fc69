import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import type { MessageDescriptor } from '@lingui/core';
import {
  LANGUAGE_NOT_SAVED_MESSAGE,
  LOGGED_OUT_MESSAGE,
  MISSING_CREDENTIALS_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_ENDED_MESSAGE,
  sessionMachine,
} from '../../../src/machines/session/session.machine';
import { doneEvent, itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { admin, languageRefusal, loginFailure, loginSuccess, sessionModel, signupFailure, testableSessionMachine } from './session.model';

type Check = Parameters<StateAssertions<any>[string]>[0];

const notices = (check: Check) => check.emitted.filter((event) => event.type === 'notify') as unknown as { kind: string; message: string | MessageDescriptor; place: string }[];

/** A notice's English words: the server's as they came, a catalog message's with its values put in. */
const wordsOf = (message: string | MessageDescriptor) =>
  typeof message === 'string' ? message : (message.message ?? '').replace(/\{(\w+)\}/g, (_, name: string) => String(message.values?.[name]));
const navigations = (check: Check) => check.emitted.filter((event) => event.type === 'navigate').map((event) => (event as unknown as { to: string }).to);

/** What must hold in each state of the session, whatever path led there. */
const assertions: StateAssertions<any> = {
  'restoring': () => {
    throw new Error('restoring is transient and must never be observed');
  },
  'signedOut.idle': (check) => {
    expect(check.snapshot.context.token).toBeNull();
    const told = notices(check);
    switch (check.event.type) {
      case 'login.submit':
      case 'signup.submit':
        expect(told).toEqual([{ type: 'notify', kind: 'error', message: MISSING_CREDENTIALS_MESSAGE, place: 'auth' }]);
        break;
      case 'xstate.done.actor.logIn':
        expect(told.map((notice) => notice.message)).toEqual([loginFailure.message]);
        break;
      case 'xstate.done.actor.signUp':
        // A refusal without a message or detail still says what happened (docs/screens.md#messages).
        expect(told.map((notice) => wordsOf(notice.message))).toEqual([(check.event as unknown as { output: { status: number } }).output.status === 500 ? 'The server answered 500.' : signupFailure.message]);
        break;
      case 'xstate.error.actor.logIn':
      case 'xstate.error.actor.signUp':
        expect(told.map((notice) => notice.message)).toEqual([NETWORK_ERROR_MESSAGE]);
        break;
      case 'xstate.after.signupRedirect.session.signedOut.signedUp':
        expect(navigations(check)).toEqual(['/login']);
        break;
      case 'session.expired':
        expect(told.map((notice) => notice.message)).toEqual([SESSION_ENDED_MESSAGE]);
        expect(navigations(check)).toEqual(['/login']);
        break;
      case 'xstate.after.logoutRedirect.session.signedIn.leaving':
        expect(check.snapshot.context).toEqual({ token: null, name: '', user: null, language: 'en', browserLanguage: 'en' });
        expect(navigations(check)).toEqual(['/login']);
        break;
      default:
        expect(told).toEqual([]);
    }
  },
  'signedOut.loggingIn': (check) => {
    expect(check.event.type).toBe('login.submit');
    expect(notices(check)).toEqual([]);
  },
  'signedOut.welcoming': (check) => {
    expect(check.snapshot.context).toMatchObject({ token: 'header.payload.signature', name: 'Ayesha Khan', user: admin });
    expect(notices(check).map((notice) => ({ ...notice, message: wordsOf(notice.message) }))).toEqual([{ type: 'notify', kind: 'success', message: 'Login successful.', place: 'auth' }]);
    // The person's own language from the answer (docs/i18n.md).
    expect(check.snapshot.context.language).toBe(admin.language);
    // docs/screens.md#sign-in-sign-up-and-sign-out: the dashboard opens only after the redirect delay.
    expect(navigations(check)).toEqual([]);
  },
  'signedOut.signingUp': (check) => {
    expect(check.event.type).toBe('signup.submit');
  },
  'signedOut.signedUp': (check) => {
    expect(notices(check)).toEqual([{ type: 'notify', kind: 'success', message: 'Account created. Please log in.', place: 'auth' }]);
    expect(navigations(check)).toEqual([]);
  },
  'signedIn.active.checking': (check) => {
    expect(check.snapshot.context.token).not.toBeNull();
    if (check.event.type === 'session.profile.updated') expect(check.snapshot.context.name).toBe('Ayesha Siddiqui');
    if (check.event.type.startsWith('xstate.after.loginRedirect')) expect(navigations(check)).toEqual(['/dashboard']);
  },
  'signedIn.active.ready': (check) => {
    expect(check.snapshot.context.token).not.toBeNull();
    if (check.event.type === 'session.profile.updated') expect(check.snapshot.context.name).toBe('Ayesha Siddiqui');
    if (check.event.type === 'xstate.done.actor.fetchMe' && (check.event as EventObject & { output: { ok: boolean } }).output.ok) expect(check.snapshot.context.user).toEqual(admin);
    if (check.event.type === 'xstate.done.actor.saveLanguage') {
      const saved = (check.event as EventObject & { output: { ok: boolean } }).output.ok;
      // Stored: the screens change; refused: they stay, and the server's reason is said.
      expect(check.snapshot.context.language).toBe(saved ? 'ur' : 'en');
      expect(notices(check).map((notice) => notice.message)).toEqual(saved ? [] : [languageRefusal.issues[0]!.message]);
    }
    if (check.event.type === 'xstate.error.actor.saveLanguage') {
      expect(check.snapshot.context.language).toBe('en');
      expect(notices(check)).toEqual([{ type: 'notify', kind: 'error', message: LANGUAGE_NOT_SAVED_MESSAGE, place: 'layout' }]);
    }
  },
  'signedIn.active.savingLanguage': (check) => {
    // A saved profile while the language is being stored changes the name only.
    expect(['language.choose', 'session.profile.updated']).toContain(check.event.type);
    expect(check.snapshot.hasTag('savingLanguage')).toBe(true);
    // Not yet: the page changes language once the server has the choice.
    expect(check.snapshot.context.language).toBe('en');
  },
  'signedIn.loggingOut': (check) => {
    expect(check.event.type).toBe('logout.request');
  },
  'signedIn.leaving': (check) => {
    expect(notices(check)).toEqual([{ type: 'notify', kind: 'success', message: LOGGED_OUT_MESSAGE, place: 'layout' }]);
    // docs/screens.md#sign-in-sign-up-and-sign-out: the login screen comes 1 s after logout, not at once.
    expect(navigations(check)).toEqual([]);
  },
};

describe('session machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(sessionMachine).sort());
  });

  for (const [label, stored] of [
    ['a new browser', null],
    ['a browser with a stored token', { token: 'stored.token.value', name: 'Ayesha Khan' }],
  ] as const) {
    describe(`from ${label}`, () => {
      const model = sessionModel(stored);
      const paths = model.getShortestPaths();
      it('reaches every state of the session', () => {
        const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => leafStatePaths(sessionMachine).filter((leaf) => step.state.matches(leaf)))));
        expect([...reached].sort()).toEqual(leafStatePaths(sessionMachine).filter((leaf) => leaf !== 'restoring').sort());
      });
      for (const path of paths) {
        it(pathTitle(path), () => {
          replayPath(testableSessionMachine, path, assertions, { stored });
        });
      }
      itTakesTheRecordedChart(`session ${stored === null ? 'new browser' : 'stored token'}`, testableSessionMachine, paths, { stored });
    });
  }
});

describe("the person's own language, from the server's answer (docs/i18n.md)", () => {
  const urduAdmin = { ...admin, language: 'ur' as const };
  const start = (stored: { token: string; name: string } | null) => createActor(testableSessionMachine, { input: { stored, browserLanguages: ['en-GB'] } }).start();

  it('a sign-in on an English screen opens in the Urdu the account keeps', () => {
    const actor = start(null);
    actor.send({ type: 'login.submit', email: 'ayesha@example.com', password: 'counter-pass-1' });
    actor.send(doneEvent('logIn', { ...loginSuccess, data: { ...loginSuccess.data, user: urduAdmin } }) as never);
    expect(actor.getSnapshot().context.language).toBe('ur');
  });

  it('a reload reads the Urdu the account keeps', () => {
    const actor = start({ token: 'header.payload.signature', name: 'Ayesha Khan' });
    actor.send(doneEvent('fetchMe', { ok: true, data: urduAdmin }) as never);
    expect(actor.getSnapshot().context.language).toBe('ur');
  });

  it('an answer without a language (a server from before languages) keeps the screen as it is', () => {
    const actor = start(null);
    actor.send({ type: 'login.submit', email: 'ayesha@example.com', password: 'counter-pass-1' });
    actor.send(doneEvent('logIn', { ...loginSuccess, data: { ...loginSuccess.data, user: { ...admin, language: undefined } } }) as never);
    expect(actor.getSnapshot().context.language).toBe('en');
  });
});
