import { createActor } from 'xstate';
import { isSignedIn, sessionMachine } from '../session/session.machine';
import { toasterMachine } from './toaster.machine';
import { navigationMachine } from './navigation.machine';
import { shopSettingsMachine } from '../settings/shop-settings.machine';
import { readStoredSession } from '../../api/session/session-store';
import { setUnauthorizedListener } from '../../api/common/http';

/**
 * Starts the app-wide actors and wires what they emit: notices go to the toaster, route requests
 * to `navigate`, and any 401 from the API ends the session.
 */
export function startAppActors(options: {
  navigate: (to: string) => void;
  path: string;
  /** navigator.languages: the login screen follows the browser's language until a person signs in. */
  browserLanguages?: readonly string[];
  session?: typeof sessionMachine;
  shopSettings?: typeof shopSettingsMachine;
}) {
  const toaster = createActor(toasterMachine).start();
  const session = createActor(options.session ?? sessionMachine, { input: { stored: readStoredSession(), browserLanguages: options.browserLanguages ?? [] } });
  const navigation = createActor(navigationMachine, { input: { path: options.path } }).start();
  session.on('notify', ({ kind, message, place }) => toaster.send({ type: 'toast.show', kind, message, place }));
  session.on('navigate', ({ to }) => options.navigate(to));
  setUnauthorizedListener(() => session.send({ type: 'session.expired' }));
  // General Setting is read once signed in and forgotten when signed out (docs/decisions/005-one-money-formatter.md).
  const shopSettings = createActor(options.shopSettings ?? shopSettingsMachine).start();
  session.subscribe((snapshot) => {
    const signedIn = isSignedIn(snapshot);
    const loaded = !shopSettings.getSnapshot().matches('signedOut');
    if (signedIn && !loaded) shopSettings.send({ type: 'settings.load' });
    if (!signedIn && loaded) shopSettings.send({ type: 'settings.clear' });
  });
  session.start();
  return { session, toaster, navigation, shopSettings };
}
