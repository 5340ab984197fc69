/**
 * Where the owner's view reads its sums: report_days (per day, warehouse and creator: document totals
 * and margins) and report_products (per product: bought, sold and returned), kept by migration 0009's
 * triggers in the transaction that writes each document. A period is read from the coarsest rows
 * that cover it: whole years and whole months of the shop from their own rows, the days around them
 * from day rows; a warehouse or creator filter reads day rows, which keep both.
 */
import { sql, type SQL } from 'drizzle-orm';
import { FIRST_CALENDAR_DATE, isCalendarDateInRange, LAST_CALENDAR_DATE } from '../../../src/domain/calendar-date';
import type { Period } from './period';

type Grain = 'day' | 'month' | 'year';

/** Consecutive rows of one grain: period_start from `first` to `last`. */
interface Piece {
  grain: Grain;
  first: string;
  last: string;
}

const day = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => iso(new Date(day(date).getTime() + days * 86_400_000));

function monthEnd(date: string): string {
  const d = day(date);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)));
}

/** The fewest rows covering from..to: years, then months, then days, merged into runs. */
export function piecesOf(from: string, to: string): Piece[] {
  // The walk below ends only for dates it can step through: the API's range (docs/concurrency-and-limits.md,
  // "Bounds and ranges"), at most 200 years, 11 months and 60 days of pieces.
  if (!isCalendarDateInRange(from) || !isCalendarDateInRange(to)) throw new RangeError(`A period must lie within ${FIRST_CALENDAR_DATE} to ${LAST_CALENDAR_DATE}: ${from} to ${to}.`);
  const pieces: Piece[] = [];
  const push = (grain: Grain, start: string) => {
    const last = pieces.at(-1);
    if (last && last.grain === grain) last.last = start;
    else pieces.push({ grain, first: start, last: start });
  };
  let cursor = from;
  while (cursor <= to) {
    const yearEnd = `${cursor.slice(0, 4)}-12-31`;
    if (cursor.endsWith('-01-01') && yearEnd <= to) {
      push('year', cursor);
      cursor = addDays(yearEnd, 1);
    } else if (cursor.endsWith('-01') && monthEnd(cursor) <= to) {
      push('month', cursor);
      cursor = addDays(monthEnd(cursor), 1);
    } else {
      push('day', cursor);
      cursor = addDays(cursor, 1);
    }
  }
  return pieces;
}

const filtered = (period: Period) => period.warehouse !== null || period.owner !== null;

/** report_products rows (alias rp) covering the period, in its warehouse, of its creator. */
function productRowsOf(period: Period): { condition: SQL; onePerProduct: boolean } {
  if (filtered(period)) {
    const parts = [sql`rp.grain = 'day' and rp.period_start between ${period.from}::date and ${period.to}::date`];
    if (period.warehouse) parts.push(sql`rp.warehouse_id = ${period.warehouse}::uuid`);
    if (period.owner) parts.push(sql`rp.user_key = ${period.owner}::uuid`);
    return { condition: sql.join(parts, sql` and `), onePerProduct: false };
  }
  const pieces = piecesOf(period.from, period.to);
  if (pieces.length === 0) return { condition: sql`false`, onePerProduct: true };
  const condition = sql.join(
    pieces.map((piece) =>
      piece.first === piece.last
        ? sql`(rp.grain = ${piece.grain} and rp.period_start = ${piece.first}::date)`
        : sql`(rp.grain = ${piece.grain} and rp.period_start between ${piece.first}::date and ${piece.last}::date)`,
    ),
    sql` or `,
  );
  // A single month or year row holds the whole shop's figure for each product: nothing to add up.
  const only = pieces[0]!;
  return { condition: sql`(${condition})`, onePerProduct: pieces.length === 1 && only.grain !== 'day' && only.first === only.last };
}

/**
 * The condition (on report_products rp) of the one row a product has for the period, when the
 * period is a whole month or year of the whole shop; null otherwise.
 */
export function singleRowOf(period: Period): SQL | null {
  const { condition, onePerProduct } = productRowsOf(period);
  return onePerProduct ? condition : null;
}

/**
 * Per product with any figure in the period: sold_qty, sold_amount, sold_margin (subtotal less the
 * cost each line recorded when sold), returned_qty, returned_margin (what returns gave back less the
 * cost the sale had counted on them), purchased_qty, purchased_amount. A subquery; alias it.
 */
export function productTotals(period: Period): SQL {
  const { condition, onePerProduct } = productRowsOf(period);
  if (onePerProduct) {
    return sql`(select rp.product_id, rp.sold_qty, rp.sold_amount, rp.sold_amount - rp.sold_cost as sold_margin, rp.returned_qty,
      rp.returned_amount - rp.returned_cost as returned_margin, rp.purchased_qty, rp.purchased_amount
      from report_products rp where ${condition})`;
  }
  return sql`(select rp.product_id, sum(rp.sold_qty) as sold_qty, sum(rp.sold_amount) as sold_amount, sum(rp.sold_amount - rp.sold_cost) as sold_margin,
      sum(rp.returned_qty) as returned_qty, sum(rp.returned_amount - rp.returned_cost) as returned_margin,
      sum(rp.purchased_qty) as purchased_qty, sum(rp.purchased_amount) as purchased_amount
    from report_products rp where ${condition} group by rp.product_id)`;
}

/** report_days rows (alias rd) of the period, its warehouse and creator. */
export function dayRowsOf(period: Period): SQL {
  const parts = [sql`rd.day between ${period.from}::date and ${period.to}::date`];
  if (period.warehouse) parts.push(sql`rd.warehouse_id = ${period.warehouse}::uuid`);
  if (period.owner) parts.push(sql`rd.user_key = ${period.owner}::uuid`);
  return sql.join(parts, sql` and `);
}
