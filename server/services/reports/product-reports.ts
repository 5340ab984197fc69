/**
 * The Product, Sale and Purchase reports (SPEC.md section 3, Product report row; the sale and
 * purchase reports show subsets): per product, what was bought and sold in the period, the profit
 * and the stock on hand now, as one aggregate query per page, ordered and paged by the server.
 *
 * soldAmount and soldQty are what the completed sales said; profit is the sold amount less the
 * cost of those goods (at the cost each line recorded when sold), less what customers returned
 * (the returned amount less the cost it had counted).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ProductReportRow, PurchaseReportRow, ReportSummary, SalesReportRow } from '../../../src/domain/reports.schemas';
import type { Executor } from '../../db/executor';
import { containsPattern, rowsOf, type Page } from '../catalog-common';
import { documentScope, wire, whole, type Period } from './period';
import { purchasedLines, returnedLines, soldLines } from './sold-lines';

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

const DEFAULT_SORT: Record<ProductKind, string> = { product: 'name', sales: 'soldAmount', purchase: 'purchasedAmount' };

/** Per product: sold (with margin), returned (its margin) and bought in the period. */
function perProduct(period: Period): SQL {
  return sql`
    with sold as (select product_id, sum(quantity) as qty, sum(subtotal) as amount, sum(margin) as margin from ${soldLines(period)} l group by product_id),
    returned as (select product_id, sum(margin) as margin from ${returnedLines(period)} l group by product_id),
    bought as (select product_id, sum(quantity) as qty, sum(subtotal) as amount from ${purchasedLines(period)} l group by product_id)`;
}

/** The report's products (the rows), after `from products pr`. */
function joinedRows(kind: ProductKind, q: string): SQL {
  return sql`
      left join sold s on s.product_id = pr.id
      left join returned r on r.product_id = pr.id
      left join bought b on b.product_id = pr.id
      where ${rowsCondition(kind, q)}`;
}

function rowsCondition(kind: ProductKind, q: string): SQL {
  const parts: SQL[] = [];
  if (kind === 'sales') parts.push(sql`(s.product_id is not null or r.product_id is not null)`);
  if (kind === 'purchase') parts.push(sql`b.product_id is not null`);
  if (q !== '') {
    const pattern = containsPattern(q);
    parts.push(sql`(lower(pr.name) like ${pattern} or lower(pr.code) like ${pattern})`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** One page of a product report, with the count of its rows. */
export async function productReportPage(db: Executor, kind: ProductKind, period: Period, query: ReportPageQuery): Promise<Page<ProductReportRow | SalesReportRow | PurchaseReportRow>> {
  const sortKey = query.sort ?? DEFAULT_SORT[kind];
  const direction = query.dir ?? (sortKey === 'name' || sortKey === 'code' ? 'asc' : 'desc');
  const order = sql.raw(`${SORT_COLUMNS[sortKey] ?? SORT_COLUMNS.name} ${direction}, lower(pr.name) asc, pr.id asc`);
  const stockWarehouse = period.warehouse ? sql`and sl.warehouse_id = ${period.warehouse}::uuid` : sql``;
  const base = perProduct(period);
  const from = sql`from products pr ${joinedRows(kind, query.q)}`;
  const [rows, [counted]] = await Promise.all([
    rowsOf<DbRow>(
      db,
      sql`${base}
      select pr.id, pr.name, pr.code,
        coalesce(b.amount, 0) as purchased_amount, coalesce(b.qty, 0) as purchased_qty,
        coalesce(s.amount, 0) as sold_amount, coalesce(s.qty, 0) as sold_qty,
        coalesce(s.margin, 0) - coalesce(r.margin, 0) as profit,
        (select coalesce(sum(sl.on_hand), 0) from stock_levels sl where sl.product_id = pr.id ${stockWarehouse}) as in_stock
      ${from}
      order by ${order}
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    rowsOf<{ n: string | number }>(db, sql`${base} select count(*) as n ${from}`),
  ]);
  return { rows: rows.map((row) => toRow(kind, row)), total: whole(counted!.n) };
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
  const stockWarehouse = period.warehouse ? sql`and sl.warehouse_id = ${period.warehouse}::uuid` : sql``;
  const [totalsRow] = await rowsOf<Record<string, string | number>>(
    db,
    sql`${perProduct(period)}
      select coalesce(sum(b.amount), 0) as purchased_amount, coalesce(sum(b.qty), 0) as purchased_qty,
        coalesce(sum(s.amount), 0) as sold_amount, coalesce(sum(s.qty), 0) as sold_qty,
        coalesce(sum(s.margin), 0) - coalesce(sum(r.margin), 0) as profit,
        (select coalesce(sum(sl.on_hand), 0) from stock_levels sl join products pr on pr.id = sl.product_id ${joinedRows(kind, q)} ${stockWarehouse}) as in_stock
      from products pr ${joinedRows(kind, q)}`,
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
              ? sql`select to_char(s.date, 'YYYY-MM-DD') as date, sum(s.grand_total) as amount, count(*) as count from sales s
                  where s.status = 'Completed' and ${documentScope('s', period)} group by s.date order by s.date`
              : sql`select to_char(p.date, 'YYYY-MM-DD') as date, sum(p.grand_total) as amount, count(*) as count from purchases p
                  where p.status = 'Received' and ${documentScope('p', period)} group by p.date order by p.date`,
          )
        ).map((row) => ({ date: row.date, amount: wire(row.amount), count: whole(row.count) }));

  const topProducts =
    kind === 'purchase'
      ? []
      : (
          await rowsOf<{ product_id: string; name: string; code: string; quantity: string | number; amount: string | number }>(
            db,
            sql`select l.product_id, pr.name, pr.code, sum(l.quantity) as quantity, sum(l.subtotal) as amount
              from ${soldLines(period)} l join products pr on pr.id = l.product_id
              group by l.product_id, pr.name, pr.code order by sum(l.subtotal) desc, pr.name limit 10`,
          )
        ).map((row) => ({ productId: row.product_id, name: row.name, code: row.code, quantity: whole(row.quantity), amount: wire(row.amount) }));

  return { from: period.from, to: period.to, totals, byDay, topProducts };
}
