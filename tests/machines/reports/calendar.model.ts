import { fromPromise } from 'xstate';
import { calendarMachine } from '../../../src/machines/reports/calendar.machine';
import type { Transactions } from '../../../src/domain/reports.schemas';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';

export const TODAY = '2026-11-23';

/** The month's transactions as the server answers them: one day with a sale and its payment. */
export function monthWithSale(month: string): Transactions {
  return {
    month,
    days: [
      {
        date: `${month}-10`,
        sales: { count: 1, total: 150 },
        purchases: { count: 0, total: 0 },
        moneyIn: { count: 1, total: 150 },
        moneyOut: { count: 0, total: 0 },
        transfers: { count: 0, total: 0 },
        net: 150,
        items: [
          { kind: 'sale', _id: 'sale-1', reference: 'POS-000001', amount: 150, direction: null, documentKind: 'sale', documentId: '00000000-0000-4000-8000-000000000001' },
          { kind: 'payment', _id: 'pay-1', reference: 'PAY-000001', amount: 150, direction: 'in', documentKind: 'sale', documentId: '00000000-0000-4000-8000-000000000001' },
        ],
      },
    ],
  };
}

export const testableCalendarMachine = calendarMachine.provide({ actors: { fetchTransactions: fromPromise(() => new Promise<never>(() => {})) as never } });

/**
 * The calendar's events: the month moves are always possible, so the model tells states apart by
 * the month's distance from today's (kept within one step either way) and what is shown.
 */
export function calendarModel() {
  return machineTestModel(testableCalendarMachine, {
    input: { today: TODAY },
    events: (snapshot: { context: { month: string } }) => [
      { type: 'calendar.previous' },
      { type: 'calendar.next' },
      { type: 'calendar.retry' },
      { type: 'calendar.day.open', date: `${snapshot.context.month}-10` },
      { type: 'calendar.day.open', date: `${snapshot.context.month}-11` },
      // A day of another month is no day of this calendar.
      { type: 'calendar.day.open', date: '2020-01-01' },
      { type: 'calendar.day.close' },
      doneEvent('fetchTransactions', { ok: true, data: monthWithSale(snapshot.context.month) }),
      doneEvent('fetchTransactions', { ok: false, status: 403, message: 'Your access is limited to the POS and sales. Ask an admin for more.', issues: [] }),
      errorEvent('fetchTransactions', new TypeError('Failed to fetch')),
    ],
  });
}
