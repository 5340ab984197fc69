/**
 * Path model of the POS counter for `npm run test:paths` and its tests: the tills read (or not), the
 * browser's till bound or chosen by an admin (staff are told to ask one), the shift opened with a
 * float (a total or by notes and coins), pay-in and pay-out, no-sale, the X report, the blind count,
 * the Z report and an admin's confirmation, and a close kept at the till while the server does not answer
 * (its Z report made there, then the server's, or its refusal). The server's answers are the paths' done and error events.
 */
import { fromPromise } from 'xstate';
import type { TillShiftReport } from '../../../src/domain/sales-not-arrived';
import type { ShiftReport, Till } from '../../../src/domain/tills.schemas';
import { posCounterMachine, type CounterInput } from '../../../src/machines/pos/pos-counter.machine';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';

const never = () => fromPromise(() => new Promise<never>(() => {})) as never;

const noAccounts = { Card: null, Paypal: null, Cheque: null, GiftCard: null };
export const till1: Till = {
  _id: 't-1',
  name: 'Till 1',
  code: '1',
  warehouse: 'w-main',
  warehouseName: 'Main',
  biller: 'b-main',
  billerName: 'Main Biller',
  cashAccount: 'a-cash',
  cashAccountName: 'Cash in Hand',
  methodAccounts: noAccounts,
  openShift: null,
  lastReceipt: 0,
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
};

const shiftHead = { _id: 'sh-1', number: 1, status: 'open' as const, tillId: 't-1', tillName: 'Till 1', tillCode: '1', openedAt: '2026-11-26T09:00:00.000Z', openedBy: 'Sara', closedAt: null, closedBy: null, confirmedAt: null, confirmedBy: null };
const figures = { sales: { count: 2, amount: 300 }, byMethod: [{ method: 'Cash', count: 2, amount: 300 }], refunds: { count: 0, amount: 0 }, cashRefunds: 0, payIns: { count: 0, amount: 0 }, payOuts: { count: 0, amount: 0 }, noSales: 0 };
/** The open shift's X report: float 100.00, cash taken 300.00, so 400.00 expected. */
export const xReport: ShiftReport = { shift: shiftHead, kind: 'X', ...figures, float: 100, floatDenominations: null, expectedCash: 400, counted: null, countedDenominations: null, variance: null, varianceThreshold: 1, generatedAt: '2026-11-26T12:00:00.000Z' };
/** Counted 395.00 of 400.00 by staff: 5.00 short, above the 1.00 threshold, so it waits for an admin. */
export const waitingZ: ShiftReport = { ...xReport, kind: 'Z', shift: { ...shiftHead, status: 'awaiting-confirmation', closedAt: '2026-11-26T18:00:00.000Z', closedBy: 'Sara' }, counted: 395, variance: -5 };
export const confirmedZ: ShiftReport = { ...waitingZ, shift: { ...waitingZ.shift, status: 'closed', confirmedAt: '2026-11-26T18:05:00.000Z', confirmedBy: 'Ayesha' } };
/** Counted 395.00 at the till while the server did not answer: its Z report made there, the close kept to be sent. */
export const closedHereZ: TillShiftReport = { ...xReport, kind: 'Z', shift: { ...shiftHead, closedAt: '2026-11-26T18:00:00.000Z' }, counted: 395, variance: -5, salesMade: 2, salesAwaited: 0, closedHere: true };
/** The server's refusals, as it words them (server/services/shifts.ts), each of a kind a tester can cause from a second tab. */
const refusedAs = (status: number, path: string, message: string) => ({ ok: false, status, message, issues: [{ path, message }] });
/** Another tab opened a shift at the till first. */
export const refusal = refusedAs(409, 'till', 'Till 1 already has an open shift. Close it first.');
/** Another tab closed the shift first. */
const shiftClosed = refusedAs(409, 'shift', 'Shift 1 at Till 1 is closed.');
/** A pay-out above the cash the drawer should hold. */
const drawerShort = refusedAs(409, 'amount', 'The drawer should hold 400.00, less than 500.00.');
/** Another tab confirmed the count first. */
const alreadyConfirmed = refusedAs(409, 'shift', 'Shift 1 is not awaiting confirmation.');
export const answer = <Data>(data: Data) => ({ ok: true as const, data });
const lost = new TypeError('Failed to fetch');

/** Every pay-in, pay-out and no-sale of the paths is keyed alike; tests/machines/pos/pos-counter.test.ts checks when a key is new. */
const newKey = () => 'write-key';
export const admin: CounterInput = { canBind: true, canConfirm: true, newKey };
export const staff: CounterInput = { canBind: false, canConfirm: false, newKey };

export const testablePosCounterMachine = posCounterMachine.provide({
  actors: { loadTills: never(), loadTill: never(), openShift: never(), loadReport: never(), moveCash: never(), recordNoSale: never(), closeShift: never(), awaitKeptClose: never(), confirmShift: never() },
  actions: { printReport: () => {}, bind: () => {} },
});

