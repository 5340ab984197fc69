import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema';

export const LOGIN_WINDOW_MINUTES = 15;
// Per account and address: enough for typos, too few to guess.
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
// Per address across accounts: stops one address trying many emails.
export const MAX_FAILURES_PER_ADDRESS = 30;

const windowMs = LOGIN_WINDOW_MINUTES * 60_000;

function keysFor(email: string, address: string) {
  return { account: `account:${email.toLowerCase()}|${address}`, address: `address:${address}` };
}

/** A password check the caller may make; when the password is right, call `succeeded()`. */
export type LoginAttempt = { allowed: true; succeeded(): Promise<void> } | { allowed: false; retryAfterMinutes: number };

/**
 * Counts the attempt as a failure BEFORE the password is checked, in one statement per key that
 * only counts while under the limit: however many requests run at once, in however many server
 * processes, at most the limit of them get to check a password. A right password takes its count
 * back. Runs on `db` itself, never in a request's transaction, so a refused request still counts.
 */
export async function beginLoginAttempt(db: Database, email: string, address: string, now = new Date()): Promise<LoginAttempt> {
  const keys = keysFor(email, address);
  const counted: string[] = [];
  for (const [key, limit] of [
    [keys.account, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS],
    [keys.address, MAX_FAILURES_PER_ADDRESS],
  ] as const) {
    if (await countAttempt(db, key, limit, now)) {
      counted.push(key);
      continue;
    }
    for (const countedKey of counted) await takeBack(db, countedKey);
    return { allowed: false, retryAfterMinutes: await minutesUntilWindowEnds(db, key, now) };
  }
  return {
    allowed: true,
    succeeded: async () => {
      // A successful login forgives this account's typos; the address keeps its other failures.
      await db.delete(loginFailures).where(eq(loginFailures.key, keys.account));
      await takeBack(db, keys.address);
    },
  };
}

/** Adds one to the key's count when it is under `limit` (or its window has ended); false when it is not. */
async function countAttempt(db: Database, key: string, limit: number, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql`${loginFailures.windowStartedAt} < ${windowStart}`;
  const counted = await db
    .insert(loginFailures)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${loginFailures.windowStartedAt} end`,
      },
      setWhere: sql`${expired} or ${loginFailures.failures} < ${limit}`,
    })
    .returning({ failures: loginFailures.failures });
  return counted.length > 0;
}

async function takeBack(db: Database, key: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`${loginFailures.failures} - 1` })
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failures, 0)));
}

async function minutesUntilWindowEnds(db: Database, key: string, now: Date): Promise<number> {
  const [row] = await db.select({ windowStartedAt: loginFailures.windowStartedAt }).from(loginFailures).where(eq(loginFailures.key, key));
  const windowEnd = (row?.windowStartedAt.getTime() ?? now.getTime()) + windowMs;
  return Math.max(1, Math.ceil((windowEnd - now.getTime()) / 60_000));
}
