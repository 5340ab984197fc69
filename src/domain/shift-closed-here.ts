/**
 * The Z report a till shows at once for a close it keeps because the server did not answer
 * (docs/offline-till.md#the-shifts-report-at-the-till): the X report as the till reads it (the
 * server's last report with the sales still in the outbox counted in, sales-not-arrived.ts) with the
 * drawer counted at the close: counted cash, its notes and coins, and the variance against the
 * expected cash. The sales the till made are the X report's; those still in the outbox are awaited.
 * The server reckons the same figures once the sales and then the close arrive (docs/offline-till.md#shifts).
 */
import { parseMoney, subtractMoney, toWire, type Minor } from './money';
import type { TillShiftReport } from './sales-not-arrived';

/** The drawer as counted at the close (minor units). */
export interface CountedDrawer {
  total: Minor;
  denominations: readonly { value: Minor; count: number }[] | null;
}

export function closedHere(report: TillShiftReport & { kind: 'X' }, counted: CountedDrawer, closedAt: string): TillShiftReport {
  const expected = parseMoney(report.expectedCash, { allowNegative: true });
  return {
    ...report,
    kind: 'Z',
    // The server still holds the shift open until the close arrives; when it was closed is the till's.
    shift: { ...report.shift, closedAt },
    counted: toWire(counted.total),
    countedDenominations: counted.denominations ? counted.denominations.map((row) => ({ value: toWire(row.value), count: row.count })) : null,
    variance: toWire(subtractMoney(counted.total, expected)),
    salesMade: report.sales.count,
    salesAwaited: report.notArrived?.count ?? 0,
    generatedAt: closedAt,
    closedHere: true,
  };
}
