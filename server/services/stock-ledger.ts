import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { products, stockLevels, stockMovements } from '../db/schema';
import { ApiError, type ErrorDetail } from '../http/errors';

/** Why stock moved (stock_movements.reason). */
export const STOCK_REASONS = ['purchase', 'sale', 'sale-return', 'purchase-return', 'opening', 'count', 'damage', 'theft', 'correction'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export interface StockMove {
  productId: string;
  warehouseId: string;
  /** Positive puts stock in, negative takes it out. */
  delta: number;
}

export interface StockMoveMeta {
  reason: StockReason;
  /** The document's readable reference (PR-…, SL-…, ADJ-…). */
  reference?: string | null;
  note?: string;
  userId: string | null;
}

export interface ShortLine {
  /** The index in `moves` of the first move of that product and warehouse: the document's line. */
  line: number;
  productId: string;
  name: string;
  code: string;
  wanted: number;
  onHand: number;
}

/**
 * The one way stock changes (DESIGN.md section 3): writes the movements and the on-hand they add up
 * to, in the caller's transaction. Moves of one product and warehouse are summed first; products
 * with no stock (Digital, Service) are left out. Taking out more than is on hand changes nothing and
 * answers 409 naming every short line (the caller's transaction is rolled back with it).
 *
 * Concurrency: each row is changed by one conditional UPDATE (never read-then-write), in a fixed
 * order of product and warehouse, so concurrent documents cannot oversell or deadlock each other.
 */
export async function moveStock(db: Executor, moves: readonly StockMove[], meta: StockMoveMeta): Promise<void> {
  const merged = new Map<string, StockMove & { line: number }>();
  moves.forEach((move, line) => {
    if (!Number.isSafeInteger(move.delta)) throw new Error(`A stock move must be a whole number, got ${move.delta}`);
    const key = `${move.productId}|${move.warehouseId}`;
    const seen = merged.get(key);
    if (seen) seen.delta += move.delta;
    else merged.set(key, { ...move, line });
  });
  const candidates = [...merged.values()].filter((move) => move.delta !== 0);
  if (candidates.length === 0) return;

  const productIds = [...new Set(candidates.map((move) => move.productId))];
  const found = await db
    .select({ id: products.id, name: products.name, code: products.code, productType: products.productType })
    .from(products)
    .where(inArray(products.id, productIds));
  const productById = new Map(found.map((product) => [product.id, product]));
  const missing = productIds.filter((id) => !productById.has(id));
  if (missing.length > 0) throw new ApiError(404, 'Product not found.');

  const tracked = candidates
    .filter((move) => productById.get(move.productId)!.productType === 'Standard')
    .sort((a, b) => (a.productId === b.productId ? compare(a.warehouseId, b.warehouseId) : compare(a.productId, b.productId)));

  const short: ShortLine[] = [];
  for (const move of tracked) {
    if (move.delta > 0) {
      await db
        .insert(stockLevels)
        .values({ productId: move.productId, warehouseId: move.warehouseId, onHand: move.delta })
        .onConflictDoUpdate({ target: [stockLevels.productId, stockLevels.warehouseId], set: { onHand: sql`${stockLevels.onHand} + ${move.delta}` } });
      continue;
    }
    const updated = await db
      .update(stockLevels)
      .set({ onHand: sql`${stockLevels.onHand} + ${move.delta}` })
      .where(and(eq(stockLevels.productId, move.productId), eq(stockLevels.warehouseId, move.warehouseId), sql`${stockLevels.onHand} + ${move.delta} >= 0`))
      .returning({ onHand: stockLevels.onHand });
    if (updated.length === 0) {
      const [level] = await db
        .select({ onHand: stockLevels.onHand })
        .from(stockLevels)
        .where(and(eq(stockLevels.productId, move.productId), eq(stockLevels.warehouseId, move.warehouseId)));
      const product = productById.get(move.productId)!;
      short.push({ line: move.line, productId: move.productId, name: product.name, code: product.code, wanted: -move.delta, onHand: level?.onHand ?? 0 });
    }
  }
  if (short.length > 0) throw shortStockError(short);

  if (tracked.length === 0) return;
  await db.insert(stockMovements).values(
    tracked.map((move) => ({
      productId: move.productId,
      warehouseId: move.warehouseId,
      delta: move.delta,
      reason: meta.reason,
      reference: meta.reference ?? null,
      note: meta.note ?? '',
      userId: meta.userId,
    })),
  );
}

/** 409 naming each short product: 'Not enough stock: Laptop (LP-1) needs 3, 1 in stock.' */
export function shortStockError(short: readonly ShortLine[]): ApiError {
  const sorted = [...short].sort((a, b) => a.line - b.line);
  const details: ErrorDetail[] = sorted.map((line) => ({
    message: `${line.name} (${line.code}) needs ${line.wanted}, ${line.onHand} in stock.`,
    path: ['products', line.line],
  }));
  return new ApiError(409, `Not enough stock: ${details.map((detail) => detail.message).join(' ')}`, details);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
