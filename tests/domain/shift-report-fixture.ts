/**
 * A shift's X report as the server answers it, for the till's sums over it
 * (src/domain/sales-not-arrived.ts, src/domain/shift-closed-here.ts): shift 3 of Till 1, a sale by card
 * and one in cash on a float of 20.10; `overrides` set what a test is about (a `kind: 'Z'` among them makes it a Z report).
 */
import type { ShiftReport } from '../../src/domain/tills.schemas';

export const xReportOf = (overrides: Partial<ShiftReport> = {}): ShiftReport & { kind: 'X' } => ({
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
  payOuts: { count: 0, amount: 0 },
  noSales: 0,
  float: 20.1,
  floatDenominations: null,
  expectedCash: 32.6,
  counted: null,
  countedDenominations: null,
  variance: null,
  varianceThreshold: 1,
  generatedAt: '2026-11-28T10:00:00.000Z',
  ...overrides,
}) as ShiftReport & { kind: 'X' };
