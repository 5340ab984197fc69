import { assign, assertEvent, fromPromise, setup } from 'xstate';
import { fetchTransactions } from '../../api/reports/reports';
import type { ApiResult } from '../../api/common/http';
import { addMonths } from '../../domain/report-period';
import type { Transactions } from '../../domain/reports.schemas';
import type { MessageDescriptor } from '@lingui/core';
import type { ShownText } from '../common/notifications';

export type CalendarEvent =
  | { type: 'calendar.previous' }
  | { type: 'calendar.next' }
  | { type: 'calendar.retry' }
  /** A day clicked: its transactions are listed. */
  | { type: 'calendar.day.open'; date: string }
  | { type: 'calendar.day.close' };

export interface CalendarContext {
  /** The shop's today (YYYY-MM-DD): marked, and where the calendar starts (docs/decisions/008-calendar-starts-today.md). */
  today: string;
  /** The month shown, YYYY-MM. */
  month: string;
  transactions: Transactions | null;
  error: ShownText | null;
  /** The day whose list is open. */
  openDay: string | null;
}

export const CALENDAR_LOAD_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'calendar.load-failed', message: 'The transactions could not be loaded. Check the connection and try again.' };

/**
 * My Transactions (docs/screens.md#my-transactions): a month calendar that starts at the current month with
 * today marked; Previous and Next move a month and read that month's transactions of the signed-in
 * user; a day opens its list.
 */
export const calendarMachine = setup({
  types: {
    context: {} as CalendarContext,
    events: {} as CalendarEvent,
    input: {} as { today: string },
  },
  actors: {
    fetchTransactions: fromPromise<ApiResult<Transactions>, { month: string }>(({ input, signal }) => fetchTransactions(input.month, signal)),
  },
  actions: {
    moveMonth: assign(({ context }, params: { by: number }) => ({ month: addMonths(context.month, params.by), openDay: null })),
  },
  guards: {
    isDayOfMonth: ({ context, event }) => event.type === 'calendar.day.open' && event.date.startsWith(`${context.month}-`),
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => ({ today: input.today, month: input.today.slice(0, 7), transactions: null, error: null, openDay: null }),
  initial: 'loading',
  on: {
    'calendar.previous': { description: "Press the previous month's button", target: '.loading', actions: { type: 'moveMonth', params: { by: -1 } } },
    'calendar.next': { description: "Press the next month's button", target: '.loading', actions: { type: 'moveMonth', params: { by: 1 } } },
  },
  states: {
    loading: {
      description: 'The calendar says Loading…',
      tags: 'loading',
      entry: assign({ transactions: null, error: null }),
      invoke: {
        id: 'fetchTransactions',
        src: 'fetchTransactions',
        input: ({ context }) => ({ month: context.month }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'shown', actions: assign({ transactions: ({ event }) => (event.output.ok ? event.output.data : null) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.message || CALENDAR_LOAD_FAILED_MESSAGE) }) },
        ],
        onError: { target: 'failed', actions: assign({ error: CALENDAR_LOAD_FAILED_MESSAGE }) },
      },
    },
    shown: {
      description: "The calendar shows the month's days with their totals",
      on: {
        'calendar.day.open': {
          description: 'Press a day in the calendar',
          guard: 'isDayOfMonth',
          actions: assign({
            openDay: ({ event }) => {
              assertEvent(event, 'calendar.day.open');
              return event.date;
            },
          }),
        },
        'calendar.day.close': { description: "Press Close in the day's list", actions: assign({ openDay: null }) },
      },
    },
    failed: {
      description: 'The calendar says the month could not be loaded, with Retry',
      on: { 'calendar.retry': { description: 'Press Retry', target: 'loading' } },
    },
  },
});


