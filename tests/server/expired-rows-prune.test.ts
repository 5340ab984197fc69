import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { beginLoginAttempt, beginSignup, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, pruneLoginFailures } from '../../server/auth/login-rate-limit';
import { pruneExpiredRows } from '../../server/services/expired-rows-prune';
import { drivers, signUp, startTestServer, type TestServer } from './harness';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = new Date('2026-11-20T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/**
 * The upkeep deletes login and sign-up counts whose window has ended (docs/api.md#authentication),
 * in the same bounded run as old idempotency keys: a login count after 15 minutes, a sign-up count
 * after an hour, a known address 30 days after its last login there; a count still in its window
 * stays and still refuses. On both drivers.
 */
describe.each(drivers)('pruning expired login counts on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
  });

  const keys = async () => ((await server.db.execute(sql`select key from login_failures order by key`)) as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
  const fail = async (email: string, address: string, now: Date) => {
    const attempt = await beginLoginAttempt(server.db, email, address, now);
    return attempt.allowed;
  };

  it('each kind of count goes when its window has ended, and not before', async () => {
    // A guesser at 10.0.0.1 uses up Ayesha's five there; Ayesha logs in from the shop, 10.0.0.2; someone signs up from 10.0.0.3.
    for (let attempt = 0; attempt < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; attempt += 1) expect(await fail('ayesha@example.com', '10.0.0.1', T0)).toBe(true);
    const atShop = await beginLoginAttempt(server.db, 'ayesha@example.com', '10.0.0.2', T0);
    if (!atShop.allowed) throw new Error('The shop address was refused');
    await atShop.succeeded();
    expect((await beginSignup(server.db, '10.0.0.3', T0)).allowed).toBe(true);
    const all = ['account-total:ayesha@example.com', 'account:ayesha@example.com|10.0.0.1', 'address:10.0.0.1', 'address:10.0.0.2', 'known:ayesha@example.com|10.0.0.2', 'signup:10.0.0.3'];
    expect(await keys()).toEqual(all);

    // Within the 15 minutes nothing goes, and the guesser is still refused.
    expect(await pruneLoginFailures(server.db, { now: at(14 * MINUTE) })).toBe(0);
    expect(await fail('ayesha@example.com', '10.0.0.1', at(14 * MINUTE))).toBe(false);
    expect(await keys()).toEqual(all);

    expect(await pruneLoginFailures(server.db, { now: at(16 * MINUTE) })).toBe(4);
    expect(await keys()).toEqual(['known:ayesha@example.com|10.0.0.2', 'signup:10.0.0.3']);
    expect(await pruneLoginFailures(server.db, { now: at(59 * MINUTE) })).toBe(0);
    expect(await pruneLoginFailures(server.db, { now: at(61 * MINUTE) })).toBe(1);
    expect(await pruneLoginFailures(server.db, { now: at(29 * DAY) })).toBe(0);
    expect(await keys()).toEqual(['known:ayesha@example.com|10.0.0.2']);
    expect(await pruneLoginFailures(server.db, { now: at(31 * DAY) })).toBe(1);
    expect(await keys()).toEqual([]);
    // Pruned, the guesser's address starts again from nothing, as it would have once its window ended.
    expect(await fail('ayesha@example.com', '10.0.0.1', at(31 * DAY))).toBe(true);
  });

  it('a run deletes at most its batches; the rest goes in the next run', async () => {
    for (let index = 0; index < 5; index += 1) expect(await fail(`user${index}@example.com`, '10.0.0.9', T0)).toBe(true);
    // 5 pairs, 5 account totals and one address: 11 rows.
    expect(await keys()).toHaveLength(11);
    expect(await pruneLoginFailures(server.db, { now: at(DAY), batch: 3, maxBatches: 2 })).toBe(6);
    expect(await keys()).toHaveLength(5);
    expect(await pruneLoginFailures(server.db, { now: at(DAY), batch: 3, maxBatches: 2 })).toBe(5);
    expect(await keys()).toEqual([]);
  });

  it("the upkeep's run prunes old idempotency keys and ended login counts together", async () => {
    // A key's row needs its user; the sign-up's own count is in its window and stays.
    expect((await signUp(server.app)).status).toBe(201);
    await server.db.execute(sql`insert into idempotency_keys (key, user_id, route, body_hash, status, answer, created_at)
      select 'old-key', id, 'POST /api/customers/:id/deposits', 'hash', 201, '{}'::jsonb, now() - interval '40 days' from users limit 1`);
    expect(await fail('ayesha@example.com', '10.0.0.1', new Date(Date.now() - DAY))).toBe(true);
    expect(await pruneExpiredRows(server.db)).toEqual({ idempotencyKeys: 1, loginFailures: 3 });
    expect((await keys()).filter((key) => !key.startsWith('signup:'))).toEqual([]);
    expect((await keys()).length).toBe(1);
  });
});
