/**
 * The owner's figures in SQL, read by every screen that shows one (docs/owner-figures.md): the
 * dashboard's cards, charts and period figures, the product, sale, purchase and payment reports and
 * My Transactions. The running totals they sum are kept by the report triggers (migration 0017):
 * report_days.sold_amount is the lines' revenue (before tax, after the line discount and the line's
 * share of the order discount and coupon), sold_discounts those discounts, sold_tax the lines' tax,
 * order_tax and shipping the completed sales' own, returned_amount and returned_tax the returned
 * units' value before tax and their tax, sold_margin and returned_margin the revenue and returned
 * value less the cost counted on them. src/domain/owner-figures.ts derives the figures from these parts.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ownerFigures, type OwnerFigures } from '../../../src/domain/owner-figures';

type Sum = string | number | null | undefined;

/** The parts of the owner's figures summed over report_days rows (alias rd); select list. */
export const DAY_FIGURE_PARTS: SQL = sql`coalesce(sum(rd.sold_amount + rd.sold_discounts), 0) as gross_sales,
  coalesce(sum(rd.sold_discounts), 0) as discounts,
  coalesce(sum(rd.returned_amount), 0) as returns,
  coalesce(sum(rd.sold_tax + rd.order_tax), 0) as tax,
  coalesce(sum(rd.returned_tax), 0) as returned_tax,
  coalesce(sum(rd.shipping), 0) as shipping,
  coalesce(sum(rd.sold_amount - rd.sold_margin), 0) as sold_cost,
  coalesce(sum(rd.returned_amount - rd.returned_margin), 0) as returned_cost,
  coalesce(sum(rd.cash_received), 0) as money_in,
  coalesce(sum(rd.cash_sent), 0) as money_out`;

export interface DayFigureParts {
  gross_sales: Sum;
  discounts: Sum;
  returns: Sum;
  tax: Sum;
  returned_tax: Sum;
  shipping: Sum;
  sold_cost: Sum;
  returned_cost: Sum;
  money_in: Sum;
  money_out: Sum;
}

const n = (value: Sum) => Number(value ?? 0);

/** The figures of a DAY_FIGURE_PARTS row, in minor units. */
export function figuresOfParts(row: DayFigureParts): OwnerFigures {
  return ownerFigures({
    grossSales: n(row.gross_sales),
    discounts: n(row.discounts),
    returns: n(row.returns),
    tax: n(row.tax),
    returnedTax: n(row.returned_tax),
    shipping: n(row.shipping),
    soldCost: n(row.sold_cost),
    returnedCost: n(row.returned_cost),
  });
}

/** Revenue (gross sales − discounts) of report_days rows: the Revenue card and the Sold Amount of the charts. */
export const DAY_REVENUE: SQL = sql`rd.sold_amount`;

/** Net sales − cost of goods sold of report_days rows. */
export const DAY_PROFIT: SQL = sql`(rd.sold_margin - rd.returned_margin)`;

/**
 * Money in and out of the shop's accounts, transfers between them left out (a transfer is neither),
 * and payments that name no account (a sale paid from, or a return credited to, the customer's
 * deposit) moving no money: report_days.cash_received and cash_sent.
 */
export const DAY_MONEY_IN: SQL = sql`rd.cash_received`;
export const DAY_MONEY_OUT: SQL = sql`rd.cash_sent`;

/** A payment (alias `pay`) that is money in or out: not a transfer's leg, on an account. */
export const IS_MONEY: SQL = sql`(pay.kind <> 'transfer' and pay.account_id is not null)`;
