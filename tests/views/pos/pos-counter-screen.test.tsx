import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fromPromise } from 'xstate';
import { startAppActors } from '../../../src/machines/common/app-actors';
import { DEFAULT_GENERAL_SETTINGS } from '../../../src/domain/default-general-settings';
import type { posCounterMachine } from '../../../src/machines/pos/pos-counter.machine';
import type { posTillMachine } from '../../../src/machines/pos/pos-till.machine';
import type { Implementations } from '../../../src/views/common/screen-actor-context';
import { PosCounter } from '../../../src/views/pos/pos-till-context';
import { AppActorsProvider } from '../../../src/views/app-actors';
import { PosScreen } from '../../../src/views/pos/PosScreen';
import { viewSessionMachine, viewShopSettingsMachine } from '../render-app';
import { closedHereZ, confirmedZ, till1, waitingZ, xReport } from '../../machines/pos/pos-counter.model';
import { renderOpenTill } from './render-open-till';

afterEach(cleanup);

/** Amounts carry a no-break space after the currency symbol. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** The POS's counter against a fake server: the till is chosen here, its shift opened, counted and confirmed. */
function renderCounter() {
  const sent: Record<string, unknown[]> = { bound: [], openShift: [], closeShift: [], confirmShift: [] };
  const never = fromPromise(() => new Promise<never>(() => {}));
  const counter: Implementations<typeof posCounterMachine> = {
    actors: {
      loadTills: fromPromise(async () => ({ ok: true, data: { tills: [till1], boundId: null } })) as never,
      loadTill: fromPromise(async () => ({ ok: true, data: { till: till1, report: null, awaiting: null } })) as never,
      openShift: fromPromise(async ({ input }: { input: unknown }) => {
        sent.openShift.push(input);
        return { ok: true, data: xReport };
      }) as never,
      // Two sales of the shift are still in the till's outbox (docs/offline-till.md#shifts).
      loadReport: fromPromise(async () => ({ ok: true, data: { ...xReport, notArrived: { count: 2, amount: 25 } } })) as never,
      closeShift: fromPromise(async ({ input }: { input: unknown }) => {
        sent.closeShift.push(input);
        return { ok: true, data: { ...waitingZ, notArrived: { count: 1, amount: 12.5 } } };
      }) as never,
      confirmShift: fromPromise(async ({ input }: { input: unknown }) => {
        sent.confirmShift.push(input);
        return { ok: true, data: confirmedZ };
      }) as never,
    },
    actions: { bind: (_, params) => void sent.bound.push(params), printReport: () => {} },
  };
  // The till's own reads never answer: this test is about the counter around it.
  const till: Implementations<typeof posTillMachine> = { actors: { loadOptions: never as never } };
  return { sent, user: renderOpenTill(till, counter) };
}

