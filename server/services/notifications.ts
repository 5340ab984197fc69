import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { LOW_STOCK_SHOWN, type LowStockAnswer } from '../../src/domain/notifications.schemas';
import { rowsOf } from '../db/raw-rows';
import { openShortfalls } from './stock-shortfalls';

interface LowStockRow {
  product_id: string;
  product_name: string;
  product_code: string;
  warehouse_id: string | null;
  warehouse: string | null;
  variant_id: string | null;
  variant: string | null;
  quantity: number | string;
  alert_quantity: number;
}

/**
 * Standard products at or below their alert quantity (docs/decisions/004-stock-on-hand-in-product-list.md and docs/decisions/010-notifications-and-role-label.md): one entry for
 * each warehouse and size holding the product, or one for the whole shop when it was never stocked
 * anywhere. A product with sizes is restocked size by size: its own level (stock from before its sizes
 * kept their own) has no alert quantity (migration 0025) and is not listed (docs/decisions/021-warehouses-and-variants.md).
 * Services and digital products keep no stock and are never listed. Both kinds of entry are partial
 * indexes (migration 0012): the count reads them, and the first page reads the first levels by
 * quantity and name (with any that tie with the last) and the first never-stocked products by name.
 */
export async function lowStock(db: Executor): Promise<LowStockAnswer> {
  const [rows, [counted]] = await Promise.all([
    rowsOf<LowStockRow>(
      db,
      sql`
        with low as (
          (select l.product_id, l.warehouse_id, l.variant_id, l.on_hand as quantity from stock_levels l where l.on_hand <= l.alert_quantity
            order by l.on_hand, l.product_name fetch first ${sql.raw(String(LOW_STOCK_SHOWN))} rows with ties)
          union all
          (select p.id, null, null::uuid, 0 from products p where p.product_type = 'Standard' and not p.stocked order by p.name, p.id limit ${LOW_STOCK_SHOWN})
        )
        select low.product_id, p.name as product_name, p.code as product_code, low.warehouse_id, w.name as warehouse,
          low.variant_id, v.name as variant, low.quantity, p.alert_quantity
        from low
        join products p on p.id = low.product_id
        left join warehouses w on w.id = low.warehouse_id
        left join product_variants v on v.id = low.variant_id
        order by low.quantity asc, p.name asc, w.name asc nulls first, v.position asc nulls first
        limit ${LOW_STOCK_SHOWN}
      `,
    ),
    rowsOf<{ total: number | string }>(
      db,
      sql`select (select count(*) from stock_levels l where l.on_hand <= l.alert_quantity)
        + (select count(*) from products p where p.product_type = 'Standard' and not p.stocked) as total`,
    ),
  ]);
  return {
    shortfalls: await openShortfalls(db, LOW_STOCK_SHOWN),
    total: Number(counted!.total),
    items: rows.map((row) => ({
      productId: row.product_id,
      productName: row.product_name,
      productCode: row.product_code,
      warehouseId: row.warehouse_id,
      warehouse: row.warehouse,
      variantId: row.variant_id,
      variant: row.variant,
      quantity: Number(row.quantity),
      alertQuantity: row.alert_quantity,
    })),
  };
}
