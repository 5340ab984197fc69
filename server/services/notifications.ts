import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { LOW_STOCK_SHOWN, type LowStockAnswer } from '../../src/domain/notifications.schemas';
import { rowsOf } from './catalog-common';

interface LowStockRow {
  product_id: string;
  product_name: string;
  product_code: string;
  warehouse_id: string | null;
  warehouse: string | null;
  quantity: number | string;
  alert_quantity: number;
  total: number | string;
}

/**
 * Standard products at or below their alert quantity (DESIGN.md decision 4 and 10): one entry for
 * each warehouse holding the product, or one for the whole shop when it was never stocked anywhere.
 * Services and digital products keep no stock and are never listed. One statement: both halves are
 * hash joins over stock_levels and products, so 100,000 products cost one pass over each.
 */
export async function lowStock(db: Executor): Promise<LowStockAnswer> {
  const rows = await rowsOf<LowStockRow>(
    db,
    sql`
      with low as (
        select p.id as product_id, p.name as product_name, p.code as product_code, w.id as warehouse_id, w.name as warehouse,
               l.on_hand as quantity, p.alert_quantity
        from stock_levels l
        join products p on p.id = l.product_id
        join warehouses w on w.id = l.warehouse_id
        where p.product_type = 'Standard' and l.on_hand <= p.alert_quantity
        union all
        select p.id, p.name, p.code, null, null, 0, p.alert_quantity
        from products p
        where p.product_type = 'Standard' and not exists (select 1 from stock_levels l where l.product_id = p.id)
      )
      select low.*, count(*) over () as total
      from low
      order by quantity asc, product_name asc, warehouse asc nulls first
      limit ${LOW_STOCK_SHOWN}
    `,
  );
  return {
    total: rows.length > 0 ? Number(rows[0].total) : 0,
    items: rows.map((row) => ({
      productId: row.product_id,
      productName: row.product_name,
      productCode: row.product_code,
      warehouseId: row.warehouse_id,
      warehouse: row.warehouse,
      quantity: Number(row.quantity),
      alertQuantity: row.alert_quantity,
    })),
  };
}
