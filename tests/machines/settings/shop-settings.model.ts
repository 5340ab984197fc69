import { fromPromise } from 'xstate';
import { shopSettingsMachine } from '../../../src/machines/settings/shop-settings.machine';
import { DEFAULT_GENERAL_SETTINGS } from '../../../src/domain/default-general-settings';
import { delayedEvents, doneEvent, errorEvent, machineTestModel } from '../model-helpers';

export const dollarSettings = { ...DEFAULT_GENERAL_SETTINGS, systemTitle: 'Karachi Electronics', currency: 'US Dollar' as const, currencyPosition: 'Suffix' as const, updatedAt: '2026-11-21T10:00:00.000Z' };
export const euroSettings = { ...dollarSettings, currency: 'Euro' as const };

export const testableShopSettingsMachine = shopSettingsMachine.provide({
  actors: { fetchSettings: fromPromise(() => new Promise<never>(() => {})) as never },
  delays: { retry: 1e9 },
});

export function shopSettingsModel() {
  return machineTestModel(testableShopSettingsMachine, {
    events: [
      { type: 'settings.load' },
      { type: 'settings.saved', settings: euroSettings },
      { type: 'settings.clear' },
      doneEvent('fetchSettings', { ok: true, data: dollarSettings }),
      doneEvent('fetchSettings', { ok: false, status: 503, message: '', issues: [] }),
      errorEvent('fetchSettings', new TypeError('Failed to fetch')),
      ...delayedEvents(shopSettingsMachine),
    ] as never[],
  });
}
