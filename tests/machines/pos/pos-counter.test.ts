import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Minor } from '../../../src/domain/money';
import { countTotal, drawerCountOf, EMPTY_COUNT, posCounterMachine } from '../../../src/machines/pos/pos-counter.machine';
import { doneEvent, errorEvent, itTakesTheRecordedChart, leafStatePaths, pathTitle, replayPath, type StateAssertions } from '../model-helpers';
import { admin, answer, closedHereZ, confirmedZ, posCounterModel, refusal, staff, testablePosCounterMachine, till1, waitingZ, xReport } from './pos-counter.model';
import type { ShownText } from '../../../src/machines/common/notifications';
import { englishOrNull } from './english-text';

type Check = Parameters<StateAssertions<any>[string]>[0];
const NO_ANSWER = 'The server did not answer. Check the connection and try again.';
const COUNT_REQUIRED = 'Enter the cash counted: a total, or how many of each note and coin.';

/** What the cashier typed, reckoned here: '100.00' is 10,000 minor units; four 100 notes are 40,000. */
const typedCount = (form: { byDenomination: boolean }) => (form.byDenomination ? { total: 40000, denominations: [{ value: 10000, count: 4 }] } : { total: 10000, denominations: null });
const refused = (event: { type: string }) => event.type.startsWith('xstate.done.actor') && (event as { output?: { ok?: boolean } }).output?.ok === false;
const lost = (event: { type: string }) => event.type.startsWith('xstate.error.actor');
/** After a write: the server's refusal or the lost answer, said in the form. */
function expectProblemOf(event: { type: string }, shown: ShownText | null) {
  const problem = englishOrNull(shown);
  if (refused(event)) expect(problem).toBe((event as unknown as { output: typeof refusal }).output.issues[0]!.message);
  if (lost(event)) expect(problem).toBe(NO_ANSWER);
}

