import { eq, inArray, sql } from 'drizzle-orm';
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

/** Minutes until the caller may try again, or 0 when it may try now. */
export async function minutesUntilLoginAllowed(db: Database, email: string, address: string, now = new Date()): Promise<number> {
  const keys = keysFor(email, address);
  const rows = await db.select().from(loginFailures).where(inArray(loginFailures.key, [keys.account, keys.address]));
  let blockedUntil = 0;
  for (const row of rows) {
    const limit = row.key === keys.account ? MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS : MAX_FAILURES_PER_ADDRESS;
    const windowEnd = row.windowStartedAt.getTime() + windowMs;
    if (row.failures >= limit && windowEnd > now.getTime()) blockedUntil = Math.max(blockedUntil, windowEnd);
  }
  return blockedUntil ? Math.ceil((blockedUntil - now.getTime()) / 60_000) : 0;
}

/** One statement per key: concurrent failures from several processes all count. */
export async function recordLoginFailure(db: Database, email: string, address: string, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - windowMs);
  for (const key of Object.values(keysFor(email, address))) {
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginFailures.windowStartedAt} < ${windowStart} then ${now} else ${loginFailures.windowStartedAt} end`,
        },
      });
  }
}

export async function clearAccountFailures(db: Database, email: string, address: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, keysFor(email, address).account));
}
