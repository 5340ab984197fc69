import { assign, enqueueActions, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { fetchReportSummary, type FigureQuery } from '../../api/reports/reports';
import { listOptions, type PickerOption } from '../../api/catalog/catalog';
import type { ApiResult } from '../../api/common/http';
import type { ReportKind, ReportSummary } from '../../domain/reports.schemas';
import { listMachine, type ListActor, type ListInput } from '../common/list.machine';
import { changesFigures, figureQuery, initialPeriod, nextPeriod, type PeriodContext, type PeriodEvent } from './period-choice';
import type { MessageDescriptor } from '@lingui/core';
import type { ShownText } from '../common/notifications';

export type ReportEvent = PeriodEvent | { type: 'summary.retry' };

export interface ReportContext extends PeriodContext {
  kind: ReportKind;
  warehouses: PickerOption[];
  /** The report's rows: the list pattern (paging, search, sort, CSV, PDF, Print) with the period as its filters. */
  list: ListActor;
  summary: ReportSummary | null;
  summaryError: ShownText | null;
}

export interface ReportInput {
  today: string;
  kind: ReportKind;
  /** The list's own input: its id, noun, columns, sortable columns and first sort. */
  list: Omit<ListInput, 'filters'>;
}

export const SUMMARY_LOAD_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'report.summary-failed', message: 'The totals could not be loaded. Check the connection and try again.' };

/**
 * A report screen: the period and warehouse choice, handed to its list as the filters
 * from, to and warehouse, and the totals row and chart of the same period read beside the rows.
 */
export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as ReportInput,
  },
  actors: {
    list: listMachine,
    fetchSummary: fromPromise<ApiResult<ReportSummary>, { kind: ReportKind; query: FigureQuery }>(({ input, signal }) => fetchReportSummary(input.kind, input.query, signal)),
    fetchWarehouses: fromPromise<ApiResult<PickerOption[]>, void>(({ signal }) => listOptions('warehouses', signal, 'all')),
  },
  actions: {
    applyPeriod: assign(({ context, event }) => nextPeriod(context, event as PeriodEvent)),
    // Each changed filter reloads the list from page 1; the last one asks with all three.
    filterList: enqueueActions(({ context, enqueue }) => {
      for (const [name, value] of Object.entries(figureQuery(context))) enqueue.sendTo(context.list, { type: 'list.filter.change', name, value });
    }),
  },
  guards: {
    changesFigures: ({ context, event }) => changesFigures(context, event as PeriodEvent),
    isOtherChoice: ({ context, event }) => event.type === 'period.choose' && event.choice !== context.choice,
  },
}).createMachine({
  id: 'report',
  context: ({ input, spawn }) => {
    const period = initialPeriod(input.today);
    return {
      ...period,
      kind: input.kind,
      warehouses: [],
      list: spawn('list', { id: 'list', input: { ...input.list, filters: { ...figureQuery(period) } } }),
      summary: null,
      summaryError: null,
    };
  },
  type: 'parallel',
  states: {
    summary: {
      initial: 'loading',
      on: {
        'period.choose': [
          { guard: 'changesFigures', target: '.loading', actions: ['applyPeriod', 'filterList'] },
          { guard: 'isOtherChoice', actions: 'applyPeriod' },
        ],
        'period.range': { guard: 'changesFigures', target: '.loading', actions: ['applyPeriod', 'filterList'] },
        'warehouse.choose': { guard: 'changesFigures', target: '.loading', actions: ['applyPeriod', 'filterList'] },
      },
      states: {
        loading: {
          entry: assign({ summaryError: null }),
          invoke: {
            id: 'fetchSummary',
            src: 'fetchSummary',
            input: ({ context }) => ({ kind: context.kind, query: figureQuery(context) }),
            onDone: [
              { guard: ({ event }) => event.output.ok, target: 'shown', actions: assign({ summary: ({ event }) => (event.output.ok ? event.output.data : null) }) },
              { target: 'failed', actions: assign({ summaryError: ({ event }) => (event.output.ok ? null : event.output.message || SUMMARY_LOAD_FAILED_MESSAGE) }) },
            ],
            onError: { target: 'failed', actions: assign({ summaryError: SUMMARY_LOAD_FAILED_MESSAGE }) },
          },
        },
        shown: {},
        failed: { on: { 'summary.retry': 'loading' } },
      },
    },
    warehouses: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchWarehouses',
            src: 'fetchWarehouses',
            onDone: { target: 'loaded', actions: assign({ warehouses: ({ event }) => (event.output.ok ? event.output.data : []) }) },
            onError: 'loaded',
          },
        },
        loaded: {},
      },
    },
  },
});

export type ReportActor = ActorRefFrom<typeof reportMachine>;
