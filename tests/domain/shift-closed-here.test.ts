/**
 * The Z report a till makes for a close it keeps (docs/offline-till.md#the-shifts-report-at-the-till):
 * the X report with its waiting sales counted in, and the drawer counted. That the server's Z report
 * has the same figures once the sales and the close arrive is the offline journey's
 * (tests/e2e/pos-offline-open.spec.ts); here, the variance over and short in exact minor units, the
 * sales made and awaited, and the notes and coins as sent.
 */
import { describe, expect, it } from 'vitest';
import type { Minor } from '../../src/domain/money';
import { withSalesNotArrived } from '../../src/domain/sales-not-arrived';
import { closedHere } from '../../src/domain/shift-closed-here';
import { xReportOf } from './shift-report-fixture';

const xReport = xReportOf();
const CLOSED_AT = '2026-11-28T18:00:00.000Z';

describe('a Z report made at the till', () => {
  it('counts in the sales still waiting: sales made, those awaited, and their cash in the expected cash the variance is reckoned from', () => {
    const folded = withSalesNotArrived(xReport, [{ totalAmount: 0.3, payments: [{ method: 'Cash', amount: 0.3 }] }]) as typeof xReport;
    // 32.60 + 0.30 expected; counted 32.80: 0.10 short, exactly (0.1 + 0.2 in floats is not 0.3).
    const report = closedHere(folded, { total: 3280 as Minor, denominations: null }, CLOSED_AT);
    expect(report).toMatchObject({ kind: 'Z', closedHere: true, expectedCash: 32.9, counted: 32.8, variance: -0.1, salesMade: 3, salesAwaited: 1, notArrived: { count: 1, amount: 0.3 }, generatedAt: CLOSED_AT });
    expect(report.sales).toEqual({ count: 3, amount: 30.8 });
    expect(report.shift).toEqual({ ...xReport.shift, closedAt: CLOSED_AT });
  });

  it('says over when more was counted, keeps the notes and coins as sent, and awaits nothing when no sale waits', () => {
    const report = closedHere(xReport, { total: 3500 as Minor, denominations: [{ value: 2000 as Minor, count: 1 }, { value: 500 as Minor, count: 3 }] }, CLOSED_AT);
    expect([report.variance, report.countedDenominations, report.salesMade, report.salesAwaited]).toEqual([2.4, [{ value: 20, count: 1 }, { value: 5, count: 3 }], 2, 0]);
  });

  it('reckons the variance from an expected cash below zero (a drawer that paid out more than it took)', () => {
    const report = closedHere({ ...xReport, expectedCash: -7.5 }, { total: 0 as Minor, denominations: null }, CLOSED_AT);
    expect(report.variance).toBe(7.5);
  });
});