/** What the counter must do at each step (docs/tills-and-shifts.md#at-the-pos). */
function assertionsFor(): StateAssertions<any> {
  return {
    loading: ({ invoked, event }: Check) => {
      if (event.type === 'xstate.init' || event.type === 'counter.retry') expect(invoked.map((entry) => entry.id)).toEqual(['loadTills']);
    },
    failed: ({ snapshot }: Check) => expect(englishOrNull(snapshot.context.failure)).toMatch(/Check the connection|Only an admin|Till not found/),
    // Staff with no till bound are told whom to ask; nothing else is offered.
    unbound: ({ snapshot }: Check) => {
      expect(snapshot.context.canBind).toBe(false);
      expect(snapshot.can({ type: 'counter.till.choose', id: 't-1' })).toBe(false);
    },
    choosing: ({ snapshot }: Check) => {
      expect(snapshot.context.canBind).toBe(true);
      // Also when the session said admin only after the tills were read.
      expect(snapshot.context.tills).toEqual([till1]);
    },
    reading: ({ snapshot, invoked, event }: Check) => {
      expect(invoked).toEqual([{ id: 'loadTill', input: { tillId: 't-1', canConfirm: snapshot.context.canConfirm } }]);
      if (event.type === 'xstate.done.actor.awaitKeptClose') expect(englishOrNull(snapshot.context.notice)).toBe('The server refused the close of shift 1 made at this till: Shift 1 at Till 1 is closed. Count the drawer again.');
      expect(snapshot.context.till._id).toBe('t-1');
    },
    opening: ({ snapshot, event }: Check) => {
      const { context } = snapshot;
      if (event.type === 'counter.shift.open') expect(englishOrNull(context.problem)).toBe(COUNT_REQUIRED);
      expectProblemOf(event, context.problem);
      // Only an admin is offered another till, or the count waiting for confirmation.
      expect(snapshot.can({ type: 'counter.till.change' })).toBe(snapshot.context.canBind);
      if (event.type === 'xstate.done.actor.loadTill') expect(context.awaiting).toEqual(context.canConfirm ? waitingZ : null);
      // Dollars now: $100 down to 1 cent; the notes counted in rupees are dropped and the total is typed.
      if (event.type === 'counter.currency') expect([context.denominations[0], context.denominations.at(-1), context.count.byDenomination, context.count.counts]).toEqual([10000, 1, false, {}]);
    },
    openingShift: ({ snapshot, invoked }: Check) => expect(invoked).toEqual([{ id: 'openShift', input: { tillId: 't-1', float: typedCount(snapshot.context.count) } }]),
    'selling.idle': ({ snapshot, event }: Check) => {
      const { context } = snapshot;
      if (event.type === 'xstate.done.actor.openShift') expect([context.report, englishOrNull(context.notice)]).toEqual([xReport, 'Shift 1 is open.']);
      if (event.type === 'xstate.done.actor.moveCash') expect([context.report.expectedCash, englishOrNull(context.notice)]).toEqual([380, 'Pay-out recorded: Milk for the staff room.']);
      if (event.type === 'xstate.done.actor.recordNoSale') expect([context.report.noSales, englishOrNull(context.notice)]).toEqual([1, 'No sale recorded: Change for the bank.']);
      expect(context.report.shift.status).toBe('open');
    },
    'selling.cash.editing': ({ snapshot, event }: Check) => {
      const { context } = snapshot;
      if (event.type === 'counter.cash.start') expect(context.cash).toEqual({ direction: 'out', amount: '', reason: '' });
      if (event.type === 'counter.save') expect(englishOrNull(context.problem)).toBe(context.cash.amount === '' ? 'Enter an amount greater than 0.' : 'Enter the reason.');
      expectProblemOf(event, context.problem);
    },
    'selling.cash.saving': ({ invoked }: Check) => expect(invoked).toEqual([{ id: 'moveCash', input: { shiftId: 'sh-1', direction: 'out', amount: 2000, reason: 'Milk for the staff room', key: 'write-key' } }]),
    'selling.noSale.editing': ({ snapshot, event }: Check) => {
      if (event.type === 'counter.save') expect(englishOrNull(snapshot.context.problem)).toBe('Enter the reason.');
      expectProblemOf(event, snapshot.context.problem);
    },
    'selling.noSale.saving': ({ invoked }: Check) => expect(invoked).toEqual([{ id: 'recordNoSale', input: { shiftId: 'sh-1', reason: 'Change for the bank', key: 'write-key' } }]),
    'selling.xReport.loading': ({ invoked }: Check) => expect(invoked).toEqual([{ id: 'loadReport', input: { shiftId: 'sh-1' } }]),
    'selling.xReport.shown': ({ snapshot, event }: Check) => {
      expectProblemOf(event, snapshot.context.problem);
      expect(snapshot.context.report.kind).toBe('X');
    },
    // The blind count: nothing expected is read or shown before it is sent.
    counting: ({ snapshot, event, invoked }: Check) => {
      expect(invoked).toEqual([]);
      if (event.type === 'counter.close.start') expect(snapshot.context.count).toEqual(EMPTY_COUNT);
      if (event.type === 'counter.shift.close') expect(englishOrNull(snapshot.context.problem)).toBe(COUNT_REQUIRED);
      expectProblemOf(event, snapshot.context.problem);
    },
    closing: ({ snapshot, invoked }: Check) => expect(invoked).toEqual([{ id: 'closeShift', input: { shiftId: 'sh-1', tillId: 't-1', counted: typedCount(snapshot.context.count), key: 'write-key' } }]),
    // The server did not answer the close: the till's own Z report, no next shift until the server has it; then its Z report, or its refusal said.
    closedHere: ({ snapshot, invoked }: Check) => {
      expect(snapshot.context.report).toEqual(closedHereZ);
      expect(snapshot.hasTag('notSent')).toBe(true);
      expect(snapshot.can({ type: 'counter.shift.next' })).toBe(false);
      if (invoked.length > 0) expect(invoked).toEqual([{ id: 'awaitKeptClose', input: { shiftId: 'sh-1' } }]);
    },
    counted: ({ snapshot, event }: Check) => {
      const { context } = snapshot;
      if (event.type === 'xstate.done.actor.closeShift' || event.type === 'xstate.done.actor.awaitKeptClose' || event.type === 'counter.awaiting.review') expect(context.report).toEqual(waitingZ);
      expect(snapshot.hasTag('notSent')).toBe(false);
      if (event.type === 'xstate.done.actor.confirmShift' && !refused(event)) expect(context.report).toEqual(confirmedZ);
      expectProblemOf(event, context.problem);
      // Only an admin confirms, and only a count that waits.
      expect(snapshot.can({ type: 'counter.shift.confirm' })).toBe(context.canConfirm && context.report.shift.status === 'awaiting-confirmation');
    },
    confirming: ({ invoked }: Check) => expect(invoked).toEqual([{ id: 'confirmShift', input: { shiftId: 'sh-1' } }]),
  };
}

