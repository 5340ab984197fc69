import { describe, expect, it } from 'vitest';
import { DASHBOARD_LOAD_FAILED_MESSAGE, dashboardMachine } from '../../../src/machines/reports/dashboard.machine';
import { reportMachine, SUMMARY_LOAD_FAILED_MESSAGE } from '../../../src/machines/reports/report.machine';
import { periodRange } from '../../../src/domain/report-period';
import { itTakesTheRecordedChart, leafStatePaths, replayPath, type StateAssertions, pathTitle } from '../model-helpers';
import { dashboardAnswer, dashboardModel, reportModel, testableDashboardMachine, testableReportMachine, TODAY, WAREHOUSE } from './dashboard.model';

type Step = Parameters<StateAssertions<any>[string]>[0];

/** The dates each choice stands for on TODAY (Sunday 22 to Saturday 28 November is the week). */
const RANGES: Record<string, { from: string; to: string }> = {
  today: { from: TODAY, to: TODAY },
  week: { from: '2026-11-22', to: '2026-11-28' },
  month: { from: '2026-11-01', to: '2026-11-30' },
};

/** The period shown always matches the choice; a range is only what was typed whole and in order. */
function periodHolds({ snapshot }: Step) {
  const { choice, from, to, warehouse } = snapshot.context;
  if (choice !== 'range') expect({ from, to }).toEqual(RANGES[choice]);
  else expect([{ from: '2026-10-01', to: '2026-10-31' }, ...Object.values(RANGES)]).toContainEqual({ from, to });
  expect(['', WAREHOUSE]).toContain(warehouse);
}

/** A loading step started by a period event asks for exactly the period and warehouse shown. */
function askedFor(id: string, input: (context: any) => unknown) {
  return (step: Step) => {
    periodHolds(step);
    const asked = step.invoked.filter((actor) => actor.id === id);
    // Whenever the figures are asked for, it is for the period and warehouse shown, once.
    if (asked.length > 0 || step.event.type === 'xstate.init' || step.event.type.endsWith('.retry')) expect(asked).toEqual([{ id, input: input(step.snapshot.context) }]);
  };
}

/** The warehouse filter's list: the one warehouse the server answered, or none when it could not be read (the figures still show). */
function warehousesShown({ snapshot, event }: { snapshot: any; event: { type: string } }) {
  const names = snapshot.context.warehouses.map((option: { name: string }) => option.name);
  if (event.type === 'xstate.error.actor.fetchWarehouses') expect(names).toEqual([]);
  else if (event.type === 'xstate.done.actor.fetchWarehouses') expect(names).toEqual(['Main']);
  else expect([[], ['Main']]).toContainEqual(names);
}

const dashboardAssertions: StateAssertions<any> = {
  'figures.loading': askedFor('fetchDashboard', (context) => ({ from: context.from, to: context.to, warehouse: context.warehouse })),
  'figures.shown': (step) => {
    periodHolds(step);
    expect(step.snapshot.context.dashboard).toEqual(dashboardAnswer);
    expect(step.invoked).toEqual([]);
  },
  'figures.failed': (step) => {
    periodHolds(step);
    expect([DASHBOARD_LOAD_FAILED_MESSAGE, 'from must not be after to.']).toContain(step.snapshot.context.error);
    if (step.event.type === 'xstate.error.actor.fetchDashboard') expect(step.snapshot.context.error).toBe(DASHBOARD_LOAD_FAILED_MESSAGE);
  },
  'warehouses.loading': ({ snapshot }) => expect(snapshot.context.warehouses).toEqual([]),
  'warehouses.loaded': warehousesShown,
};

const reportAssertions: StateAssertions<any> = {
  'summary.loading': (step) => {
    askedFor('fetchSummary', (context) => ({ kind: 'sales', query: { from: context.from, to: context.to, warehouse: context.warehouse } }))(step);
    // The rows follow the same period: the list's filters are the period shown.
    const { from, to, warehouse } = step.snapshot.context;
    expect(step.snapshot.context.list.getSnapshot().context.filters).toEqual({ from, to, warehouse });
  },
  'summary.shown': (step) => {
    periodHolds(step);
    expect(step.snapshot.context.summary.totals).toEqual({ soldAmount: 600 });
  },
  'summary.failed': (step) => {
    periodHolds(step);
    expect([SUMMARY_LOAD_FAILED_MESSAGE, 'Your access is limited to the POS and sales. Ask an admin for more.']).toContain(step.snapshot.context.summaryError);
    if (step.event.type === 'xstate.error.actor.fetchSummary') expect(step.snapshot.context.summaryError).toBe(SUMMARY_LOAD_FAILED_MESSAGE);
  },
  'warehouses.loading': ({ snapshot }) => expect(snapshot.context.warehouses).toEqual([]),
  'warehouses.loaded': warehousesShown,
};

describe('dashboard machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(dashboardAssertions).sort()).toEqual(leafStatePaths(dashboardMachine).sort());
  });
  const paths = dashboardModel().getShortestPaths();
  for (const path of paths) {
    it(pathTitle(path), () => replayPath(testableDashboardMachine, path, dashboardAssertions, { today: TODAY }));
  }
  itTakesTheRecordedChart('dashboard', testableDashboardMachine, paths, { today: TODAY });
  it('knows the year of today', () => {
    expect(periodRange('year', TODAY)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});

describe('report machine', () => {
  it('has an assertion for every state', () => {
    expect(Object.keys(reportAssertions).sort()).toEqual(leafStatePaths(reportMachine).sort());
  });
  const reportInput = {
    today: TODAY,
    kind: 'sales',
    list: { listId: 'sale-report', noun: { one: 'product', many: 'products' }, columns: ['name', 'soldAmount'], sortable: ['soldAmount', 'name'], sort: { column: 'soldAmount', direction: 'desc' } },
  };
  const reportPaths = reportModel().getShortestPaths();
  for (const path of reportPaths) {
    it(pathTitle(path), () => replayPath(testableReportMachine, path, reportAssertions, reportInput));
  }
  itTakesTheRecordedChart('report', testableReportMachine, reportPaths, reportInput);
});
