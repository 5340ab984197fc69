/**
 * Idempotency keys are kept 30 days (docs/api.md#idempotency), then leave `idempotency_keys`: a
 * client retries within minutes, an integrator's job within days, and the table would otherwise
 * grow by a row for every keyed write. A key sent again after it was pruned is a new request.
 *
 * Bounded work: at most `batch` rows a statement, oldest first through the created_at index, and
 * at most `maxBatches` statements a run; what is left goes in the next run. It waits for a quiet
 * shop on the shared schedule (server/http/quiet-schedule.ts, docs/decisions/039-pglite-upkeep.md).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { rowsOf } from '../db/raw-rows';
import { scheduleWhenQuiet, type QuietSchedule } from '../http/quiet-schedule';

export const IDEMPOTENCY_KEY_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export interface PruneOptions {
  now?: Date;
  keptMs?: number;
  batch?: number;
  maxBatches?: number;
}

/** Deletes keys older than `keptMs`, a batch per statement; answers how many went. */
export async function pruneIdempotencyKeys(db: Executor, { now = new Date(), keptMs = IDEMPOTENCY_KEY_KEPT_MS, batch = 1000, maxBatches = 20 }: PruneOptions = {}): Promise<number> {
  const before = new Date(now.getTime() - keptMs).toISOString();
  let pruned = 0;
  for (let run = 0; run < maxBatches; run += 1) {
    const gone = await rowsOf<{ key: string }>(
      db,
      sql`delete from idempotency_keys where key in (
            select key from idempotency_keys where created_at < ${before}::timestamptz order by created_at limit ${batch})
          returning key`,
    );
    pruned += gone.length;
    if (gone.length < batch) break;
  }
  return pruned;
}

export interface IdempotencyPruneOptions {
  log: (message: string) => void;
  /** Runs only while this says the shop is quiet (PGlite: one statement at a time for every request). */
  isQuiet?: () => boolean;
}

/** Prunes two minutes after start, then every six hours, when the shop is quiet. */
export function scheduleIdempotencyPrune(db: Executor, { log, isQuiet = () => true }: IdempotencyPruneOptions): QuietSchedule {
  return scheduleWhenQuiet(
    async () => {
      const pruned = await pruneIdempotencyKeys(db);
      if (pruned > 0) log(`Idempotency keys: removed ${pruned} older than 30 days.`);
    },
    { isQuiet, firstAfterMs: 120_000, everyMs: 6 * 60 * 60 * 1000, pollMs: 60_000, onError: (error) => log(`Pruning idempotency keys failed: ${error instanceof Error ? error.message : String(error)}`) },
  );
}