describe('POS counter machine along its paths', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertionsFor()).sort()).toEqual(leafStatePaths(posCounterMachine).sort());
  });
  for (const [who, input] of [
    ['an admin', admin],
    ['staff', staff],
  ] as const) {
    describe(`as ${who}`, () => {
      const paths = posCounterModel(input).getShortestPaths();
      for (const path of paths) it(pathTitle(path), () => replayPath(testablePosCounterMachine, path, assertionsFor(), input));
      itTakesTheRecordedChart(`pos-counter ${who === 'staff' ? 'staff' : 'admin'}`, testablePosCounterMachine, paths, input);
    });
  }
});

describe('a drawer count', () => {
  it('adds up notes and coins, refuses a count that is not a whole number, and reads a total', () => {
    const byNotes = { byDenomination: true, total: '', counts: { '500000': '1', '10000': '3', '100': '7' } };
    expect(drawerCountOf(byNotes)).toEqual({ total: 530700, denominations: [{ value: 500000, count: 1 }, { value: 10000, count: 3 }, { value: 100, count: 7 }] });
    expect(countTotal(byNotes)).toBe(530700);
    expect(drawerCountOf({ ...byNotes, counts: { '10000': '2.5' } })).toBeNull();
    expect(drawerCountOf({ byDenomination: false, total: '1,000', counts: {} })).toBeNull();
    expect(drawerCountOf({ byDenomination: false, total: '1000.5', counts: {} })).toEqual({ total: 100050, denominations: null });
    expect(drawerCountOf({ byDenomination: false, total: '0', counts: {} })).toEqual({ total: 0, denominations: null });
    expect(drawerCountOf(EMPTY_COUNT)).toBeNull();
    expect(drawerCountOf({ byDenomination: true, total: '100', counts: { '10000': ' ' } })).toBeNull();
  });
});

describe('what the cashier typed, as the counter sends it', () => {
  it('a note count that is not a number spoils the count; spaces around a count or amount are dropped; a reason of spaces is no reason, and a reason goes trimmed', async () => {
    expect(drawerCountOf({ byDenomination: true, total: '', counts: { '10000': '2', '500': 'x' } })).toBeNull();
    expect(drawerCountOf({ byDenomination: true, total: '', counts: { '10000': ' 2 ' } })).toEqual({ total: 20000, denominations: [{ value: 10000, count: 2 }] });
    expect(drawerCountOf({ byDenomination: false, total: ' 12.50 ', counts: {} })).toEqual({ total: 1250, denominations: null });
    const sent: unknown[] = [];
    const keep = (input: unknown) => (sent.push(input), Promise.resolve(answer(xReport)));
    const machine = testablePosCounterMachine.provide({ actors: { moveCash: fromPromise(({ input }) => keep(input)), recordNoSale: fromPromise(({ input }) => keep(input)) } as never });
    const counter = createActor(machine, { input: { ...admin, newKey: () => 'key' } }).start();
    counter.send(doneEvent('loadTills', answer({ tills: [till1], boundId: 't-1' })) as never);
    counter.send(doneEvent('loadTill', answer({ till: { ...till1, openShift: { _id: 'sh-1', number: 1, openedAt: xReport.shift.openedAt, openedBy: 'Sara' } }, report: xReport, awaiting: null })) as never);
    const problem = () => englishOrNull(counter.getSnapshot().context.problem);
    counter.send({ type: 'counter.cash.start', direction: 'in' });
    counter.send({ type: 'counter.cash.amount', text: ' 20 ' });
    counter.send({ type: 'counter.cash.reason', text: '   ' });
    counter.send({ type: 'counter.save' });
    expect([sent, problem()]).toEqual([[], expect.any(String)]);
    counter.send({ type: 'counter.cash.reason', text: '  Change for the day  ' });
    counter.send({ type: 'counter.save' });
    await vi.waitFor(() => expect(counter.getSnapshot().matches({ selling: 'idle' })).toBe(true));
    counter.send({ type: 'counter.noSale.start' });
    counter.send({ type: 'counter.cash.reason', text: '  ' });
    counter.send({ type: 'counter.save' });
    expect([sent.length, problem()]).toEqual([1, expect.any(String)]);
    counter.send({ type: 'counter.cash.reason', text: ' Coins for the bank ' });
    counter.send({ type: 'counter.save' });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { shiftId: 'sh-1', direction: 'in', amount: 2000, reason: 'Change for the day', key: 'key' },
      { shiftId: 'sh-1', reason: 'Coins for the bank', key: 'key' },
    ]);
    counter.stop();
  });
});

