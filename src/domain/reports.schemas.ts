/**
 * The wire shapes of the owner's view: the dashboard, the four reports and the
 * transaction calendar. Amounts are major units (docs/api.md#money-on-the-wire); dates are the shop's
 * calendar dates (YYYY-MM-DD). The server validates queries with these; the client types with them.
 */
import * as v from 'valibot';
import { calendarDateSchema, calendarMonthSchema } from './calendar-date';
import { listQuerySchema, RECORD_ID_PATTERN } from './list.schemas';

/** The period and warehouse every figure is narrowed to; no dates means the current month. */
const periodEntries = {
  from: v.optional(calendarDateSchema),
  to: v.optional(calendarDateSchema),
  warehouse: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.regex(RECORD_ID_PATTERN, 'warehouse must be a warehouse id.'), v.toLowerCase())], 'warehouse must be a warehouse id.')),
};

const periodInOrder = <T extends { from?: string; to?: string }>(query: T) => query.from === undefined || query.to === undefined || query.from <= query.to;
const PERIOD_ORDER_MESSAGE = 'from must not be after to.';

export const periodQuerySchema = v.pipe(v.object(periodEntries), v.check(periodInOrder, PERIOD_ORDER_MESSAGE));

/** The columns each report can be ordered by (`sort=`), the first being its default. */
export const REPORT_SORTS = {
  product: ['name', 'code', 'purchasedAmount', 'purchasedQty', 'soldAmount', 'soldQty', 'profit', 'inStock'],
  sales: ['soldAmount', 'soldQty', 'name', 'code', 'profit', 'inStock'],
  purchase: ['purchasedAmount', 'purchasedQty', 'name', 'code', 'inStock'],
  payment: ['date', 'paymentReference', 'amount', 'paidBy'],
} as const;
export type ReportKind = keyof typeof REPORT_SORTS;

export function reportQuerySchema<K extends ReportKind>(kind: K) {
  const sorts = REPORT_SORTS[kind] as readonly string[];
  return v.pipe(
    v.object({
      ...listQuerySchema.entries,
      ...periodEntries,
      sort: v.optional(v.picklist(sorts as [string, ...string[]], `sort must be one of ${sorts.join(', ')}.`)),
      dir: v.optional(v.picklist(['asc', 'desc'], 'dir must be asc or desc.')),
    }),
    v.check(periodInOrder, PERIOD_ORDER_MESSAGE),
  );
}

export const reportSummaryQuerySchema = v.pipe(
  v.object({ ...periodEntries, q: listQuerySchema.entries.q }),
  v.check(periodInOrder, PERIOD_ORDER_MESSAGE),
);

export const transactionsQuerySchema = v.object({
  // Read even when absent, so a missing month gets this message rather than valibot's "Invalid key".
  month: v.pipe(v.optional(v.unknown(), () => undefined), v.string('month is required (YYYY-MM).'), calendarMonthSchema),
});

const amount = v.number();
const count = v.pipe(v.number(), v.integer());

/** docs/api.md#records-and-their-fields, Product report row, with the product's id and code. */
export const productReportRowSchema = v.object({
  _id: v.string(),
  name: v.string(),
  code: v.string(),
  purchasedAmount: amount,
  purchasedQty: count,
  soldAmount: amount,
  soldQty: count,
  profit: amount,
  inStock: count,
});
export type ProductReportRow = v.InferOutput<typeof productReportRowSchema>;

export const salesReportRowSchema = v.object({ _id: v.string(), name: v.string(), code: v.string(), soldAmount: amount, soldQty: count, profit: amount, inStock: count });
export type SalesReportRow = v.InferOutput<typeof salesReportRowSchema>;

export const purchaseReportRowSchema = v.object({ _id: v.string(), name: v.string(), code: v.string(), purchasedAmount: amount, purchasedQty: count, inStock: count });
export type PurchaseReportRow = v.InferOutput<typeof purchaseReportRowSchema>;

/** docs/api.md#records-and-their-fields, Payment row; `direction` says whether the money came in or went out. */
export const paymentReportRowSchema = v.object({
  _id: v.string(),
  date: v.string(),
  paymentReference: v.string(),
  saleReference: v.nullable(v.string()),
  purchaseReference: v.nullable(v.string()),
  paidBy: v.string(),
  amount,
  direction: v.picklist(['in', 'out']),
  kind: v.string(),
  createdBy: v.string(),
  /** The account the money went into or out of (a transfer's: the one it left); null for a customer's deposit. */
  account: v.nullable(v.string()),
  /** A transfer's reference (TR-…) and the account it went to; null for any other payment. */
  transferReference: v.nullable(v.string()),
  toAccount: v.nullable(v.string()),
});
export type PaymentReportRow = v.InferOutput<typeof paymentReportRowSchema>;

