import * as v from 'valibot';
import { stockShortfallSchema } from './offline.schemas';

/**
 * GET /api/notifications (docs/decisions/010-notifications-and-role-label.md): Standard products at or below their alert quantity,
 * one entry per warehouse and size that holds the product, or one for the whole shop when it was never
 * stocked anywhere. `total` counts them all; `items` is the first page, emptiest first.
 */
export const lowStockItemSchema = v.object({
  productId: v.string(),
  productName: v.string(),
  productCode: v.string(),
  /** Null: the product has never been stocked in any warehouse. */
  warehouseId: v.nullable(v.string()),
  warehouse: v.nullable(v.string()),
  /** The size that is low (null: the product's own stock, or never stocked). */
  variantId: v.nullable(v.string()),
  variant: v.nullable(v.string()),
  quantity: v.number(),
  alertQuantity: v.number(),
});

export const lowStockAnswerSchema = v.object({
  total: v.number(),
  items: v.array(lowStockItemSchema),
  /**
   * Stock sold offline beyond what the books held, not yet resolved (docs/offline-till.md#stock-short):
   * how many, and the newest. Absent from an answer of an older server.
   */
  shortfalls: v.optional(v.object({ total: v.number(), items: v.array(stockShortfallSchema) })),
});

export type LowStockItem = v.InferOutput<typeof lowStockItemSchema>;
export type LowStockAnswer = v.InferOutput<typeof lowStockAnswerSchema>;

/** How many entries the bell's list shows; the count on the bell is the whole total. */
export const LOW_STOCK_SHOWN = 20;
