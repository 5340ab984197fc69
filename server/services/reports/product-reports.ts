/**
 * The Product, Sale and Purchase reports (docs/api.md#records-and-their-fields, Product report row; the sale and
 * purchase reports show subsets): per product, what was bought and sold in the period, the profit
 * and the stock on hand now, as one aggregate query per page, ordered and paged by the server.
 *
 * The figures are the owner's (docs/owner-figures.md): soldAmount is the lines' revenue, before tax
 * and after the line discount and each line's share of the order discount and coupon, so the
 * products' Sold Amounts add up to the sales' revenue; profit is that revenue less the cost of the
 * goods (each line's cost when sold), less what customers returned (its value before tax, less the
 * cost of what went back in stock); purchasedAmount is each line's subtotal with its share of the
 * order tax, shipping and discount, so the products add up to the purchases' grand totals.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ProductReportRow, PurchaseReportRow, ReportSummary, SalesReportRow } from '../../../src/domain/reports.schemas';
import type { Executor } from '../../db/executor';
import { rowsOf } from '../../db/raw-rows';
import type { Page } from '../paging';
import { containsPattern } from '../search-patterns';
import { wire, whole, type Period } from './period';
import { DAY_PROFIT, DAY_REVENUE } from './figures';
import { dayRowsOf, productTotals, singleRowOf } from './summaries';

type ProductKind = 'product' | 'sales' | 'purchase';

export interface ReportPageQuery {
  q: string;
  page: number;
  pageSize: number;
  sort?: string;
  dir?: 'asc' | 'desc';
}

interface DbRow {
  id: string;
  name: string;
  code: string;
  purchased_amount: string | number;
  purchased_qty: string | number;
  sold_amount: string | number;
  sold_qty: string | number;
  profit: string | number;
  in_stock: string | number;
}

const SORT_COLUMNS: Record<string, string> = {
  name: 'lower(pr.name)',
  code: 'lower(pr.code)',
  purchasedAmount: 'purchased_amount',
  purchasedQty: 'purchased_qty',
  soldAmount: 'sold_amount',
  soldQty: 'sold_qty',
  profit: 'profit',
  inStock: 'in_stock',
};

/**
 * The Sale and Purchase reports list only products with figures in the period: there the totals
 * themselves order the rows, so that a whole month or year is read in that order from an index.
 */
const TOTAL_COLUMNS: Record<string, string> = {
  purchasedAmount: 't.purchased_amount',
  purchasedQty: 't.purchased_qty',
  soldAmount: 't.sold_amount',
  soldQty: 't.sold_qty',
  profit: '(t.sold_margin - t.returned_margin)',
};

const DEFAULT_SORT: Record<ProductKind, string> = { product: 'name', sales: 'soldAmount', purchase: 'purchasedAmount' };

/** The report's rows: products (pr) with their totals (t) in the period, after `from products pr`. */
function joinedRows(kind: ProductKind, period: Period, q: string): SQL {
  return sql`left join ${productTotals(period)} t on t.product_id = pr.id where ${rowsCondition(kind, q)}`;
}

