import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CALENDAR_LOAD_FAILED_MESSAGE, calendarMachine } from '../../../src/machines/reports/calendar.machine';
import { addMonths } from '../../../src/domain/report-period';
import { doneEvent, itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { calendarModel, monthWithSale, testableCalendarMachine, TODAY } from './calendar.model';

/** What must hold in each state, along every generated path. */
const assertions: StateAssertions<any> = {
  loading: ({ snapshot, event, invoked }) => {
    expect(snapshot.context.transactions).toBeNull();
    expect(snapshot.context.openDay).toBeNull();
    // The month asked for is the one shown; a move asks for the month it moved to.
    if (event.type === 'xstate.init') expect(snapshot.context.month).toBe('2026-11');
    if (event.type === 'xstate.init' || event.type.startsWith('calendar.')) expect(invoked).toEqual([{ id: 'fetchTransactions', input: { month: snapshot.context.month } }]);
  },
  shown: ({ snapshot, event }) => {
    expect(snapshot.context.transactions).toEqual(monthWithSale(snapshot.context.month));
    expect(snapshot.context.error).toBeNull();
    if (event.type === 'calendar.day.open') {
      const { date } = event as unknown as { date: string };
      expect(snapshot.context.openDay).toBe(date.startsWith(snapshot.context.month) ? date : snapshot.context.openDay);
      expect(snapshot.context.openDay === null || snapshot.context.openDay.startsWith(snapshot.context.month)).toBe(true);
    }
    if (event.type === 'calendar.day.close') expect(snapshot.context.openDay).toBeNull();
  },
  failed: ({ snapshot, event }) => {
    expect(snapshot.context.transactions).toBeNull();
    expect(snapshot.context.error).toBe(event.type.startsWith('xstate.error') ? CALENDAR_LOAD_FAILED_MESSAGE : 'Your access is limited to the POS and sales. Ask an admin for more.');
  },
};

describe('calendar machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(assertions).sort()).toEqual(leafStatePaths(calendarMachine).sort());
  });
  const paths = calendarModel().getShortestPaths();
  for (const path of paths) {
    it(pathTitle(path), () => replayPath(testableCalendarMachine, path, assertions, { today: TODAY }));
  }
  itTakesTheRecordedChart('calendar', testableCalendarMachine, paths, { today: TODAY });
  it("opens only a day of the month shown, and closes it again", () => {
    const actor = createActor(testableCalendarMachine, { input: { today: TODAY } }).start();
    actor.send(doneEvent('fetchTransactions', { ok: true, data: monthWithSale('2026-11') }) as never);
    // A day of another month (a stale click after the month moved) opens nothing.
    actor.send({ type: 'calendar.day.open', date: '2026-10-10' });
    expect(actor.getSnapshot().context.openDay).toBeNull();
    actor.send({ type: 'calendar.day.open', date: '2026-11-10' });
    expect(actor.getSnapshot().context.openDay).toBe('2026-11-10');
    actor.send({ type: 'calendar.day.close' });
    expect(actor.getSnapshot().context.openDay).toBeNull();
  });
  it('moves a month at a time across the years', () => {
    expect([addMonths('2026-12', 1), addMonths('2026-01', -1), addMonths('2026-11', -11), addMonths('2026-11', 14)]).toEqual(['2027-01', '2025-12', '2025-12', '2028-01']);
  });
});
