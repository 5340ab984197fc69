import { fromPromise } from 'xstate';
import { dashboardMachine } from '../../../src/machines/reports/dashboard.machine';
import { reportMachine } from '../../../src/machines/reports/report.machine';
import { listMachine } from '../../../src/machines/common/list.machine';
import { doneEvent, errorEvent, machineTestModel } from '../model-helpers';

export const TODAY = '2026-11-23';
export const WAREHOUSE = '00000000-0000-4000-8000-00000000000a';
const never = () => fromPromise(() => new Promise<never>(() => {})) as never;

export const testableDashboardMachine = dashboardMachine.provide({ actors: { fetchDashboard: never(), fetchWarehouses: never() } });

export const testableReportMachine = reportMachine.provide({
  actors: { fetchSummary: never(), fetchWarehouses: never(), list: listMachine.provide({ actors: { fetchPage: never(), fetchAllRows: never(), removeRows: never(), saveExport: never() } }) as never },
});

/** The period and warehouse events both screens take; a range typed backwards or half typed changes nothing. */
const periodEvents = [
  { type: 'period.choose', choice: 'today' },
  { type: 'period.choose', choice: 'week' },
  { type: 'period.choose', choice: 'month' },
  { type: 'period.choose', choice: 'range' },
  { type: 'period.range', from: '2026-10-01', to: '2026-10-31' },
  { type: 'period.range', from: '2026-10-31', to: '2026-10-01' },
  { type: 'period.range', from: '2026-10-3', to: '2026-10-31' },
  { type: 'warehouse.choose', warehouse: WAREHOUSE },
  { type: 'warehouse.choose', warehouse: '' },
];

const warehousesLoaded = doneEvent('fetchWarehouses', { ok: true, data: [{ id: WAREHOUSE, name: 'Main', record: {} }] });
// Without the warehouse list the filter offers only All Warehouses; the figures still show.
const warehousesLost = errorEvent('fetchWarehouses', new TypeError('Failed to fetch'));

export const dashboardAnswer = { from: '2026-11-01', to: '2026-11-30', warehouse: null, cards: { revenue: 615, saleReturn: 150, purchaseReturn: 200, profit: 150 } };

export function dashboardModel() {
  return machineTestModel(testableDashboardMachine, {
    input: { today: TODAY },
    events: [
      ...periodEvents,
      { type: 'recent.tab', tab: 'quotation' },
      { type: 'recent.tab', tab: 'sale' },
      { type: 'dashboard.retry' },
      doneEvent('fetchDashboard', { ok: true, data: dashboardAnswer }),
      doneEvent('fetchDashboard', { ok: false, status: 400, message: 'from must not be after to.', issues: [] }),
      errorEvent('fetchDashboard', new TypeError('Failed to fetch')),
      warehousesLoaded,
      warehousesLost,
    ] as never[],
  });
}

export function reportModel() {
  return machineTestModel(testableReportMachine, {
    input: { today: TODAY, kind: 'sales', list: { listId: 'sale-report', noun: { one: 'product', many: 'products' }, columns: ['name', 'soldAmount'], sortable: ['soldAmount', 'name'], sort: { column: 'soldAmount', direction: 'desc' } } },
    events: [
      ...periodEvents,
      { type: 'summary.retry' },
      doneEvent('fetchSummary', { ok: true, data: { from: '2026-11-01', to: '2026-11-30', totals: { soldAmount: 600 }, byDay: [], topProducts: [] } }),
      doneEvent('fetchSummary', { ok: false, status: 403, message: 'Your access is limited to the POS and sales. Ask an admin for more.', issues: [] }),
      errorEvent('fetchSummary', new TypeError('Failed to fetch')),
      warehousesLoaded,
      warehousesLost,
    ] as never[],
  });
}
