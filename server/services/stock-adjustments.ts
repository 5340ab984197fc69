/**
 * Stock adjustments and counts, and a product's stock history. An adjustment is one
 * movement through moveStock with its ADJ-… reference; a count is turned into the difference from
 * what is on hand, read under a row lock so a sale meanwhile cannot make the count wrong.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { ApiError } from '../http/errors';
import { Status } from '../http/status';
import type { SessionUser } from '../auth/sessions';
import { adjustmentDelta, adjustmentProblem, shortStockMessage, type StockAdjustmentAnswer, type StockAdjustmentInput, type StockHistory } from '../../src/domain/stock.schemas';
import { iso, jsonColumn, rowsOf } from '../db/raw-rows';
import { variantOfLine, type LineVariant } from './line-variants';
import { moveStock } from './stock-ledger';
import { resolveActiveWarehouse } from './record-references';
import { nextReference } from './references';
import { en } from '../i18n/english';

/** The newest movements a history answers; older ones are summed into the running balance all the same. */
export const HISTORY_LIMIT = 200;

interface ProductRow {
  id: string;
  name: string;
  code: string;
  product_type: string;
  variants: LineVariant[];
}

async function productOf(db: Executor, productId: string): Promise<ProductRow> {
  const [product] = await rowsOf<Omit<ProductRow, 'variants'> & { variants: LineVariant[] | string | null }>(
    db,
    sql`select p.id, p.name, p.code, p.product_type,
          (select json_agg(json_build_object('id', v.id, 'name', v.name, 'itemCode', v.item_code) order by v.position) from product_variants v where v.product_id = p.id) as variants
        from products p where p.id = ${productId}`,
  );
  if (!product) throw new ApiError(Status.notFound, en`Product not found.`, [{ message: en`Product not found.`, path: ['productId'] }]);
  return { ...product, variants: jsonColumn(product.variants) ?? [] };
}

/** On hand of the product's size (or its own stock, variant null) in the warehouse, its row locked until the transaction ends. */
async function lockedOnHand(db: Executor, productId: string, warehouseId: string, variantId: string | null): Promise<number> {
  const [level] = await rowsOf<{ on_hand: number }>(
    db,
    sql`select on_hand from stock_levels where product_id = ${productId} and warehouse_id = ${warehouseId} and variant_id is not distinct from ${variantId}::uuid for update`,
  );
  return level ? Number(level.on_hand) : 0;
}

/** Writes one adjustment: a 400 when it changes nothing or the product keeps no stock, a 409 when it would take out more than is there. */
export async function adjustStock(db: Executor, input: StockAdjustmentInput, user: SessionUser): Promise<StockAdjustmentAnswer> {
  const product = await productOf(db, input.productId);
  if (product.product_type !== 'Standard') {
    const message = en`${product.name} is a ${product.product_type} product: it keeps no stock.`;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['productId'] }]);
  }
  // A size, or none: the product's own stock, which is how stock from before its sizes is moved onto them (docs/decisions/021-warehouses-and-variants.md).
  const variantId = variantOfLine(product, input.variant, ['variant'], 'optional')?.id ?? null;
  await resolveActiveWarehouse(db, input.warehouseId, ['warehouseId']);
  const onHand = await lockedOnHand(db, input.productId, input.warehouseId, variantId);
  const delta = adjustmentDelta(input.mode, input.quantity, onHand);
  if (delta === 0) {
    const message = adjustmentProblem(input.mode, input.quantity, onHand)!;
    throw new ApiError(Status.badRequest, message, [{ message, path: ['quantity'] }]);
  }
  const reference = await nextReference(db, 'ADJ');
  try {
    await moveStock(db, [{ productId: input.productId, variantId, warehouseId: input.warehouseId, delta }], { reason: input.reason, reference, note: input.note, userId: user.id });
  } catch (error) {
    // Only a remove can be short: say it in the form's words, under the quantity.
    if (error instanceof ApiError && error.status === Status.conflict) {
      const message = shortStockMessage(onHand, -delta);
      throw new ApiError(Status.conflict, message, [{ message, path: ['quantity'] }], error.code);
    }
    throw error;
  }
  return { reference, productId: input.productId, variantId, warehouseId: input.warehouseId, delta, onHand: onHand + delta };
}

