import { assign, fromPromise, setup } from 'xstate';
import { fetchDashboard, type FigureQuery } from '../../api/reports/reports';
import { listOptions, type PickerOption } from '../../api/catalog/catalog';
import type { ApiResult } from '../../api/common/http';
import type { Dashboard } from '../../domain/reports.schemas';
import { changesFigures, figureQuery, initialPeriod, nextPeriod, type PeriodContext, type PeriodEvent } from './period-choice';
import type { MessageDescriptor } from '@lingui/core';
import type { ShownText } from '../common/notifications';

export const RECENT_TABS = ['sale', 'purchase', 'quotation', 'payment'] as const;
export type RecentTab = (typeof RECENT_TABS)[number];

export type DashboardEvent = PeriodEvent | { type: 'dashboard.retry' } | { type: 'recent.tab'; tab: RecentTab };

export interface DashboardContext extends PeriodContext {
  warehouses: PickerOption[];
  dashboard: Dashboard | null;
  error: ShownText | null;
  tab: RecentTab;
}

export const DASHBOARD_LOAD_FAILED_MESSAGE: MessageDescriptor = /*i18n*/ { id: 'dashboard.load-failed', message: 'The dashboard could not be loaded. Check the connection and try again.' };

/**
 * The dashboard: the figures of a period and a warehouse, read again whenever either
 * changes; the warehouses to choose from are read once beside them; the Recent Transaction tab.
 */
export const dashboardMachine = setup({
  types: {
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
    input: {} as { today: string },
  },
  actors: {
    fetchDashboard: fromPromise<ApiResult<Dashboard>, FigureQuery>(({ input, signal }) => fetchDashboard(input, signal)),
    fetchWarehouses: fromPromise<ApiResult<PickerOption[]>, void>(({ signal }) => listOptions('warehouses', signal, 'all')),
  },
  actions: {
    applyPeriod: assign(({ context, event }) => nextPeriod(context, event as PeriodEvent)),
  },
  guards: {
    changesFigures: ({ context, event }) => changesFigures(context, event as PeriodEvent),
    isOtherChoice: ({ context, event }) => event.type === 'period.choose' && event.choice !== context.choice,
  },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({ ...initialPeriod(input.today), warehouses: [], dashboard: null, error: null, tab: 'sale' }),
  type: 'parallel',
  states: {
    figures: {
      initial: 'loading',
      on: {
        'period.choose': [
          { guard: 'changesFigures', target: '.loading', actions: 'applyPeriod' },
          // Date Range: the same figures until its dates are typed.
          { guard: 'isOtherChoice', actions: 'applyPeriod' },
        ],
        'period.range': { guard: 'changesFigures', target: '.loading', actions: 'applyPeriod' },
        'warehouse.choose': { guard: 'changesFigures', target: '.loading', actions: 'applyPeriod' },
        'recent.tab': { actions: assign({ tab: ({ event }) => event.tab }) },
      },
      states: {
        loading: {
          tags: 'loading',
          entry: assign({ error: null }),
          invoke: {
            id: 'fetchDashboard',
            src: 'fetchDashboard',
            input: ({ context }) => figureQuery(context),
            onDone: [
              { guard: ({ event }) => event.output.ok, target: 'shown', actions: assign({ dashboard: ({ event }) => (event.output.ok ? event.output.data : null) }) },
              { target: 'failed', actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.message || DASHBOARD_LOAD_FAILED_MESSAGE) }) },
            ],
            onError: { target: 'failed', actions: assign({ error: DASHBOARD_LOAD_FAILED_MESSAGE }) },
          },
        },
        shown: {},
        failed: { on: { 'dashboard.retry': 'loading' } },
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
            // Without the list the filter offers only All Warehouses; the figures still show.
            onError: 'loaded',
          },
        },
        loaded: {},
      },
    },
  },
});


