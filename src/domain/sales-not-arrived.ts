/**
 * A shift's report as the till shows it while some of its sales have not reached the server yet
 * (docs/offline-till.md#shifts): the sales waiting in the till's outbox are the shift's as much as
 * those the server holds. The X report counts them in: their number and grand totals in the sales,
 * their payments by method, their cash in the expected cash. A Z report's figures are the server's,
 * kept at the close and reckoned again as each late sale arrives; the till says how many it still
 * has to send.
 */
import { addMoney, parseMoney, sumMoney, toWire } from './money';
import type { ShiftReport } from './tills.schemas';

/** A sale made at the till that the server has not answered yet, as the till sends it (wire amounts: wireBody in src/api/pos/pos-sales.ts). */
export interface SaleNotArrived {
  totalAmount: number;
  payments: readonly { method: string; amount: number }[];
  offline?: { shift: string };
}

/** The till's report: the server's, with the sales not arrived yet counted in (an X report) or named (a Z report). */
export interface TillShiftReport extends ShiftReport {
  /** The till's sales of this shift the server has not answered yet, and their grand totals (wire amounts). */
  notArrived?: { count: number; amount: number };
  /** A Z report made at this till (shift-closed-here.ts): its close is kept here until the server has it, and its figures are the till's. */
  closedHere?: true;
}

const CASH = 'Cash';

const minor = (wire: number) => parseMoney(wire, { allowNegative: true });

/** Method names in the server's order (plain code-unit order, as its SQL sorts them), so a method keeps its row. */
const byName = (a: { method: string }, b: { method: string }) => (a.method < b.method ? -1 : a.method > b.method ? 1 : 0);

export function withSalesNotArrived(report: ShiftReport, sent: readonly SaleNotArrived[]): TillShiftReport {
  const sales = sent.map((sale) => ({ grandTotal: parseMoney(sale.totalAmount), payments: sale.payments.map((payment) => ({ method: payment.method, amount: parseMoney(payment.amount) })) }));
  const notArrived = { count: sales.length, amount: toWire(sumMoney(sales.map((sale) => sale.grandTotal))) };
  if (report.kind !== 'X' || sales.length === 0) return { ...report, notArrived };
  const methods = new Map(report.byMethod.map((entry) => [entry.method, { method: entry.method, count: entry.count, amount: minor(entry.amount) }]));
  let cash = minor(0);
  for (const payment of sales.flatMap((sale) => sale.payments)) {
    const entry = methods.get(payment.method) ?? { method: payment.method, count: 0, amount: minor(0) };
    methods.set(payment.method, { method: entry.method, count: entry.count + 1, amount: addMoney(entry.amount, payment.amount) });
    if (payment.method === CASH) cash = addMoney(cash, payment.amount);
  }
  return {
    ...report,
    sales: { count: report.sales.count + sales.length, amount: toWire(addMoney(minor(report.sales.amount), sumMoney(sales.map((sale) => sale.grandTotal)))) },
    byMethod: [...methods.values()].sort(byName).map((entry) => ({ method: entry.method, count: entry.count, amount: toWire(entry.amount) })),
    expectedCash: toWire(addMoney(minor(report.expectedCash), cash)),
    notArrived,
  };
}