interface MovementRow {
  id: string;
  variant_id: string | null;
  variant_name: string | null;
  at: Date | string;
  delta: number;
  balance: string | number;
  reason: string;
  reference: string | null;
  note: string;
  user_name: string | null;
}

/**
 * On-hand of the product in every warehouse (its sizes' and its own together), each of its levels
 * (per warehouse and size), its sizes, and the movements of one warehouse (the one asked for, else the first
 * holding stock, else the first) newest first, of one size when asked, each with the balance after it.
 */
export async function stockHistory(db: Executor, productId: string, warehouseId: string | undefined, variantId?: string): Promise<StockHistory> {
  const product = await productOf(db, productId);
  const [warehouses, levels] = await Promise.all([
    rowsOf<{ id: string; name: string; on_hand: number | null }>(
      db,
      sql`select w.id, w.name, (select sum(l.on_hand) from stock_levels l where l.warehouse_id = w.id and l.product_id = ${productId}) as on_hand
          from warehouses w order by lower(w.name)`,
    ),
    rowsOf<{ warehouse_id: string; warehouse: string; variant_id: string | null; variant: string | null; on_hand: number }>(
      db,
      sql`select l.warehouse_id, w.name as warehouse, l.variant_id, v.name as variant, l.on_hand
          from stock_levels l join warehouses w on w.id = l.warehouse_id left join product_variants v on v.id = l.variant_id
          where l.product_id = ${productId} order by lower(w.name), v.position nulls first`,
    ),
  ]);
  if (variantId && !product.variants.some((variant) => variant.id === variantId)) {
    throw new ApiError(Status.badRequest, en`${product.name} has no such variant.`, [{ message: en`${product.name} has no such variant.`, path: ['variantId'] }]);
  }
  if (warehouseId && !warehouses.some((warehouse) => warehouse.id === warehouseId)) {
    throw new ApiError(Status.badRequest, en`There is no such warehouse.`, [{ message: en`There is no such warehouse.`, path: ['warehouseId'] }]);
  }
  const chosen = warehouseId ?? (warehouses.find((warehouse) => Number(warehouse.on_hand ?? 0) > 0) ?? warehouses[0])?.id ?? null;
  const movements = chosen
    ? await rowsOf<MovementRow>(
        db,
        sql`select * from (
              select m.id, m.variant_id, v.name as variant_name, m.at, m.delta, m.reason, m.reference, m.note, u.name as user_name,
                sum(m.delta) over (order by m.at, m.id rows between unbounded preceding and current row) as balance
              from stock_movements m left join users u on u.id = m.user_id left join product_variants v on v.id = m.variant_id
              where m.product_id = ${productId} and m.warehouse_id = ${chosen} ${variantId ? sql`and m.variant_id = ${variantId}` : sql``}
            ) history
            order by at desc, id desc
            limit ${HISTORY_LIMIT + 1}`,
      )
    : [];
  return {
    productId: product.id,
    productName: product.name,
    productCode: product.code,
    tracksStock: product.product_type === 'Standard',
    warehouses: warehouses.map((warehouse) => ({ warehouseId: warehouse.id, warehouse: warehouse.name, onHand: Number(warehouse.on_hand ?? 0) })),
    levels: levels.map((level) => ({ warehouseId: level.warehouse_id, warehouse: level.warehouse, variantId: level.variant_id, variant: level.variant, onHand: Number(level.on_hand) })),
    variants: product.variants.map((variant) => ({ id: variant.id, name: variant.name, itemCode: variant.itemCode })),
    warehouseId: chosen,
    variantId: variantId ?? null,
    movements: movements.slice(0, HISTORY_LIMIT).map((row) => ({
      _id: row.id,
      variantId: row.variant_id,
      variant: row.variant_name,
      at: iso(row.at),
      delta: Number(row.delta),
      balance: Number(row.balance),
      reason: row.reason,
      reference: row.reference,
      note: row.note,
      user: row.user_name,
    })),
    truncated: movements.length > HISTORY_LIMIT,
  };
}
