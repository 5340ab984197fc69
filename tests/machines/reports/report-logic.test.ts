import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { storeHiddenColumns } from '../../../src/api/common/list-preferences';
import type { ReportKind } from '../../../src/domain/reports.schemas';
import { reportInput, reportLogic, type ReportDefinition } from '../../../src/machines/reports/report-logic';

/**
 * The four report screens as src/views/reports defines them: a report opens on This Month,
 * ordered by its first sort column (a product's name A to Z; the largest amount or the latest payment
 * first), with the columns this browser hid on that report, and reads its rows from its own report.
 */
const TODAY = '2026-11-23';
const column = (id: string) => ({ id, label: id, text: (row: Record<string, unknown>) => String(row[id]) });

const definitions: Record<ReportKind, ReportDefinition<any>> = {
  product: { kind: 'product', listId: 'product-report', title: 'Product Report', noun: { one: { id: 'product', message: 'product' }, many: { id: 'products', message: 'products' } }, columns: ['name', 'code', 'soldAmount'].map(column) },
  sales: { kind: 'sales', listId: 'sale-report', title: 'Sale Report', noun: { one: { id: 'product', message: 'product' }, many: { id: 'products', message: 'products' } }, columns: ['name', 'soldAmount', 'profit'].map(column) },
  purchase: { kind: 'purchase', listId: 'purchase-report', title: 'Purchase Report', noun: { one: { id: 'product', message: 'product' }, many: { id: 'products', message: 'products' } }, columns: ['name', 'purchasedAmount'].map(column) },
  payment: { kind: 'payment', listId: 'payment-report', title: 'Payment Report', noun: { one: { id: 'payment', message: 'payment' }, many: { id: 'payments', message: 'payments' } }, columns: ['date', 'paymentReference', 'amount'].map(column) },
};

/** What each report is ordered by first, and the columns the server sorts it by (docs/api.md#records-and-their-fields, the report rows). */
const expectedOrder: Record<ReportKind, { sortable: string[]; sort: { column: string; direction: 'asc' | 'desc' } }> = {
  product: { sortable: ['name', 'code', 'purchasedAmount', 'purchasedQty', 'soldAmount', 'soldQty', 'profit', 'inStock'], sort: { column: 'name', direction: 'asc' } },
  sales: { sortable: ['soldAmount', 'soldQty', 'name', 'code', 'profit', 'inStock'], sort: { column: 'soldAmount', direction: 'desc' } },
  purchase: { sortable: ['purchasedAmount', 'purchasedQty', 'name', 'code', 'inStock'], sort: { column: 'purchasedAmount', direction: 'desc' } },
  payment: { sortable: ['date', 'paymentReference', 'amount', 'paidBy'], sort: { column: 'date', direction: 'desc' } },
};

const kinds = Object.keys(definitions) as ReportKind[];

afterEach(() => vi.unstubAllGlobals());

describe('a report screen opening (reportInput)', () => {
  for (const kind of kinds) {
    it(`${definitions[kind].title} starts on This Month, ordered by ${expectedOrder[kind].sort.column} ${expectedOrder[kind].sort.direction === 'asc' ? 'A to Z' : 'largest first'}, every column shown`, () => {
      const { listId, noun } = definitions[kind];
      expect(reportInput(definitions[kind], TODAY)).toEqual({
        today: TODAY,
        kind,
        list: { listId, noun, columns: definitions[kind].columns.map((entry) => entry.id), hiddenColumns: [], ...expectedOrder[kind] },
      });
    });
  }

  it('hides the columns this browser hid on that report, and only on that report', () => {
    storeHiddenColumns('sale-report', ['profit']);
    expect(reportInput(definitions.sales, TODAY).list.hiddenColumns).toEqual(['profit']);
    expect(reportInput(definitions.product, TODAY).list.hiddenColumns).toEqual([]);
  });
});

/** The server as the report screens see it: each report's rows and totals, and what was asked. */
function reportServer() {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      asked.push(url);
      const [, api, reports, kind] = url.pathname.split('/');
      // The warehouse choice beside the period.
      if (`${api}/${reports}` !== 'api/reports') return Response.json([]);
      if (url.pathname.endsWith('/summary')) return Response.json({ from: url.searchParams.get('from'), to: url.searchParams.get('to'), totals: { rows: 1 }, byDay: [], topProducts: [] });
      return Response.json([{ _id: `${kind}-row`, name: `a ${kind} row` }], { headers: { 'X-Total-Count': '1' } });
    }),
  );
  return asked;
}

describe('a report screen reading its rows (reportLogic)', () => {
  for (const kind of kinds) {
    it(`${definitions[kind].title} lists the rows of /api/reports/${kind} for This Month, in its first order`, async () => {
      const asked = reportServer();
      const report = createActor(reportLogic(definitions[kind]), { input: reportInput(definitions[kind], TODAY) }).start();
      const list = report.getSnapshot().context.list;
      await waitFor(list, (snapshot) => snapshot.context.rows.length > 0);
      await waitFor(report, (snapshot) => snapshot.matches({ summary: 'shown' }));

      expect(list.getSnapshot().context.rows).toEqual([{ _id: `${kind}-row`, name: `a ${kind} row` }]);
      const { column, direction } = expectedOrder[kind].sort;
      const read = (path: string) => asked.filter((url) => url.pathname === path).map((url) => Object.fromEntries(url.searchParams));
      expect(read(`/api/reports/${kind}`)).toEqual([{ page: '1', pageSize: '10', from: '2026-11-01', to: '2026-11-30', sort: column, dir: direction }]);
      expect(read(`/api/reports/${kind}/summary`)).toEqual([{ from: '2026-11-01', to: '2026-11-30' }]);
      expect(report.getSnapshot().context.summary?.totals).toEqual({ rows: 1 });
      report.stop();
    });
  }
});
