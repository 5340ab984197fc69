import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { products, productVariants } from '../db/schema';
import { ErrorCode } from '../http/error-codes';
import { ApiError, type ErrorDetail } from '../http/errors';
import { Status } from '../http/status';
import { databaseErrorOf } from '../http/failures';
import { rowsOf } from '../db/raw-rows';
import { en } from '../i18n/english';

/** Why stock moved (stock_movements.reason). */
export const STOCK_REASONS = ['purchase', 'sale', 'sale-return', 'purchase-return', 'opening', 'count', 'damage', 'theft', 'correction', 'transfer'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export interface StockMove {
  productId: string;
  warehouseId: string;
  /**
   * The size or colour (product_variants.id); null or absent for the product itself. Callers take it
   * from the product's own variants (docs/decisions/021-warehouses-and-variants.md).
   */
  variantId?: string | null;
  /** Positive puts stock in, negative takes it out. */
  delta: number;
}

export interface StockMoveMeta {
  reason: StockReason;
  /** The document's readable reference (PR-…, SL-…, ADJ-…, WT-…). */
  reference?: string | null;
  note?: string;
  userId: string | null;
  /**
   * A sale made offline: its goods have already left, so a move out past what is on hand is made
   * anyway and answered as a shortfall, for the owner's "needs attention" list
   * (docs/offline-till.md#stock-short, docs/decisions/023-offline-till.md). Every other document is refused.
   */
  allowShort?: boolean;
}

/** A move out that took a level below 0 (only with `allowShort`). */
export interface Shortfall {
  productId: string;
  warehouseId: string;
  variantId: string | null;
  /** Units taken beyond what was on hand (all of them when the level was already below 0). */
  short: number;
  onHandAfter: number;
}

export interface ShortLine {
  /** The index in `moves` of the first move of that product, variant and warehouse: the document's line. */
  line: number;
  productId: string;
  name: string;
  code: string;
  /** The variant's name ('M'), or null for the product itself. */
  variant: string | null;
  wanted: number;
  onHand: number;
}

/**
 * The one way stock changes (docs/architecture.md#data): writes the movements and the on-hand they add up
 * to, in the caller's transaction. Stock is kept per product, warehouse and variant (null: the
 * product itself). Moves of one product, variant and warehouse are summed first; products
 * with no stock (Digital, Service) are left out. Taking out more than is on hand changes nothing and
 * answers 409 naming every short line (the caller's transaction is rolled back with it).
 *
 * Concurrency: each row is changed by one conditional UPDATE (never read-then-write), in a fixed
 * order of product, warehouse and variant, so concurrent documents cannot oversell or deadlock each other.
 */
/** A product as the ledger needs it: only Standard products keep stock; the name and code explain a short line. */
export interface StockProduct {
  id: string;
  name: string;
  code: string;
  productType: string;
}

export async function moveStock(db: Executor, moves: readonly StockMove[], meta: StockMoveMeta, known: readonly StockProduct[] = []): Promise<Shortfall[]> {
  const merged = new Map<string, StockMove & { variantId: string | null; line: number }>();
  moves.forEach((move, line) => {
    if (!Number.isSafeInteger(move.delta)) throw new Error(`A stock move must be a whole number, got ${move.delta}`);
    const key = `${move.productId}|${move.warehouseId}|${move.variantId ?? ''}`;
    const seen = merged.get(key);
    if (seen) seen.delta += move.delta;
    else merged.set(key, { ...move, variantId: move.variantId ?? null, line });
  });
  const candidates = [...merged.values()].filter((move) => move.delta !== 0);
  if (candidates.length === 0) return [];

  const productById = new Map<string, StockProduct>(known.map((product) => [product.id, product]));
  const unknown = [...new Set(candidates.map((move) => move.productId))].filter((id) => !productById.has(id));
  if (unknown.length > 0) {
    const found = await db
      .select({ id: products.id, name: products.name, code: products.code, productType: products.productType })
      .from(products)
      .where(inArray(products.id, unknown));
    if (found.length < unknown.length) throw new ApiError(404, en`Product not found.`);
    for (const product of found) productById.set(product.id, product);
  }

  const tracked = candidates
    .filter((move) => productById.get(move.productId)!.productType === 'Standard')
    .sort((a, b) => compare(a.productId, b.productId) || compare(a.warehouseId, b.warehouseId) || compare(a.variantId ?? '', b.variantId ?? ''));

  const short: ShortLine[] = [];
  const shortfalls: Shortfall[] = [];
  for (let index = 0; index < tracked.length; index++) {
    // A run of moves in the same direction, one statement for all of them and their movements, still in the fixed order.
    const inward = tracked[index]!.delta > 0;
    let end = index + 1;
    while (end < tracked.length && (tracked[end]!.delta > 0) === inward) end++;
    const run = tracked.slice(index, end);
    index = end - 1;
    if (inward) {
      await putIn(db, run, meta).catch((error: unknown) => {
        throw databaseErrorOf(error)?.code === PG_NUMERIC_OUT_OF_RANGE ? stockLimitError(run.map((move) => productById.get(move.productId)!)) : error;
      });
      continue;
    }
    if (meta.allowShort) {
      shortfalls.push(...(await takeOutAnyway(db, run, meta)));
      continue;
    }
    for (const { move, onHand } of await takeOut(db, run, meta)) {
      const product = productById.get(move.productId)!;
      short.push({ line: move.line, productId: move.productId, name: product.name, code: product.code, variant: move.variantId, wanted: -move.delta, onHand });
    }
  }
  if (short.length > 0) throw shortStockError(await withVariantNames(db, short));
  return shortfalls;
}

/** The short lines with their variants' names in place of their ids (read only when a document is refused). */
async function withVariantNames(db: Executor, short: readonly ShortLine[]): Promise<ShortLine[]> {
  const ids = [...new Set(short.flatMap((line) => (line.variant ? [line.variant] : [])))];
  if (ids.length === 0) return [...short];
  const found = await db.select({ id: productVariants.id, name: productVariants.name }).from(productVariants).where(inArray(productVariants.id, ids));
  const nameOf = new Map(found.map((variant) => [variant.id, variant.name]));
  return short.map((line) => ({ ...line, variant: line.variant ? (nameOf.get(line.variant) ?? null) : null }));
}

/** The moves of a run as the WITH `move` of its statement: one JSON parameter whatever their count. */
function movesSql(moves: readonly StockMove[]): SQL {
  const rows = JSON.stringify(
    moves.map((move, position) => ({ position, product_id: move.productId, warehouse_id: move.warehouseId, variant_id: move.variantId ?? null, delta: move.delta })),
  );
  return sql`move as (select * from jsonb_to_recordset(${rows}::jsonb) as move(position int, product_id uuid, warehouse_id uuid, variant_id uuid, delta int))`;
}

/** The WITH that writes the run's movements, in the order of its moves, from `from` (which has `move`). */
function movementsSql(meta: StockMoveMeta, from: SQL): SQL {
  return sql`logged as (
    insert into stock_movements (product_id, warehouse_id, variant_id, delta, reason, reference, note, user_id)
    select move.product_id, move.warehouse_id, move.variant_id, move.delta, ${meta.reason}, ${meta.reference ?? null}, ${meta.note ?? ''}, ${meta.userId}::uuid
    from ${from} order by move.position)`;
}

/**
 * Takes moves out (all negative, distinct product, warehouse and variant, sorted), in one statement: locks
 * their rows in the order given (SELECT … ORDER BY … FOR UPDATE locks as it returns them, so no two
 * documents wait on each other in a circle) and, when every row holds enough, changes them all and
 * writes their movements. Answers the moves that do not fit (nothing is changed then; the caller's
 * 409 rolls back).
 */
async function takeOut<Move extends StockMove>(db: Executor, moves: readonly Move[], meta: StockMoveMeta): Promise<{ move: Move; onHand: number }[]> {
  const locked = await rowsOf<{ position: number; on_hand: number | null }>(
    db,
    sql`with ${movesSql(moves)},
        locked as (
          select move.position, move.delta, l.product_id, l.warehouse_id, l.variant_id, l.on_hand from move
          join stock_levels l on l.product_id = move.product_id and l.warehouse_id = move.warehouse_id and l.variant_id is not distinct from move.variant_id
          order by move.position for update of l),
        fits as (select count(*) = (select count(*) from move) and coalesce(bool_and(on_hand + delta >= 0), true) as ok from locked),
        changed as (
          update stock_levels l set on_hand = l.on_hand + locked.delta from locked, fits
          where fits.ok and l.product_id = locked.product_id and l.warehouse_id = locked.warehouse_id and l.variant_id is not distinct from locked.variant_id),
        ${movementsSql(meta, sql`move, fits where fits.ok`)}
        select move.position, locked.on_hand
        from move left join locked on locked.position = move.position`,
  );
  const onHand = new Map(locked.map((row) => [Number(row.position), Number(row.on_hand ?? 0)]));
  return moves.flatMap((move, position) => ((onHand.get(position) ?? 0) + move.delta < 0 ? [{ move, onHand: onHand.get(position) ?? 0 }] : []));
}

/**
 * Takes moves out (all negative, sorted) whatever is on hand, in one statement: a level the
 * warehouse never held is made at 0 first, every row is locked in the order given and changed, the
 * movements are written, and the moves that left a level below 0 are answered.
 */
async function takeOutAnyway(db: Executor, moves: readonly StockMove[], meta: StockMoveMeta): Promise<Shortfall[]> {
  const rows = await rowsOf<{ product_id: string; warehouse_id: string; variant_id: string | null; delta: number; on_hand: number }>(
    db,
    sql`with ${movesSql(moves)},
        levels as (
          insert into stock_levels (product_id, warehouse_id, variant_id, on_hand)
          select product_id, warehouse_id, variant_id, delta from move order by position
          on conflict (product_id, warehouse_id, variant_id) do update set on_hand = stock_levels.on_hand + excluded.on_hand
          returning product_id, warehouse_id, variant_id, on_hand),
        ${movementsSql(meta, sql`move`)}
        select move.product_id, move.warehouse_id, move.variant_id, move.delta, levels.on_hand
        from move join levels on levels.product_id = move.product_id and levels.warehouse_id = move.warehouse_id and levels.variant_id is not distinct from move.variant_id
        where levels.on_hand < 0 order by move.position`,
  );
  return rows.map((row) => {
    const after = Number(row.on_hand);
    const taken = -Number(row.delta);
    return { productId: row.product_id, warehouseId: row.warehouse_id, variantId: row.variant_id, short: Math.min(taken, -after), onHandAfter: after };
  });
}

/**
 * Adds moves in (all positive, distinct product, warehouse and variant, sorted) to on-hand and writes their
 * movements, in one statement (a 10,000-line purchase would otherwise make 10,000 round trips); the
 * rows are inserted, and so locked, in the order given.
 */
async function putIn(db: Executor, moves: readonly StockMove[], meta: StockMoveMeta): Promise<void> {
  await db.execute(sql`
    with ${movesSql(moves)},
    levels as (
      insert into stock_levels (product_id, warehouse_id, variant_id, on_hand)
      select product_id, warehouse_id, variant_id, delta from move order by position
      on conflict (product_id, warehouse_id, variant_id) do update set on_hand = stock_levels.on_hand + excluded.on_hand),
    ${movementsSql(meta, sql`move`)}
    select 1`);
}

/** SQLSTATE 22003: a stock level (a 4-byte integer) would pass its largest value. */
const PG_NUMERIC_OUT_OF_RANGE = '22003';
const MAX_STOCK_LEVEL = 2_147_483_647;

/**
 * 409 when stock put in would pass what a level holds (docs/concurrency-and-limits.md, "Bounds and
 * ranges"): 2,148 lines of 1,000,000 of one product were a 500. The database refused the statement,
 * so which of the run's products is not known; a run of one names it.
 */
function stockLimitError(run: readonly StockProduct[]): ApiError {
  const names = [...new Set(run.map((product) => `${product.name} (${product.code})`))].join(', ');
  const message = en`The stock of ${run.length === 1 ? names : `one of ${names}`} would pass ${MAX_STOCK_LEVEL.toLocaleString('en')}.`;
  return new ApiError(Status.conflict, message, [{ message, path: ['products'] }]);
}

/** 409 naming each short product and size: 'Not enough stock: Laptop (LP-1) needs 3, 1 in stock. T-Shirt (TS-1) M needs 2, 0 in stock.' */
export function shortStockError(short: readonly ShortLine[]): ApiError {
  const sorted = [...short].sort((a, b) => a.line - b.line);
  const details: ErrorDetail[] = sorted.map((line) => ({
    message: en`${line.name} (${line.code})${line.variant ? ` ${line.variant}` : ''} needs ${line.wanted}, ${line.onHand} in stock.`,
    path: ['products', line.line],
  }));
  return new ApiError(Status.conflict, `Not enough stock: ${details.map((detail) => detail.message).join(' ')}`, details, ErrorCode.insufficientStock);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
