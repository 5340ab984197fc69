import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { acceptedData, type ApiResult } from '../../api/common/http';
import { fetchSettings } from '../../api/settings/shop-settings';
import { DEFAULT_GENERAL_SETTINGS } from '../../domain/default-general-settings';
import type { GeneralSettings } from '../../domain/settings.schemas';

export type ShopSettingsEvent =
  | { type: 'settings.load' }
  | { type: 'settings.saved'; settings: GeneralSettings }
  | { type: 'settings.clear' };

// A failed read is tried again after this long: amounts show in the defaults meanwhile.
export const SETTINGS_RETRY_MS = 5000;

/**
 * The shop's General Setting, held once for the whole app (docs/decisions/005-one-money-formatter.md): every amount and
 * date is formatted from it, and the top bar shows its title and logo. Read after sign-in, replaced
 * at once when an admin saves new settings, forgotten at sign-out.
 */
export const shopSettingsMachine = setup({
  types: { context: {} as { settings: GeneralSettings }, events: {} as ShopSettingsEvent },
  actors: { fetchSettings: fromPromise<ApiResult<GeneralSettings>>(({ signal }) => fetchSettings(signal)) },
  actions: {
    useSettings: assign({ settings: (_, settings: GeneralSettings) => settings }),
    useDefaults: assign({ settings: DEFAULT_GENERAL_SETTINGS }),
  },
  delays: { retry: SETTINGS_RETRY_MS },
}).createMachine({
  id: 'shopSettings',
  context: { settings: DEFAULT_GENERAL_SETTINGS },
  initial: 'signedOut',
  on: {
    'settings.saved': { target: '.ready', actions: { type: 'useSettings', params: ({ event }) => event.settings } },
    'settings.clear': { target: '.signedOut', actions: 'useDefaults' },
  },
  states: {
    signedOut: { on: { 'settings.load': 'loading' } },
    loading: {
      invoke: {
        id: 'fetchSettings',
        src: 'fetchSettings',
        // Refused or unanswered, the read is tried again later; amounts show in the defaults meanwhile.
        onDone: [{ guard: ({ event }) => event.output.ok, target: 'ready', actions: { type: 'useSettings', params: ({ event }) => acceptedData(event.output) } }, { target: 'waitingToRetry' }],
        onError: { target: 'waitingToRetry' },
      },
    },
    waitingToRetry: { after: { retry: 'loading' } },
    ready: { on: { 'settings.load': 'loading' } },
  },
});

export type ShopSettingsActor = ActorRefFrom<typeof shopSettingsMachine>;
