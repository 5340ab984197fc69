import { createActor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { shopSettingsMachine } from '../../../src/machines/settings/shop-settings.machine';
import { DEFAULT_GENERAL_SETTINGS } from '../../../src/domain/default-general-settings';
import { doneEvent, itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { dollarSettings, euroSettings, shopSettingsModel, testableShopSettingsMachine } from './shop-settings.model';

const assertions: StateAssertions<any> = {
  signedOut: ({ snapshot }) => {
    expect(snapshot.context.settings).toEqual(DEFAULT_GENERAL_SETTINGS);
  },
  loading: ({ event }) => {
    expect(['settings.load', 'xstate.after.retry.shopSettings.waitingToRetry']).toContain(event.type);
  },
  waitingToRetry: ({ event }) => {
    // No answer, or a refusal: the settings are read again later.
    expect(event.type === 'xstate.error.actor.fetchSettings' || (event.type === 'xstate.done.actor.fetchSettings' && !(event as EventObject & { output: { ok: boolean } }).output.ok)).toBe(true);
  },
  ready: ({ snapshot, event }) => {
    // What the server said, or what the admin just saved: never the defaults once read.
    expect(snapshot.context.settings).toEqual(event.type === 'settings.saved' ? euroSettings : event.type === 'xstate.done.actor.fetchSettings' ? dollarSettings : snapshot.context.settings);
    expect(snapshot.context.settings).not.toEqual(DEFAULT_GENERAL_SETTINGS);
  },
};

describe('shop settings machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(shopSettingsMachine).sort());
  });
  const paths = shopSettingsModel().getShortestPaths();
  for (const path of paths) {
    it(pathTitle(path), () => replayPath(testableShopSettingsMachine, path, assertions));
  }
  itTakesTheRecordedChart('shop-settings', testableShopSettingsMachine, paths);
  it("forgets the shop's settings at sign-out: the next sign-in starts from the defaults", () => {
    const actor = createActor(testableShopSettingsMachine).start();
    actor.send({ type: 'settings.load' });
    actor.send(doneEvent('fetchSettings', { ok: true, data: dollarSettings }) as never);
    expect(actor.getSnapshot().context.settings).toEqual(dollarSettings);
    actor.send({ type: 'settings.clear' });
    expect(actor.getSnapshot().context.settings).toEqual(DEFAULT_GENERAL_SETTINGS);
  });
});