function rowsCondition(kind: ProductKind, q: string): SQL {
  const parts: SQL[] = [];
  if (kind === 'sales') parts.push(sql`(t.sold_qty > 0 or t.returned_qty > 0)`);
  if (kind === 'purchase') parts.push(sql`t.purchased_qty > 0`);
  if (q !== '') {
    const pattern = containsPattern(q);
    parts.push(sql`(lower(pr.name) like ${pattern} or lower(pr.code) like ${pattern})`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** Totals that report_products' top indexes keep in order for a whole month or year. */
const INDEXED_TOTALS: Record<string, string> = { soldAmount: 'sold_amount', soldQty: 'sold_qty' };

/**
 * The Product report of a whole month or year ordered by sold amount or quantity, read in that
 * order: the products that sold (from the index, value > 0) and the products that did not (value 0,
 * by name from products_name_order_idx) are two runs, so a page reads its rows from one or both
 * instead of ordering 100,000 products. The same order as the general query: value, name, id.
 */
async function productsByIndexedTotal(db: Executor, piece: SQL, column: string, direction: 'asc' | 'desc', offset: number, limit: number): Promise<DbRow[]> {
  const value = sql.raw(`rp.${column}`);
  const fields = sql`pr.id, pr.name, pr.code, coalesce(rp.purchased_amount, 0) as purchased_amount, coalesce(rp.purchased_qty, 0) as purchased_qty,
    coalesce(rp.sold_amount, 0) as sold_amount, coalesce(rp.sold_qty, 0) as sold_qty,
    coalesce((rp.sold_amount - rp.sold_cost) - (rp.returned_amount - rp.returned_cost), 0) as profit,
    (select coalesce(sum(sl.on_hand), 0) from stock_levels sl where sl.product_id = pr.id) as in_stock`;
  const sold = (from: number, count: number) =>
    count <= 0
      ? Promise.resolve([])
      : rowsOf<DbRow>(
          db,
          sql`select ${fields} from report_products rp join products pr on pr.id = rp.product_id
            where ${piece} and ${value} > 0
            order by ${value} ${sql.raw(direction)}, lower(pr.name) asc, pr.id asc limit ${count} offset ${from}`,
        );
  const unsold = (from: number, count: number) =>
    count <= 0
      ? Promise.resolve([])
      : rowsOf<DbRow>(
          db,
          sql`select ${fields} from products pr left join report_products rp on rp.product_id = pr.id and ${piece}
            where coalesce(${value}, 0) = 0
            order by lower(pr.name) asc, pr.id asc limit ${count} offset ${from}`,
        );
  const soldCount = async () => whole((await rowsOf<{ n: string | number }>(db, sql`select count(*) as n from report_products rp where ${piece} and ${value} > 0`))[0]!.n);
  if (direction === 'desc') {
    const first = await sold(offset, limit);
    if (first.length === limit) return first;
    return [...first, ...(await unsold(Math.max(0, offset - (await soldCount())), limit - first.length))];
  }
  const productCount = whole((await rowsOf<{ n: string | number }>(db, sql`select count(*) as n from products`))[0]!.n);
  const unsoldCount = productCount - (await soldCount());
  const first = await unsold(offset, Math.min(limit, unsoldCount - offset));
  return [...first, ...(await sold(Math.max(0, offset - unsoldCount), limit - first.length))];
}

/** One page of a product report, with the count of its rows. */
export async function productReportPage(db: Executor, kind: ProductKind, period: Period, query: ReportPageQuery): Promise<Page<ProductReportRow | SalesReportRow | PurchaseReportRow>> {
  const sortKey = query.sort ?? DEFAULT_SORT[kind];
  const direction = query.dir ?? (sortKey === 'name' || sortKey === 'code' ? 'asc' : 'desc');
  const column = (kind !== 'product' ? TOTAL_COLUMNS[sortKey] : undefined) ?? SORT_COLUMNS[sortKey] ?? SORT_COLUMNS.name;
  const order = sql.raw(`${column} ${direction}, lower(pr.name) asc, pr.id asc`);
  const stockWarehouse = period.warehouse ? sql`and sl.warehouse_id = ${period.warehouse}::uuid` : sql``;
  const wholeShopPeriod = query.q === '' ? singleRowOf(period) : null;
  // Every product is a row of the Product report: its count needs no totals. The Sale report of a
  // whole month or year counts the products that sold from the top index (quantity > 0), and those
  // that only came back (sold 0, returned) from the few rows with a sold quantity of 0.
  const counted =
    kind === 'product'
      ? sql`select count(*) as n from products pr where ${rowsCondition(kind, query.q)}`
      : kind === 'sales' && wholeShopPeriod
        ? sql`select (select count(*) from report_products rp where ${wholeShopPeriod} and rp.sold_qty > 0)
            + (select count(*) from report_products rp where ${wholeShopPeriod} and rp.sold_qty = 0 and rp.returned_qty > 0) as n`
        : sql`select count(*) as n from products pr ${joinedRows(kind, period, query.q)}`;
  const piece = kind === 'product' && INDEXED_TOTALS[sortKey] ? wholeShopPeriod : null;
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [total]] = await Promise.all([
    piece
      ? productsByIndexedTotal(db, piece, INDEXED_TOTALS[sortKey]!, direction, offset, query.pageSize)
      : rowsOf<DbRow>(
          db,
          sql`select pr.id, pr.name, pr.code,
            coalesce(t.purchased_amount, 0) as purchased_amount, coalesce(t.purchased_qty, 0) as purchased_qty,
            coalesce(t.sold_amount, 0) as sold_amount, coalesce(t.sold_qty, 0) as sold_qty,
            coalesce(t.sold_margin, 0) - coalesce(t.returned_margin, 0) as profit,
            (select coalesce(sum(sl.on_hand), 0) from stock_levels sl where sl.product_id = pr.id ${stockWarehouse}) as in_stock
          from products pr ${joinedRows(kind, period, query.q)}
          order by ${order}
          limit ${query.pageSize} offset ${offset}`,
        ),
    rowsOf<{ n: string | number }>(db, counted),
  ]);
  return { rows: rows.map((row) => toRow(kind, row)), total: whole(total!.n) };
}

function toRow(kind: ProductKind, row: DbRow): ProductReportRow | SalesReportRow | PurchaseReportRow {
  const common = { _id: row.id, name: row.name, code: row.code, inStock: whole(row.in_stock) };
  const purchased = { purchasedAmount: wire(row.purchased_amount), purchasedQty: whole(row.purchased_qty) };
  const sold = { soldAmount: wire(row.sold_amount), soldQty: whole(row.sold_qty), profit: wire(row.profit) };
  if (kind === 'sales') return { ...common, ...sold };
  if (kind === 'purchase') return { ...common, ...purchased };
  return { _id: row.id, name: row.name, code: row.code, ...purchased, ...sold, inStock: common.inStock };
}

/** The totals row over the whole filtered report, and what its chart draws. */
export async function productReportSummary(db: Executor, kind: ProductKind, period: Period, q: string): Promise<ReportSummary> {
  // Sums over the rows' totals only (every product with figures has its row in products), and the
  // stock of the rows' products: no pass over every product when no search narrows them.
  const rows = q === '' ? sql`${productTotals(period)} t where ${rowsCondition(kind, q)}` : sql`${productTotals(period)} t join products pr on pr.id = t.product_id where ${rowsCondition(kind, q)}`;
  const stockWarehouse = period.warehouse ? sql`and sl.warehouse_id = ${period.warehouse}::uuid` : sql``;
  const stock =
    kind !== 'product'
      ? sql`select coalesce(sum(sl.on_hand), 0) from stock_levels sl where sl.product_id in (select t.product_id from ${rows}) ${stockWarehouse}`
      : q === ''
        ? sql`select coalesce(sum(sl.on_hand), 0) from stock_levels sl where true ${stockWarehouse}`
        : sql`select coalesce(sum(sl.on_hand), 0) from stock_levels sl join products pr on pr.id = sl.product_id where ${rowsCondition(kind, q)} ${stockWarehouse}`;
  // Without a search the rows hold every line of the period (a product without any has nothing to
  // add), so the day totals answer: a year is 365 rows a warehouse, not one a product.
  const [totalsRow] = await rowsOf<Record<string, string | number>>(
    db,
    q === ''
      ? sql`select coalesce(sum(rd.purchased_amount), 0) as purchased_amount, coalesce(sum(rd.purchased_qty), 0) as purchased_qty,
          coalesce(sum(rd.sold_amount), 0) as sold_amount, coalesce(sum(rd.sold_qty), 0) as sold_qty,
          coalesce(sum(${DAY_PROFIT}), 0) as profit, (${stock}) as in_stock
        from report_days rd where ${dayRowsOf(period)}`
      : sql`select coalesce(sum(t.purchased_amount), 0) as purchased_amount, coalesce(sum(t.purchased_qty), 0) as purchased_qty,
          coalesce(sum(t.sold_amount), 0) as sold_amount, coalesce(sum(t.sold_qty), 0) as sold_qty,
          coalesce(sum(t.sold_margin), 0) - coalesce(sum(t.returned_margin), 0) as profit,
          (${stock}) as in_stock
        from ${rows}`,
  );
  const t = totalsRow!;
  const totals: Record<string, number> = { inStock: whole(t.in_stock) };
  if (kind !== 'sales') Object.assign(totals, { purchasedAmount: wire(t.purchased_amount), purchasedQty: whole(t.purchased_qty) });
  if (kind !== 'purchase') Object.assign(totals, { soldAmount: wire(t.sold_amount), soldQty: whole(t.sold_qty), profit: wire(t.profit) });

  const byDay =
    kind === 'product'
      ? []
      : (
          await rowsOf<{ date: string; amount: string | number; count: string | number }>(
            db,
            kind === 'sales'
              ? sql`select to_char(rd.day, 'YYYY-MM-DD') as date, sum(${DAY_REVENUE}) as amount, sum(rd.sales_count) as count from report_days rd
                  where ${dayRowsOf(period)} group by rd.day having sum(rd.sales_count) > 0 order by rd.day`
              : sql`select to_char(rd.day, 'YYYY-MM-DD') as date, sum(rd.purchases) as amount, sum(rd.purchase_count) as count from report_days rd
                  where ${dayRowsOf(period)} group by rd.day having sum(rd.purchase_count) > 0 order by rd.day`,
          )
        ).map((row) => ({ date: row.date, amount: wire(row.amount), count: whole(row.count) }));

  const topProducts =
    kind === 'purchase'
      ? []
      : (
          await rowsOf<{ product_id: string; name: string; code: string; quantity: string | number; amount: string | number }>(
            db,
            sql`select t.product_id, pr.name, pr.code, t.sold_qty as quantity, t.sold_amount as amount
              from ${productTotals(period)} t join products pr on pr.id = t.product_id
              where t.sold_qty > 0 order by t.sold_amount desc, pr.name limit 10`,
          )
        ).map((row) => ({ productId: row.product_id, name: row.name, code: row.code, quantity: whole(row.quantity), amount: wire(row.amount) }));

  return { from: period.from, to: period.to, totals, byDay, topProducts };
}
