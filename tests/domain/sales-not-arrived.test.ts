/**
 * The till's shift report with the sales its outbox still holds (docs/offline-till.md#shifts). That the
 * figures are the server's once the sales arrive is tested against the server itself
 * (tests/server/offline-till.test.ts); here, what the till does with a Z report, an empty outbox, a
 * method the server has not seen yet in the shift, and a drawer that paid out more than it took.
 */
import { describe, expect, it } from 'vitest';
import { withSalesNotArrived, type SaleNotArrived } from '../../src/domain/sales-not-arrived';
import type { ShiftReport } from '../../src/domain/tills.schemas';

const report = (overrides: Partial<ShiftReport> = {}): ShiftReport => ({
  shift: { _id: 'shift-1', number: 3, status: 'open', tillId: 'till-1', tillName: 'Till 1', tillCode: '1', openedAt: '2026-11-28T08:00:00.000Z', openedBy: 'Sana', closedAt: null, closedBy: null, confirmedAt: null, confirmedBy: null },
  kind: 'X',
  sales: { count: 2, amount: 30.5 },
  byMethod: [
    { method: 'Card', count: 1, amount: 18 },
    { method: 'Cash', count: 1, amount: 12.5 },
  ],
  refunds: { count: 0, amount: 0 },
  cashRefunds: 0,
  payIns: { count: 0, amount: 0 },
  payOuts: { count: 1, amount: 40 },
  noSales: 0,
  float: 20,
  floatDenominations: null,
  expectedCash: -7.5,
  counted: null,
  countedDenominations: null,
  variance: null,
  varianceThreshold: 1,
  generatedAt: '2026-11-28T10:00:00.000Z',
  ...overrides,
});

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
