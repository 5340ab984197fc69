import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { toast as sonner } from 'sonner';
import { sessionMachine } from '../../src/machines/session/session.machine';
import { shopSettingsMachine } from '../../src/machines/settings/shop-settings.machine';
import { startAppActors } from '../../src/machines/common/app-actors';
import { AppActorsProvider } from '../../src/views/app-actors';
import { App } from '../../src/views/App';

/**
 * The session as the app runs it, but with the server's answers and the passing of time left to
 * the test: invoked calls stay pending until a path step settles them.
 */
export const viewSessionMachine = sessionMachine.provide({
  actors: {
    logIn: fromPromise(() => new Promise<never>(() => {})) as never,
    signUp: fromPromise(() => new Promise<never>(() => {})) as never,
    logOut: fromPromise(() => new Promise<never>(() => {})) as never,
    fetchMe: fromPromise(() => new Promise<never>(() => {})) as never,
    saveLanguage: fromPromise(() => new Promise<never>(() => {})) as never,
  },
  delays: { loginRedirect: 1e9, signupRedirect: 1e9, logoutRedirect: 1e9 },
});

/** General Setting as a new shop has it: the read never answers, so the defaults stay. */
export const viewShopSettingsMachine = shopSettingsMachine.provide({
  actors: { fetchSettings: fromPromise(() => new Promise<never>(() => {})) as never },
});

export const signedInAdmin = { _id: 'u1', name: 'Ayesha Khan', email: 'ayesha@example.com', role: 'admin' as const, language: 'en' as const, access: 'admin' as const };

/**
 * Renders the whole app at `path` with the test's session machine. `wrap` puts the screen's own test
 * providers (fake list or form servers) around it.
 */
export function renderApp(path: string, session = viewSessionMachine, wrap: (app: ReactNode) => ReactNode = (app) => app) {
  window.history.replaceState(null, '', path);
  const actors = startAppActors({ navigate: (to) => navigate(to), path, session, shopSettings: viewShopSettingsMachine });
  const view = render(<AppActorsProvider actors={actors}>{wrap(<App />)}</AppActorsProvider>);
  const stop = () => {
    act(() => {
      sonner.dismiss();
    });
    view.unmount();
    for (const actor of Object.values(actors)) actor.stop();
  };
  return { actors, user: userEvent.setup({ delay: null }), stop };
}
