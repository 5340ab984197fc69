import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { leafStatePaths, pathTitle } from '../../machines/model-helpers';
import { sessionModel } from '../../machines/session/session.model';
import { sessionMachine } from '../../../src/machines/session/session.machine';
import { renderApp } from '../render-app';

type Rendered = ReturnType<typeof renderApp>;
let rendered: Rendered | undefined;
afterEach(() => rendered?.stop());

const loginHeading = () => screen.queryByRole('heading', { name: 'Login' });
const signupHeading = () => screen.queryByRole('heading', { name: 'SignUp' });

/** How a person (or the server, or the clock) makes each event of the session happen. */
async function perform({ actors, user }: Rendered, event: EventObject) {
  const payload = event as EventObject & Record<string, string>;
  switch (event.type) {
    case 'login.submit': {
      if (!loginHeading()) await user.click(screen.getByRole('link', { name: 'Login' }));
      if (payload.email) await user.type(screen.getByLabelText('Email'), payload.email);
      if (payload.password) await user.type(screen.getByLabelText('Password'), payload.password);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      return;
    }
    case 'signup.submit': {
      if (!signupHeading()) await user.click(screen.getByRole('link', { name: 'Create Account' }));
      if (payload.name) await user.type(screen.getByLabelText('Name'), payload.name);
      if (payload.email) await user.type(screen.getByLabelText('Email'), payload.email);
      if (payload.password) await user.type(screen.getByLabelText('Password'), payload.password);
      await user.click(screen.getByRole('button', { name: 'Signup' }));
      return;
    }
    case 'language.choose': {
      await user.click(await screen.findByRole('button', { name: 'Language' }));
      await user.click(screen.getByRole('menuitemradio', { name: 'اردو' }));
      return;
    }
    case 'logout.request': {
      await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
      await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
      return;
    }
    default:
      // The server answering (done/error events), a 401 (session.expired) or time passing (after events).
      act(() => actors.session.send(event as never));
  }
}

const SIGNUP_REFUSALS: Record<number, string> = { 409: 'An account with this email already exists.', 500: 'The server answered 500.' };

async function expectToast(message: string) {
  expect(await screen.findByText(message)).toBeTruthy();
}

/** What the person sees in each state of the session. */
const seen: Record<string, (event: EventObject, state: { context: { name: string } }) => Promise<void>> = {
  restoring: async () => {
    throw new Error('restoring is never shown');
  },
  'signedOut.idle': async (event) => {
    await waitFor(() => expect(loginHeading() ?? signupHeading()).toBeTruthy());
    if (event.type === 'login.submit' || event.type === 'signup.submit') await expectToast('please Enter credentials first');
    if (event.type === 'xstate.done.actor.logIn') await expectToast('Invalid email or password.');
    if (event.type === 'xstate.error.actor.logIn' || event.type === 'xstate.error.actor.signUp') await expectToast('Network error occurred');
    // A refusal shows the server's message, or, with none (a bare 500), the status the server answered.
    if (event.type === 'xstate.done.actor.signUp') await expectToast(SIGNUP_REFUSALS[(event as unknown as { output: { status: number } }).output.status]!);
    if (event.type === 'session.expired') await expectToast('Your session has ended. Please log in again.');
    if (event.type.startsWith('xstate.after') || event.type === 'session.expired') {
      await waitFor(() => expect(window.location.pathname).toBe('/login'));
      expect(loginHeading()).toBeTruthy();
    }
  },
  'signedOut.loggingIn': async () => {
    expect((screen.getByRole('button', { name: 'Signing in…' }) as HTMLButtonElement).disabled).toBe(true);
  },
  'signedOut.welcoming': async () => {
    await expectToast('Login successful.');
    // Still on the login screen until the redirect delay has passed.
    expect(loginHeading()).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('header.payload.signature');
    expect(localStorage.getItem('loggedIn')).toBe('Ayesha Khan');
  },
  'signedOut.signingUp': async () => {
    expect((screen.getByRole('button', { name: 'Creating account…' }) as HTMLButtonElement).disabled).toBe(true);
  },
  'signedOut.signedUp': async () => {
    await expectToast('Account created. Please log in.');
    expect(signupHeading()).toBeTruthy();
  },
  'signedIn.active.checking': async (event) => {
    const greeting = await screen.findByRole('heading', { name: /^Welcome Mr : / });
    if (event.type === 'session.profile.updated') expect(greeting.textContent).toBe('Welcome Mr : Ayesha Siddiqui');
    expect(window.location.pathname).toBe('/dashboard');
  },
  'signedIn.active.ready': async (event, state) => {
    const html = document.documentElement;
    if (event.type === 'xstate.done.actor.saveLanguage' && (event as unknown as { output: { ok: boolean } }).output.ok) {
      // Stored: the whole page turns to Urdu, right to left (docs/i18n.md).
      await waitFor(() => expect([html.lang, html.dir]).toEqual(['ur', 'rtl']));
      expect(await screen.findByRole('link', { name: 'ڈیش بورڈ' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'زبان' })).toBeTruthy();
      return;
    }
    if (event.type === 'xstate.done.actor.saveLanguage') await expectToast('Choose English or Urdu.');
    if (event.type === 'xstate.error.actor.saveLanguage') await expectToast('Your language could not be saved. Please try again.');
    // The greeting follows the name the session holds: a saved profile shows at once.
    expect(await screen.findByRole('heading', { name: `Welcome Mr : ${state.context.name}` })).toBeTruthy();
    expect([html.lang, html.dir]).toEqual(['en', 'ltr']);
  },
  'signedIn.active.savingLanguage': async () => {
    // The menu's choice waits for the server: the page is still in English.
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('heading', { name: /^Welcome Mr : / })).toBeTruthy();
  },
  'signedIn.loggingOut': async () => {
    expect(screen.getByRole('navigation')).toBeTruthy();
  },
  'signedIn.leaving': async () => {
    await expectToast('You have been logged out.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('loggedIn')).toBeNull();
  },
};

describe('session flows through the rendered app', () => {
  it('has a view assertion for every session state', () => {
    expect(Object.keys(seen).sort()).toEqual(leafStatePaths(sessionMachine).sort());
  });

  for (const [label, stored] of [
    ['a new browser', null],
    ['a browser with a stored token', { token: 'stored.token.value', name: 'Ayesha Khan' }],
  ] as const) {
    describe(`from ${label}`, () => {
      for (const path of sessionModel(stored).getShortestPaths()) {
        it(pathTitle(path), async () => {
          if (stored) {
            localStorage.setItem('token', stored.token);
            localStorage.setItem('loggedIn', stored.name);
          }
          rendered = renderApp('/');
          for (const step of path.steps) {
            if (step.event.type !== 'xstate.init') await perform(rendered, step.event);
            await waitFor(() => expect(rendered!.actors.session.getSnapshot().value).toEqual(step.state.value));
            for (const leaf of leafStatePaths(sessionMachine).filter((candidate) => step.state.matches(candidate))) {
              await seen[leaf](step.event, step.state);
            }
          }
        });
      }
    });
  }
});