describe('the POS counter screens', () => {
  it('binds the browser, opens the shift with a float counted by notes, closes it with a blind count and confirms the Z report', async () => {
    const { sent, user } = renderCounter();
    await user.click(await screen.findByRole('button', { name: /^Till 1 \(1\)/ }));
    expect(sent.bound).toEqual([{ tillId: 't-1' }]);

    // One screen: the float, here as 2 × 500.00 and 3 × 100.00, added up as it is typed.
    await screen.findByRole('heading', { name: 'Open a shift at Till 1' });
    await user.click(screen.getByRole('button', { name: 'Open shift' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the cash counted: a total, or how many of each note and coin.');
    await user.click(screen.getByLabelText('Count by notes and coins'));
    await user.type(screen.getByLabelText('Rs 500.00 ×'), '2');
    await user.type(screen.getByLabelText('Rs 100.00 ×'), '3');
    expect(plain(screen.getByTestId('shift-float-total').textContent)).toBe('Float: Rs 1,300.00');
    await user.click(screen.getByRole('button', { name: 'Open shift' }));
    expect(sent.openShift).toEqual([{ tillId: 't-1', float: { total: 130000, denominations: [{ value: 50000, count: 2 }, { value: 10000, count: 3 }] } }]);
    expect((await screen.findByTestId('pos-till')).textContent).toBe('Till 1 (1) · Shift 1 · Main');

    // The X report counts in the sales the server has not had yet, and says how many they are.
    await user.click(screen.getByRole('button', { name: 'X report' }));
    const x = await screen.findByRole('region', { name: 'X report, Till 1 shift 1' });
    expect(plain(within(x).getByText('Of these, waiting to be sent (2)').nextElementSibling?.textContent ?? '')).toBe('Rs 25.00');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    // The blind count: nothing the till expects is on screen before the count is sent.
    await user.click(screen.getByRole('button', { name: 'Close shift' }));
    await screen.findByRole('heading', { name: 'Close shift 1 at Till 1' });
    expect(screen.queryByText(/Expected/)).toBeNull();
    await user.type(screen.getByLabelText(/^Counted cash/), '395');
    await user.click(screen.getByRole('button', { name: 'Close shift with this count' }));
    expect(sent.closeShift).toEqual([{ shiftId: 'sh-1', tillId: 't-1', counted: { total: 39500, denominations: null }, key: expect.any(String) }]);
    const z = await screen.findByRole('region', { name: 'Z report, Till 1 shift 1' });
    expect(plain(within(z).getByTestId('shift-expected').textContent)).toBe('Rs 400.00');
    expect(plain(within(z).getByTestId('shift-variance').textContent)).toBe('-Rs 5.00 (short)');
    expect(within(z).getByTestId('shift-status').textContent).toBe('Awaiting an admin');
    // A sale still on its way is the Z report's when it arrives; the till says so.
    expect(plain(within(z).getByTestId('shift-not-arrived').textContent)).toBe('Rs 12.50');
    expect(within(z).getByText('Not arrived yet, counted when they arrive (1)')).toBeTruthy();

    await user.click(within(z).getByRole('button', { name: 'Confirm count' }));
    expect(sent.confirmShift).toEqual([{ shiftId: 'sh-1' }]);
    const confirmed = await screen.findByRole('region', { name: 'Z report, Till 1 shift 1' });
    // Waits for the confirmed report: the status reads Closed once the admin's confirmation is answered.
    expect(await within(confirmed).findByText('Closed', { selector: '[data-testid="shift-status"]' })).toBeTruthy();
    expect(within(confirmed).queryByRole('button', { name: 'Confirm count' })).toBeNull();
  });
});

describe('a shift closed at the till while the server does not answer', () => {
  it("shows the till's own Z report marked not sent, prints it, offers no next shift, and then the server's Z report", async () => {
    let serverHasIt: (report: unknown) => void = () => {};
    const printed: unknown[] = [];
    const openTill = { ...till1, openShift: { _id: 'sh-1', number: 1, openedAt: xReport.shift.openedAt, openedBy: 'Sara' } };
    const counter: Implementations<typeof posCounterMachine> = {
      actors: {
        loadTills: fromPromise(async () => ({ ok: true, data: { tills: [till1], boundId: till1._id } })) as never,
        loadTill: fromPromise(async () => ({ ok: true, data: { till: openTill, report: xReport, awaiting: null } })) as never,
        // No answer: the close is kept here and its Z report made by the till (src/domain/shift-closed-here.ts).
        closeShift: fromPromise(async () => ({ ok: true, data: closedHereZ })) as never,
        awaitKeptClose: fromPromise(() => new Promise((resolve) => (serverHasIt = resolve))) as never,
      },
      actions: { printReport: () => void printed.push('Z') },
    };
    const till: Implementations<typeof posTillMachine> = { actors: { loadOptions: fromPromise(() => new Promise<never>(() => {})) as never } };
    const user = renderOpenTill(till, counter);
    await user.click(await screen.findByRole('button', { name: 'Close shift' }));
    await user.type(screen.getByLabelText(/^Counted cash/), '395');
    await user.click(screen.getByRole('button', { name: 'Close shift with this count' }));

    const z = await screen.findByRole('region', { name: 'Z report, Till 1 shift 1' });
    expect(within(z).getByTestId('shift-status').textContent).toBe('Closed at this till, not sent yet');
    expect(within(z).getByText('The server counts this close when it is back; the next shift opens then.')).toBeTruthy();
    expect(plain(within(z).getByTestId('shift-variance').textContent)).toBe('-Rs 5.00 (short)');
    expect(screen.queryByRole('button', { name: 'Open the next shift' })).toBeNull();
    await user.click(within(z).getByRole('button', { name: 'Print' }));
    expect(printed).toEqual(['Z']);

    // The sender has sent the close: the report is the server's, and the next shift may open.
    await act(async () => serverHasIt({ ok: true, data: waitingZ }));
    expect(await screen.findByText('Awaiting an admin', { selector: '[data-testid="shift-status"]' })).toBeTruthy();
    expect(screen.queryByText(/The server counts this close when it is back/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Open the next shift' })).toBeTruthy();
  });
});

describe("the float in the shop's currency", () => {
  /** The counter at Till 1 with no open shift, in a shop whose General Setting (read after the counter started) names `currency`. */
  function renderFloat(currency: string) {
    const counter: Implementations<typeof posCounterMachine> = {
      actors: {
        loadTills: fromPromise(async () => ({ ok: true, data: { tills: [till1], boundId: till1._id } })) as never,
        loadTill: fromPromise(async () => ({ ok: true, data: { till: till1, report: null, awaiting: null } })) as never,
      },
    };
    const actors = startAppActors({ navigate: () => {}, path: '/POS', session: viewSessionMachine, shopSettings: viewShopSettingsMachine });
    render(
      <I18nProvider i18n={i18n}>
        <AppActorsProvider actors={actors}>
          <PosCounter.Substitute implementations={counter}>
            <PosScreen />
          </PosCounter.Substitute>
        </AppActorsProvider>
      </I18nProvider>,
    );
    // General Setting arrives after the counter started (a reload on /POS), as its read answers.
    const settingsRead = () => act(() => actors.shopSettings.send({ type: 'settings.saved', settings: { ...DEFAULT_GENERAL_SETTINGS, currency: currency as never } }));
    return { settingsRead, user: userEvent.setup({ delay: null }) };
  }

  it('counts a US shop in dollars and cents once General Setting is read', async () => {
    const { settingsRead, user } = renderFloat('US Dollar');
    await screen.findByRole('heading', { name: 'Open a shift at Till 1' });
    await settingsRead();
    await user.click(screen.getByLabelText('Count by notes and coins'));
    // Each note's box, by the words of its label.
    const notes = screen.getAllByLabelText(/ ×$/).map((field) => plain(document.querySelector(`label[for="${field.id}"]`)!.textContent));
    expect(notes).toEqual(['$ 100.00 ×', '$ 50.00 ×', '$ 20.00 ×', '$ 10.00 ×', '$ 5.00 ×', '$ 2.00 ×', '$ 1.00 ×', '$ 0.50 ×', '$ 0.25 ×', '$ 0.10 ×', '$ 0.05 ×', '$ 0.01 ×']);
  });

  it('offers no count by notes and coins for a currency without a table: the float is a total', async () => {
    const { settingsRead } = renderFloat('Bangladeshi Taka');
    await screen.findByRole('heading', { name: 'Open a shift at Till 1' });
    await settingsRead();
    expect(screen.queryByLabelText('Count by notes and coins')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Float/ })).toBeTruthy();
  });
});