const dayPoint = v.object({ date: v.string(), amount, count });
const topProduct = v.object({ productId: v.string(), name: v.string(), code: v.string(), quantity: count, amount });

/** The totals row of a report over its whole filtered list, and the series its chart draws. */
export const reportSummarySchema = v.object({
  from: v.string(),
  to: v.string(),
  totals: v.record(v.string(), v.number()),
  byDay: v.array(dayPoint),
  topProducts: v.array(topProduct),
});
export type ReportSummary = v.InferOutput<typeof reportSummarySchema>;

const recentRow = v.object({ _id: v.string(), date: v.string(), reference: v.string(), party: v.string(), status: v.string(), grandTotal: amount, documentId: v.nullable(v.string()) });
export type RecentRow = v.InferOutput<typeof recentRow>;
export type BestSeller = v.InferOutput<typeof topProduct>;

/** docs/owner-figures.md, "The figures" and "Money in and money out". */
export const ownerFiguresSchema = v.object({
  grossSales: amount,
  discounts: amount,
  revenue: amount,
  returns: amount,
  netSales: amount,
  taxCollected: amount,
  shipping: amount,
  costOfGoodsSold: amount,
  profit: amount,
  moneyIn: amount,
  moneyOut: amount,
  net: amount,
  transferred: amount,
});

export const dashboardSchema = v.object({
  from: v.string(),
  to: v.string(),
  warehouse: v.nullable(v.string()),
  /** Revenue, the returned value before tax, purchase returns and profit (docs/owner-figures.md). */
  cards: v.object({ revenue: amount, saleReturn: amount, purchaseReturn: amount, profit: amount }),
  /** The period's owner's figures, each defined once in docs/owner-figures.md. */
  figures: ownerFiguresSchema,
  /** The 12 months of the period's last year: YYYY-MM with Purchased Amount and Sold Amount. */
  yearly: v.array(v.object({ month: v.string(), purchased: amount, sold: amount })),
  /** The same months: Payment Received and Payment Sent (transfers between accounts left out). */
  cashFlow: v.array(v.object({ month: v.string(), received: amount, sent: amount })),
  /** The period's Purchase, Revenue and Expense (money paid out). */
  periodTotals: v.object({ purchase: amount, revenue: amount, expense: amount }),
  recent: v.object({ sale: v.array(recentRow), purchase: v.array(recentRow), quotation: v.array(recentRow), payment: v.array(recentRow) }),
  bestSellers: v.object({ byQuantity: v.array(topProduct), byAmount: v.array(topProduct) }),
});
export type Dashboard = v.InferOutput<typeof dashboardSchema>;

const transactionItem = v.object({
  kind: v.picklist(['sale', 'purchase', 'payment', 'transfer']),
  _id: v.string(),
  reference: v.string(),
  amount,
  /** A payment's: money in or out (a refund is out); null for documents and transfers. */
  direction: v.nullable(v.picklist(['in', 'out'])),
  /** The sale or purchase a link opens (a payment's document, when it has one). */
  documentKind: v.nullable(v.picklist(['sale', 'purchase'])),
  documentId: v.nullable(v.string()),
});
export type TransactionItem = v.InferOutput<typeof transactionItem>;

const kindTotals = v.object({ count, total: amount });
/**
 * One day of My Transactions (docs/owner-figures.md, "Money in and money out"): money in and money
 * out apart, their difference as net, transfers between the shop's accounts on their own.
 */
export const transactionDaySchema = v.object({
  date: v.string(),
  sales: kindTotals,
  purchases: kindTotals,
  moneyIn: kindTotals,
  moneyOut: kindTotals,
  transfers: kindTotals,
  net: amount,
  items: v.array(transactionItem),
});
export type TransactionDay = v.InferOutput<typeof transactionDaySchema>;

/** The signed-in user's documents in one month, by day (days without any are left out). */
export const transactionsSchema = v.object({ month: v.string(), days: v.array(transactionDaySchema) });
export type Transactions = v.InferOutput<typeof transactionsSchema>;