describe("the drawer counted in the shop's currency", () => {
  it("offers the currency's notes and coins, follows General Setting when it is read later, and counts a currency without a table as a total", () => {
    // A US shop: counted in dollars and cents, sent largest first.
    const counter = createActor(testablePosCounterMachine, { input: { ...admin, currency: 'US Dollar' } }).start();
    // Till 1 is bound and has no open shift: the float is counted.
    counter.send(doneEvent('loadTills', answer({ tills: [till1], boundId: 't-1' })) as never);
    counter.send(doneEvent('loadTill', answer({ till: till1, report: null, awaiting: null })) as never);
    expect(counter.getSnapshot().value).toBe('opening');
    expect(counter.getSnapshot().context.denominations).toEqual([10000, 5000, 2000, 1000, 500, 200, 100, 50, 25, 10, 5, 1]);
    counter.send({ type: 'counter.count.mode', byDenomination: true });
    counter.send({ type: 'counter.count.denomination', value: 25 as Minor, text: '4' });
    counter.send({ type: 'counter.count.denomination', value: 2000 as Minor, text: '3' });
    // A note the currency has not (a 5,000 rupee note) is not counted.
    counter.send({ type: 'counter.count.denomination', value: 500000 as Minor, text: '1' });
    expect(drawerCountOf(counter.getSnapshot().context.count)).toEqual({ total: 6100, denominations: [{ value: 2000, count: 3 }, { value: 25, count: 4 }] });
    // General Setting says Bangladeshi Taka, which has no table: the count in dollars is dropped and the total is typed.
    counter.send({ type: 'counter.currency', currency: 'Bangladeshi Taka' });
    expect([counter.getSnapshot().context.denominations, counter.getSnapshot().context.count]).toEqual([null, { byDenomination: false, total: '', counts: {} }]);
    counter.send({ type: 'counter.count.mode', byDenomination: true });
    expect(counter.getSnapshot().context.count.byDenomination).toBe(false);
    counter.stop();
  });
});

describe('a pay-in, pay-out or no-sale sent again', () => {
  it('keeps its key while no answer came and the body is the same; another body, or one after an answer, takes a new key', () => {
    let made = 0;
    const counter = createActor(testablePosCounterMachine, { input: { ...admin, newKey: () => `key-${(made += 1)}` } }).start();
    counter.send(doneEvent('loadTills', answer({ tills: [till1], boundId: 't-1' })) as never);
    counter.send(doneEvent('loadTill', answer({ till: { ...till1, openShift: { _id: 'sh-1', number: 1, openedAt: xReport.shift.openedAt, openedBy: 'Sara' } }, report: xReport, awaiting: null })) as never);
    const keyOf = () => counter.getSnapshot().context.pendingWrite?.key ?? null;
    counter.send({ type: 'counter.cash.start', direction: 'out' });
    counter.send({ type: 'counter.cash.amount', text: '20' });
    counter.send({ type: 'counter.cash.reason', text: 'Milk' });
    counter.send({ type: 'counter.save' });
    expect(keyOf()).toBe('key-1');
    // No answer: Record again sends the same pay-out with the same key, so the server records it once.
    counter.send(errorEvent('moveCash', new TypeError('Failed to fetch')) as never);
    counter.send({ type: 'counter.save' });
    expect(keyOf()).toBe('key-1');
    // Changed after no answer: another pay-out, another key (the server would refuse the old key with another body).
    counter.send(errorEvent('moveCash', new TypeError('Failed to fetch')) as never);
    counter.send({ type: 'counter.cash.amount', text: '25' });
    counter.send({ type: 'counter.save' });
    expect(keyOf()).toBe('key-2');
    // Answered: the next one is new, even with the same body.
    counter.send(doneEvent('moveCash', answer(xReport)) as never);
    expect(keyOf()).toBeNull();
    counter.send({ type: 'counter.noSale.start' });
    counter.send({ type: 'counter.cash.reason', text: 'Change for the bank' });
    counter.send({ type: 'counter.save' });
    expect(keyOf()).toBe('key-3');
    counter.stop();
  });
});
