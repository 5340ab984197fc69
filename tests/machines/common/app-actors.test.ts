import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { http } from '../../../src/api/common/http';
import { storeSession } from '../../../src/api/session/session-store';
import { startAppActors } from '../../../src/machines/common/app-actors';
import { SESSION_ENDED_MESSAGE, sessionMachine } from '../../../src/machines/session/session.machine';
import { shopSettingsMachine } from '../../../src/machines/settings/shop-settings.machine';

/**
 * The app-wide actors wired as main.tsx starts them: the session's notices reach the toaster, its
 * route requests the router, a 401 from the API ends the session, and General Setting follows it
 * (docs/decisions/005-one-money-formatter.md). The server calls never answer; the 401 comes through the real API client.
 */
const waiting = () => fromPromise(() => new Promise<never>(() => {})) as never;
const session = sessionMachine.provide({ actors: { fetchMe: waiting(), logIn: waiting(), signUp: waiting(), logOut: waiting() } });
const shopSettings = shopSettingsMachine.provide({ actors: { fetchSettings: waiting() } });

function start() {
  const routes: string[] = [];
  const actors = startAppActors({ navigate: (to) => routes.push(to), path: '/purchase/add', session, shopSettings });
  const toasts = () => actors.toaster.getSnapshot().context.toasts.map(({ kind, message }) => ({ kind, message }));
  return { ...actors, routes, toasts };
}

afterEach(() => vi.unstubAllGlobals());

describe('the app-wide actors', () => {
  it('read General Setting once a stored session signs the user in', () => {
    storeSession({ token: 'stored.token.value', name: 'Ayesha Khan' });
    const app = start();
    expect(app.session.getSnapshot().matches('signedIn')).toBe(true);
    expect(app.shopSettings.getSnapshot().matches('loading')).toBe(true);
    // The sidebar opens on the group of the page the app was opened on.
    expect(app.navigation.getSnapshot().context.openGroup).toBe('purchase');
    app.session.stop();
  });

  it('keep General Setting once the server has confirmed who is signed in', async () => {
    storeSession({ token: 'stored.token.value', name: 'Ayesha Khan' });
    const confirmed = sessionMachine.provide({
      actors: { fetchMe: fromPromise(async () => ({ ok: true, data: { id: 'u1', name: 'Ayesha Khan', email: 'ayesha@example.com', role: 'admin' } })) as never, logOut: waiting() },
    });
    const app = startAppActors({ navigate: () => {}, path: '/dashboard', session: confirmed, shopSettings });
    await waitFor(app.session, (snapshot) => snapshot.context.user !== null);
    expect(app.shopSettings.getSnapshot().matches('loading')).toBe(true);
    app.session.stop();
  });

  it('leave General Setting unread without a session', () => {
    const app = start();
    expect(app.session.getSnapshot().matches('signedOut')).toBe(true);
    expect(app.shopSettings.getSnapshot().matches('signedOut')).toBe(true);
    app.session.stop();
  });

  it('end the session on a 401 from the API: a toast says so, the login screen opens and General Setting is forgotten', async () => {
    storeSession({ token: 'revoked.token.value', name: 'Ayesha Khan' });
    const app = start();
    vi.stubGlobal('fetch', async () => new Response('{"message":"Unauthorized"}', { status: 401, headers: { 'Content-Type': 'application/json' } }));
    await http.get('api/products').catch(() => undefined);
    expect(app.session.getSnapshot().matches('signedOut')).toBe(true);
    expect(app.toasts()).toEqual([{ kind: 'error', message: SESSION_ENDED_MESSAGE }]);
    expect(app.routes).toEqual(['/login']);
    expect(app.shopSettings.getSnapshot().matches('signedOut')).toBe(true);
    app.session.stop();
  });
});
