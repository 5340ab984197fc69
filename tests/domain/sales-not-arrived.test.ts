/**
 * The till's shift report with the sales its outbox still holds (docs/offline-till.md#shifts). That the
 * figures are the server's once the sales arrive is tested against the server itself
 * (tests/server/offline-till.test.ts); here, what the till does with a Z report, an empty outbox, a
 * method the server has not seen yet in the shift, and a drawer that paid out more than it took.
 */
import { describe, expect, it } from 'vitest';
import { withSalesNotArrived, type SaleNotArrived } from '../../src/domain/sales-not-arrived';
import type { ShiftReport } from '../../src/domain/tills.schemas';
import { xReportOf } from './shift-report-fixture';

/** A shift that paid out more than its drawer took: its expected cash is below zero. */
const report = (overrides: Partial<ShiftReport> = {}): ShiftReport => xReportOf({ payOuts: { count: 1, amount: 40 }, float: 20, expectedCash: -7.5, ...overrides });

/** As the till sends it: wire amounts. */
const sale = (totalAmount: number, ...payments: [string, number][]): SaleNotArrived => ({
  totalAmount,
  payments: payments.map(([method, amount]) => ({ method, amount })),
});

describe("the till's shift report with the sales not arrived yet", () => {
  it('an X report counts them in: the sales, a new method in its place among the others, the cash in the expected cash (below zero too), to the cent', () => {
    const shown = withSalesNotArrived(report(), [sale(0.3, ['Cash', 0.1], ['Cheque', 0.2]), sale(0.1, ['Cash', 0.1])]);
    expect(shown.sales).toEqual({ count: 4, amount: 30.9 });
    expect(shown.byMethod).toEqual([
      { method: 'Card', count: 1, amount: 18 },
      { method: 'Cash', count: 3, amount: 12.7 },
      { method: 'Cheque', count: 1, amount: 0.2 },
    ]);
    expect(shown.expectedCash).toBe(-7.3);
    expect(shown.notArrived).toEqual({ count: 2, amount: 0.4 });
    // Everything else is the server's.
    expect({ ...shown, sales: null, byMethod: null, expectedCash: null, notArrived: null }).toEqual({ ...report(), sales: null, byMethod: null, expectedCash: null, notArrived: null });
  });

  it("a Z report keeps the server's figures, kept at the close, and names the sales still to arrive", () => {
    const z = report({ kind: 'Z', counted: 0, variance: 7.5 });
    expect(withSalesNotArrived(z, [sale(12.5, ['Cash', 12.5])])).toEqual({ ...z, notArrived: { count: 1, amount: 12.5 } });
  });

  it('with nothing waiting the report is the server’s', () => {
    expect(withSalesNotArrived(report(), [])).toEqual({ ...report(), notArrived: { count: 0, amount: 0 } });
  });
});