export function posCounterModel(input: CounterInput) {
  return machineTestModel(testablePosCounterMachine, {
    input,
    // A form typed in or not: its save goes on or is refused.
    facet: (context) => [context.canBind, context.count.byDenomination, context.count.total !== '' || Object.keys(context.count.counts).length > 0, context.cash.amount !== '', context.cash.reason !== '', context.noSaleReason !== '', context.report?.shift.status ?? null],
    events: (snapshot: any) => {
      const { context } = snapshot;
      const at = (state: unknown) => snapshot.matches(state);
      if (at('loading'))
        return [
          doneEvent('loadTills', answer({ tills: [till1], boundId: 't-1' })),
          doneEvent('loadTills', answer({ tills: [till1], boundId: null })),
          doneEvent('loadTills', { ok: false, status: 403, message: 'Only an admin can do this.', issues: [] }),
          errorEvent('loadTills', lost),
        ];
      if (at('failed')) return [{ type: 'counter.retry' }];
      // The session tells the access after the counter started (a reload on /POS): an admin after all, or staff.
      if (at('unbound')) return [{ type: 'counter.retry' }, { type: 'counter.access', canBind: true, canConfirm: true }];
      if (at('choosing')) return [{ type: 'counter.till.choose', id: 't-1' }, { type: 'counter.till.choose', id: 't-gone' }, { type: 'counter.access', canBind: false, canConfirm: false }];
      if (at('reading'))
        return [
          doneEvent('loadTill', answer({ till: { ...till1, openShift: { _id: 'sh-1', number: 1, openedAt: shiftHead.openedAt, openedBy: 'Sara' } }, report: xReport, awaiting: null })),
          doneEvent('loadTill', answer({ till: till1, report: null, awaiting: context.canConfirm ? waitingZ : null })),
          // A reload with a close kept at the till, not sent yet.
          doneEvent('loadTill', answer({ till: { ...till1, openShift: { _id: 'sh-1', number: 1, openedAt: shiftHead.openedAt, openedBy: 'Sara' } }, report: closedHereZ, awaiting: null })),
          doneEvent('loadTill', { ok: false, status: 404, message: 'Till not found.', issues: [] }),
          errorEvent('loadTill', lost),
        ];
      const countEvents = context.count.byDenomination
        ? [{ type: 'counter.count.denomination', value: 10000, text: '4' }, { type: 'counter.count.mode', byDenomination: false }]
        : [{ type: 'counter.count.total', text: '100.00' }, { type: 'counter.count.mode', byDenomination: true }];
      // General Setting read after the counter started names another currency: a count begun in rupee notes starts again.
      const currencyEvents = context.count.byDenomination ? [{ type: 'counter.currency', currency: 'US Dollar' }] : [];
      if (at('opening')) return [...countEvents, ...currencyEvents, { type: 'counter.shift.open' }, { type: 'counter.awaiting.review' }, { type: 'counter.till.change' }];
      if (at('openingShift')) return [doneEvent('openShift', answer(xReport)), doneEvent('openShift', refusal), errorEvent('openShift', lost)];
      if (at({ selling: 'idle' }))
        return [
          { type: 'counter.cash.start', direction: 'out' },
          { type: 'counter.noSale.start' },
          { type: 'counter.report.open' },
          { type: 'counter.close.start' },
          { type: 'counter.till.change' },
        ];
      if (at({ selling: { cash: 'editing' } }))
        return [
          ...(context.cash.amount === '' ? [{ type: 'counter.cash.amount', text: '20' }] : []),
          ...(context.cash.reason === '' ? [{ type: 'counter.cash.reason', text: 'Milk for the staff room' }] : []),
          { type: 'counter.save' },
          { type: 'counter.dialog.close' },
        ];
      if (at({ selling: { cash: 'saving' } })) return [doneEvent('moveCash', answer({ ...xReport, payOuts: { count: 1, amount: 20 }, expectedCash: 380 })), doneEvent('moveCash', drawerShort), errorEvent('moveCash', lost)];
      if (at({ selling: { noSale: 'editing' } })) return [...(context.noSaleReason === '' ? [{ type: 'counter.cash.reason', text: 'Change for the bank' }] : []), { type: 'counter.save' }, { type: 'counter.dialog.close' }];
      if (at({ selling: { noSale: 'saving' } })) return [doneEvent('recordNoSale', answer({ ...xReport, noSales: 1 })), doneEvent('recordNoSale', shiftClosed), errorEvent('recordNoSale', lost)];
      if (at({ selling: { xReport: 'loading' } })) return [doneEvent('loadReport', answer(xReport)), doneEvent('loadReport', shiftClosed), errorEvent('loadReport', lost)];
      if (at({ selling: { xReport: 'shown' } })) return [{ type: 'counter.report.print' }, { type: 'counter.dialog.close' }];
      if (at('counting')) return [...countEvents, { type: 'counter.shift.close' }, { type: 'counter.dialog.close' }];
      if (at('closing')) return [doneEvent('closeShift', answer(waitingZ)), doneEvent('closeShift', answer(closedHereZ)), doneEvent('closeShift', shiftClosed), errorEvent('closeShift', lost)];
      // The sender has sent the close: the server's Z report; or the server refused it (another tab closed the shift first).
      if (at('closedHere')) return [{ type: 'counter.report.print' }, doneEvent('awaitKeptClose', answer(waitingZ)), doneEvent('awaitKeptClose', shiftClosed)];
      if (at('counted')) return [{ type: 'counter.report.print' }, { type: 'counter.shift.confirm' }, { type: 'counter.shift.next' }];
      if (at('confirming')) return [doneEvent('confirmShift', answer(confirmedZ)), doneEvent('confirmShift', alreadyConfirmed), errorEvent('confirmShift', lost)];
      return [];
    },
  });
}
