import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_KEPT_MS, pruneIdempotencyKeys } from '../../server/services/idempotency-prune';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Idempotency keys are kept 30 days, then pruned by the upkeep a bounded batch at a time
 * (docs/api.md#idempotency); the sales table keeps no key of its own any more.
 */
describe.each(drivers)('pruning idempotency keys on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin } = await adminAndStaff(server));
    customer = (await call(server, 'POST /api/customers', admin, { json: { name: 'Bilal Ahmed', phone: '0300-1234567', address: '12 Mall Road', city: 'Lahore' } })).body._id;
  });

  const deposit = async (key: string, amount = 10) => {
    const answer = await call(server, 'POST /api/customers/:id/deposits', admin, { params: { id: customer }, json: { amount }, headers: { 'Idempotency-Key': key } });
    return answer.status;
  };
  const keys = async () =>
    ((await server.db.execute(sql`select key from idempotency_keys order by key`)) as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
  const age = (key: string, days: number) => server.db.execute(sql`update idempotency_keys set created_at = now() - make_interval(days => ${days}) where key = ${key}`);

  it('keys older than 30 days go, younger ones stay and still answer their first result', async () => {
    for (const key of ['old-1', 'old-2', 'young-1', 'edge-1']) expect(await deposit(key)).toBe(201);
    await age('old-1', 31);
    await age('old-2', 400);
    await age('edge-1', 29);
    expect(await pruneIdempotencyKeys(server.db)).toBe(2);
    expect(await keys()).toEqual(['edge-1', 'young-1']);
    // A young key still answers its first deposit: 201 again and no second one, its other body a 422.
    expect(await deposit('young-1')).toBe(201);
    expect(await deposit('young-1', 11)).toBe(422);
    // A pruned key is a new request.
    expect(await deposit('old-1', 12)).toBe(201);
    expect(IDEMPOTENCY_KEY_KEPT_MS).toBe(30 * DAY_MS);
  });

  it('a run deletes at most its batches; the rest goes in the next run', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect(await deposit(`old-${index}`)).toBe(201);
      await age(`old-${index}`, 40 + index);
    }
    expect(await pruneIdempotencyKeys(server.db, { batch: 2, maxBatches: 2 })).toBe(4);
    // Oldest first: the youngest of the old ones is left.
    expect(await keys()).toEqual(['old-0']);
    expect(await pruneIdempotencyKeys(server.db, { batch: 2, maxBatches: 2 })).toBe(1);
    expect(await keys()).toEqual([]);
  });

  it('sales keep no idempotency key of their own', async () => {
    const columns = (await server.db.execute(sql`select column_name from information_schema.columns where table_name = 'sales' and column_name like 'idempotency%'`)) as unknown as { rows: unknown[] };
    expect(columns.rows).toEqual([]);
  });
});
