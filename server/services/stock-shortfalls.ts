/**
 * The owner's "needs attention" list of stock shortfalls (docs/offline-till.md#stock-short): a sale
 * made offline is accepted when the shop's books held less than it sold (the goods have left), and
 * each level it took below 0 is recorded here, listed, counted on the bell, until someone marks it
 * resolved (after counting the shelf and correcting the stock).
 */
import { sql } from 'drizzle-orm';
import type { StockShortfall } from '../../src/domain/offline.schemas';
import type { SessionUser } from '../auth/sessions';
import type { Executor } from '../db/executor';
import { iso, rowsOf } from '../db/raw-rows';
import { offsetOf, type Page } from './paging';
import { notFound } from './record-errors';
import type { Shortfall } from './stock-ledger';

/** Writes the shortfalls a sale made offline left, in its transaction. */
export async function recordShortfalls(tx: Executor, saleId: string, shortfalls: readonly Shortfall[]): Promise<void> {
  if (shortfalls.length === 0) return;
  const rows = JSON.stringify(shortfalls.map((row) => ({ product_id: row.productId, warehouse_id: row.warehouseId, variant_id: row.variantId, short: row.short, on_hand_after: row.onHandAfter })));
  await tx.execute(
    sql`insert into stock_shortfalls (sale_id, product_id, warehouse_id, variant_id, short, on_hand_after)
        select ${saleId}, r.product_id, r.warehouse_id, r.variant_id, r.short, r.on_hand_after
        from jsonb_to_recordset(${rows}::jsonb) as r(product_id uuid, warehouse_id uuid, variant_id uuid, short int, on_hand_after int)`,
  );
}

interface Row {
  id: string;
  sale_id: string;
  sale_reference: string;
  product_id: string;
  product_name: string;
  product_code: string;
  variant_id: string | null;
  variant: string | null;
  warehouse_id: string;
  warehouse: string;
  short: number;
  on_hand_after: number;
  created_at: string | Date;
  resolved_at: string | Date | null;
  resolved_by: string | null;
  total: string | number;
}

const selectRows = sql`select f.id, f.sale_id, s.reference as sale_reference, f.product_id, p.name as product_name, p.code as product_code, f.variant_id, v.name as variant,
    f.warehouse_id, w.name as warehouse, f.short, f.on_hand_after, f.created_at, f.resolved_at, u.name as resolved_by, count(*) over () as total
  from stock_shortfalls f join sales s on s.id = f.sale_id join products p on p.id = f.product_id join warehouses w on w.id = f.warehouse_id
    left join product_variants v on v.id = f.variant_id left join users u on u.id = f.resolved_by`;

function shortfallFrom(row: Row): StockShortfall {
  return {
    _id: row.id,
    saleId: row.sale_id,
    saleReference: row.sale_reference,
    productId: row.product_id,
    productName: row.product_name,
    productCode: row.product_code,
    variantId: row.variant_id,
    variant: row.variant,
    warehouseId: row.warehouse_id,
    warehouse: row.warehouse,
    short: Number(row.short),
    onHandAfter: Number(row.on_hand_after),
    createdAt: iso(row.created_at),
    resolvedAt: row.resolved_at ? iso(row.resolved_at) : null,
    resolvedBy: row.resolved_by,
  };
}

/** GET /api/stock-shortfalls: open ones (the default), resolved ones or all, newest first. */
export async function listShortfalls(db: Executor, query: { state: 'open' | 'resolved' | 'all'; page: number; pageSize: number }): Promise<Page<StockShortfall>> {
  const where = query.state === 'open' ? sql`f.resolved_at is null` : query.state === 'resolved' ? sql`f.resolved_at is not null` : sql`true`;
  const rows = await rowsOf<Row>(db, sql`${selectRows} where ${where} order by f.created_at desc, f.id desc limit ${query.pageSize} offset ${offsetOf(query.page, query.pageSize)}`);
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && query.page > 1) {
    const [count] = await rowsOf<{ n: string | number }>(db, sql`select count(*) as n from stock_shortfalls f where ${where}`);
    total = Number(count!.n);
  }
  return { rows: rows.map(shortfallFrom), total };
}

/** POST /api/stock-shortfalls/{id}/resolve: marked seen and dealt with; done twice, it stays as first resolved. */
export async function resolveShortfall(tx: Executor, id: string, user: SessionUser): Promise<StockShortfall> {
  const [changed] = await rowsOf<{ id: string }>(tx, sql`update stock_shortfalls set resolved_at = coalesce(resolved_at, now()), resolved_by = coalesce(resolved_by, ${user.id}) where id = ${id} returning id`);
  if (!changed) throw notFound('shortfall');
  const [row] = await rowsOf<Row>(tx, sql`${selectRows} where f.id = ${id}`);
  return shortfallFrom(row!);
}

/** The bell's count and newest open shortfalls (GET /api/notifications). */
export async function openShortfalls(db: Executor, shown: number): Promise<{ total: number; items: StockShortfall[] }> {
  const page = await listShortfalls(db, { state: 'open', page: 1, pageSize: shown });
  return { total: page.total, items: page.rows };
}
