import { and, eq, gt, inArray, like, lt, notLike, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { loginFailures } from '../db/schema';

/**
 * Login and sign-up limits (docs/api.md#authentication). The counts live in the database, one row
 * per key, so several server processes share them.
 */
export const LOGIN_WINDOW_MINUTES = 15;
// Per account and address: enough for typos, too few to guess.
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 5;
// Per address across accounts: stops one address trying many emails.
export const MAX_FAILURES_PER_ADDRESS = 30;
// Per account across addresses: stops many addresses guessing one account's password.
export const MAX_FAILURES_PER_ACCOUNT = 20;
/**
 * An account that logged in from an address within this many days is not held to the shared budgets
 * above from there: the staff of a shop behind one address keep logging in while someone at that
 * address guesses other accounts, and an owner at the shop keeps logging in while many addresses
 * guess the owner's password. Its own typos still count (MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS).
 */
export const KNOWN_ADDRESS_DAYS = 30;
export const SIGNUP_WINDOW_MINUTES = 60;
// Sign-ups per address and hour: a shop adds its staff; a script adds hundreds.
export const MAX_SIGNUPS_PER_ADDRESS = 10;

const loginWindowMs = LOGIN_WINDOW_MINUTES * 60_000;
const signupWindowMs = SIGNUP_WINDOW_MINUTES * 60_000;
const knownForMs = KNOWN_ADDRESS_DAYS * 24 * 60 * 60_000;

function keysFor(email: string, address: string) {
  const account = email.toLowerCase();
  return { pair: `account:${account}|${address}`, address: `address:${address}`, account: `account-total:${account}`, known: `known:${account}|${address}` };
}

/** A check the caller may make; when it is refused, how long to wait. */
export type Refusal = { allowed: false; retryAfterMinutes: number };
/** A password check the caller may make; when the password is right, call `succeeded()`. */
export type LoginAttempt = { allowed: true; succeeded(): Promise<void> } | Refusal;

/**
 * Counts the attempt as a failure BEFORE the password is checked, in one statement per key that
 * only counts while under the limit: however many requests run at once, in however many server
 * processes, at most the limit of them get to check a password. A right password takes its counts
 * back. Runs on `db` itself, never in a request's transaction, so a refused request still counts.
 */
export async function beginLoginAttempt(db: Database, email: string, address: string, now = new Date()): Promise<LoginAttempt> {
  const keys = keysFor(email, address);
  const limits: [key: string, limit: number][] = [[keys.pair, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS]];
  if (!(await isKnownAddress(db, keys.known, now))) limits.push([keys.address, MAX_FAILURES_PER_ADDRESS], [keys.account, MAX_FAILURES_PER_ACCOUNT]);
  const counted: string[] = [];
  for (const [key, limit] of limits) {
    if (await countAttempt(db, key, limit, loginWindowMs, now)) {
      counted.push(key);
      continue;
    }
    for (const countedKey of counted) await takeBack(db, countedKey);
    return { allowed: false, retryAfterMinutes: await minutesUntilWindowEnds(db, key, loginWindowMs, now) };
  }
  return {
    allowed: true,
    succeeded: async () => {
      // A successful login forgives this pair's typos; the shared budgets keep their other failures.
      await db.delete(loginFailures).where(eq(loginFailures.key, keys.pair));
      for (const key of counted) if (key !== keys.pair) await takeBack(db, key);
      await rememberAddress(db, keys.known, now);
    },
  };
}

/**
 * Counts a sign-up from `address`, before its password is hashed; refused past
 * MAX_SIGNUPS_PER_ADDRESS in SIGNUP_WINDOW_MINUTES. Every sign-up counts, whatever became of it.
 */
export async function beginSignup(db: Database, address: string, now = new Date()): Promise<{ allowed: true } | Refusal> {
  const key = `signup:${address}`;
  if (await countAttempt(db, key, MAX_SIGNUPS_PER_ADDRESS, signupWindowMs, now)) return { allowed: true };
  return { allowed: false, retryAfterMinutes: await minutesUntilWindowEnds(db, key, signupWindowMs, now) };
}

async function isKnownAddress(db: Database, key: string, now: Date): Promise<boolean> {
  const [row] = await db.select({ at: loginFailures.windowStartedAt }).from(loginFailures).where(eq(loginFailures.key, key));
  return row !== undefined && now.getTime() - row.at.getTime() < knownForMs;
}

/** The known-address row: its window start is the last successful login from there. */
async function rememberAddress(db: Database, key: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ key, failures: 0, windowStartedAt: now }).onConflictDoUpdate({ target: loginFailures.key, set: { windowStartedAt: now } });
}

/** Adds one to the key's count when it is under `limit` (or its window has ended); false when it is not. */
async function countAttempt(db: Database, key: string, limit: number, windowMs: number, now: Date): Promise<boolean> {
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

async function minutesUntilWindowEnds(db: Database, key: string, windowMs: number, now: Date): Promise<number> {
  const [row] = await db.select({ windowStartedAt: loginFailures.windowStartedAt }).from(loginFailures).where(eq(loginFailures.key, key));
  const windowEnd = (row?.windowStartedAt.getTime() ?? now.getTime()) + windowMs;
  return Math.max(1, Math.ceil((windowEnd - now.getTime()) / 60_000));
}

/**
 * Deletes rows whose window has ended, which count nothing any more (the next attempt would start
 * its key again at 1): a login count 15 minutes after its window opened, a sign-up count after an
 * hour, a known address 30 days after its last login there. Without this every email and address
 * ever tried kept a row (docs/api.md#authentication). Bounded as the idempotency keys' pruning is:
 * at most `batch` rows a statement and `maxBatches` statements a run; the upkeep runs it
 * (server/services/expired-rows-prune.ts). Answers how many went.
 */
export async function pruneLoginFailures(db: Executor, { now = new Date(), batch = 1000, maxBatches = 20 }: { now?: Date; batch?: number; maxBatches?: number } = {}): Promise<number> {
  const before = (ms: number) => lt(loginFailures.windowStartedAt, new Date(now.getTime() - ms));
  const known = like(loginFailures.key, 'known:%');
  const signup = like(loginFailures.key, 'signup:%');
  const ended = or(
    and(known, before(knownForMs)),
    and(signup, before(signupWindowMs)),
    and(notLike(loginFailures.key, 'known:%'), notLike(loginFailures.key, 'signup:%'), before(loginWindowMs)),
  );
  let pruned = 0;
  for (let run = 0; run < maxBatches; run += 1) {
    const stale = db.select({ key: loginFailures.key }).from(loginFailures).where(ended).limit(batch);
    const gone = await db.delete(loginFailures).where(inArray(loginFailures.key, stale)).returning({ key: loginFailures.key });
    pruned += gone.length;
    if (gone.length < batch) break;
  }
  return pruned;
}
