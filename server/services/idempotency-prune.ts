/**
 * Idempotency keys are kept 30 days (docs/api.md#idempotency), then leave `idempotency_keys`: a
 * client retries within minutes, an integrator's job within days, and the table would otherwise
 * grow by a row for every keyed write. A key sent again after it was pruned is a new request.
 *
 * Bounded work: at most `batch` rows a statement, oldest first through the created_at index, and
 * at most `maxBatches` statements a run; what is left goes in the next run. The upkeep runs it
 * with the other expired rows' pruning (expired-rows-prune.ts).
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { rowsOf } from '../db/raw-rows';

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
