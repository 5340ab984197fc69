/**
 * The upkeep that deletes rows past their keeping time, a bounded batch at a time: idempotency
 * keys after 30 days (idempotency-prune.ts, docs/api.md#idempotency) and login and sign-up counts
 * whose window has ended (server/auth/login-rate-limit.ts, docs/api.md#authentication). Both tables
 * would otherwise grow by a row for every keyed write and for every email and address ever tried.
 * It waits for a quiet shop on the shared schedule (server/http/quiet-schedule.ts,
 * docs/decisions/039-pglite-upkeep.md).
 */
import { pruneLoginFailures } from '../auth/login-rate-limit';
import type { Executor } from '../db/executor';
import { scheduleWhenQuiet, type QuietSchedule } from '../http/quiet-schedule';
import { pruneIdempotencyKeys } from './idempotency-prune';

/** One run of the upkeep: each table's bounded prune in turn; answers how many rows each lost. */
export async function pruneExpiredRows(db: Executor, now = new Date()): Promise<{ idempotencyKeys: number; loginFailures: number }> {
  const idempotencyKeys = await pruneIdempotencyKeys(db, { now });
  const loginFailures = await pruneLoginFailures(db, { now });
  return { idempotencyKeys, loginFailures };
}

export interface ExpiredRowsPruneOptions {
  log: (message: string) => void;
  /** Runs only while this says the shop is quiet (PGlite: one statement at a time for every request). */
  isQuiet?: () => boolean;
}

/** Prunes two minutes after start, then every six hours, when the shop is quiet. */
export function scheduleExpiredRowsPrune(db: Executor, { log, isQuiet = () => true }: ExpiredRowsPruneOptions): QuietSchedule {
  return scheduleWhenQuiet(
    async () => {
      const pruned = await pruneExpiredRows(db);
      if (pruned.idempotencyKeys > 0) log(`Idempotency keys: removed ${pruned.idempotencyKeys} older than 30 days.`);
      if (pruned.loginFailures > 0) log(`Login and sign-up counts: removed ${pruned.loginFailures} whose window has ended.`);
    },
    { isQuiet, firstAfterMs: 120_000, everyMs: 6 * 60 * 60 * 1000, pollMs: 60_000, onError: (error) => log(`Pruning expired rows failed: ${error instanceof Error ? error.message : String(error)}`) },
  );
}
