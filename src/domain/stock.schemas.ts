/**
 * Stock adjustments and counts: a member corrects a product's stock in one warehouse, to a
 * counted quantity or by a number in or out, with a reason; and reads that product's stock history.
 */
import * as v from 'valibot';
import { RECORD_ID_PATTERN } from './list.schemas';
import { optionalText, required } from './record-fields';
import { singleLine } from './text.schemas';

/** Why a member corrects stock: the ledger's adjustment reasons (stock_movements.reason). */
export const ADJUSTMENT_REASONS = ['opening', 'count', 'damage', 'theft', 'correction'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** How the quantity is read: the new counted on-hand, or a number put in or taken out. */
export const ADJUSTMENT_MODES = ['count', 'add', 'remove'] as const;
export type AdjustmentMode = (typeof ADJUSTMENT_MODES)[number];

export const MAX_ADJUSTMENT_QUANTITY = 1_000_000;
export const ADJUSTMENT_NOTE_MAX_LENGTH = 500;
export const QUANTITY_MESSAGE = `Enter a whole number from 0 to ${MAX_ADJUSTMENT_QUANTITY.toLocaleString('en-US')}.`;
export const MOVE_QUANTITY_MESSAGE = 'Enter a whole number from 1.';

/**
 * The signed change an adjustment makes to `onHand`: a count sets it, add and remove move by the
 * quantity. Zero means nothing changes (a count equal to what is on hand).
 */
export function adjustmentDelta(mode: AdjustmentMode, quantity: number, onHand: number): number {
  if (mode === 'count') return quantity - onHand;
  return mode === 'add' ? quantity : -quantity;
}

/** Refused on the form and by the server alike: a change of nothing, or a remove of more than is there. */
export function adjustmentProblem(mode: AdjustmentMode, quantity: number, onHand: number): string | null {
  const delta = adjustmentDelta(mode, quantity, onHand);
  if (delta === 0) return `${onHand} already in stock: nothing to change.`;
  if (onHand + delta < 0) return shortStockMessage(onHand, -delta);
  return null;
}

export function shortStockMessage(onHand: number, removed: number): string {
  return `Only ${onHand} in stock: cannot remove ${removed}.`;
}

const recordId = (message: string) => required(v.pipe(v.string(message), v.trim(), v.regex(RECORD_ID_PATTERN, message), v.toLowerCase()));

/** `POST /api/stock/adjustments`. */
export const stockAdjustmentInputSchema = v.pipe(
  v.strictObject(
    {
      productId: recordId('Choose a product.'),
      /**
       * The size or colour, by id, item code or name; left out, the product's own stock (for a product
       * with sizes: stock from before they kept their own, moved onto them this way; docs/decisions/021-warehouses-and-variants.md).
       */
      variant: v.optional(v.nullable(v.pipe(v.string('A variant is text.'), v.trim(), v.maxLength(100, 'At most 100 characters.'), singleLine()))),
      warehouseId: recordId('Choose a warehouse.'),
      mode: required(v.picklist(ADJUSTMENT_MODES, `mode must be one of ${ADJUSTMENT_MODES.join(', ')}.`)),
      quantity: required(v.pipe(v.number(QUANTITY_MESSAGE), v.integer(QUANTITY_MESSAGE), v.minValue(0, QUANTITY_MESSAGE), v.maxValue(MAX_ADJUSTMENT_QUANTITY, QUANTITY_MESSAGE))),
      reason: required(v.picklist(ADJUSTMENT_REASONS, 'Choose a reason.')),
      note: optionalText(ADJUSTMENT_NOTE_MAX_LENGTH),
    },
    'An adjustment has productId, variant, warehouseId, mode, quantity, reason and note.',
  ),
  v.forward(
    v.check((input) => input.mode === 'count' || input.quantity >= 1, MOVE_QUANTITY_MESSAGE),
    ['quantity'],
  ),
);
export type StockAdjustmentInput = v.InferOutput<typeof stockAdjustmentInputSchema>;

export const stockAdjustmentAnswerSchema = v.object({
  reference: v.string(),
  productId: v.string(),
  variantId: v.nullable(v.string()),
  warehouseId: v.string(),
  delta: v.number(),
  onHand: v.number(),
});
export type StockAdjustmentAnswer = v.InferOutput<typeof stockAdjustmentAnswerSchema>;

export const stockHistoryQuerySchema = v.object({
  warehouseId: v.optional(v.pipe(v.string(), v.trim(), v.regex(RECORD_ID_PATTERN, 'Choose a warehouse.'), v.toLowerCase())),
  /** Only this size's movements (the balance is then the size's). */
  variantId: v.optional(v.pipe(v.string(), v.trim(), v.regex(RECORD_ID_PATTERN, 'Choose a variant.'), v.toLowerCase())),
});

const movementSchema = v.object({
  _id: v.string(),
  /** The size moved (null: the product's own stock). */
  variantId: v.nullable(v.string()),
  variant: v.nullable(v.string()),
  at: v.string(),
  delta: v.number(),
  /** On-hand in that warehouse after this movement. */
  balance: v.number(),
  reason: v.string(),
  reference: v.nullable(v.string()),
  note: v.string(),
  user: v.nullable(v.string()),
});

const warehouseStockSchema = v.object({ warehouseId: v.string(), warehouse: v.string(), onHand: v.number() });

/** One stock level: a size (or the product's own stock, variant null) in one warehouse. */
export const stockLevelSchema = v.object({ warehouseId: v.string(), warehouse: v.string(), variantId: v.nullable(v.string()), variant: v.nullable(v.string()), onHand: v.number() });

/** `GET /api/products/{id}/stock-history`: on-hand in every warehouse, and one warehouse's movements, newest first. */
export const stockHistorySchema = v.object({
  productId: v.string(),
  productName: v.string(),
  productCode: v.string(),
  /** Only Standard products keep stock. */
  tracksStock: v.boolean(),
  /** On hand per warehouse, its sizes' and its own together. */
  warehouses: v.array(warehouseStockSchema),
  /** Every level: per warehouse and size. */
  levels: v.array(stockLevelSchema),
  /** The product's sizes (or colours) in their order, stocked or not: what a count of a size chooses from; none for a product without. */
  variants: v.array(v.object({ id: v.string(), name: v.string(), itemCode: v.string() })),
  warehouseId: v.nullable(v.string()),
  /** The size whose movements these are, or null for all of the product's. */
  variantId: v.nullable(v.string()),
  movements: v.array(movementSchema),
  /** More movements exist than the newest ones sent. */
  truncated: v.boolean(),
});
export type StockHistory = v.InferOutput<typeof stockHistorySchema>;
