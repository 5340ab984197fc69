import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { DEFAULT_GENERAL_SETTINGS } from '../../../src/domain/default-general-settings';
import { RecordFormActorContext } from '../../../src/views/common/use-record-form';
import { transferOptions } from '../../machines/accounting/transfer-form.model';
import { renderApp, signedInAdmin, viewSessionMachine } from '../render-app';

const browserZone = process.env.TZ;
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  localStorage.clear();
  vi.useRealTimers();
  if (browserZone === undefined) delete process.env.TZ;
  else process.env.TZ = browserZone;
});

describe('Add Transfer', () => {
  it("opens on the shop's today in General Setting's time zone, not the browser's nor the default zone's", async () => {
    // 02:00 UTC on 24 November: 07:00 that day in Karachi (the browser, and the default zone), 21:00 on the 23rd in the shop's New York.
    process.env.TZ = 'Asia/Karachi';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T02:00:00Z'));
    localStorage.setItem('token', 'stored.token.value');
    localStorage.setItem('loggedIn', 'Ayesha Khan');
    const forms = { actors: { loadForm: fromPromise(async () => ({ ok: true, data: { options: transferOptions, record: null } })) } } as never;
    const rendered = renderApp('/account/transfer/add', viewSessionMachine, (app) => <RecordFormActorContext.Substitute implementations={forms}>{app}</RecordFormActorContext.Substitute>);
    stop = rendered.stop;
    act(() => rendered.actors.shopSettings.send({ type: 'settings.saved', settings: { ...DEFAULT_GENERAL_SETTINGS, timeZone: 'America/New_York' } }));
    act(() => rendered.actors.session.send({ type: 'xstate.done.actor.fetchMe', output: { ok: true, data: signedInAdmin } } as never));

    const date = (await screen.findByLabelText(/^Date/)) as HTMLInputElement;
    await waitFor(() => expect(date.value).toBe('2026-11-23'));
  });
});
