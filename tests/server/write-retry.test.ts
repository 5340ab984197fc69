/**
 * A deadlock or a serialization failure never reaches a client (docs/concurrency-and-limits.md,
 * "Retries"): the route layer runs the whole write transaction again, at most WRITE_ATTEMPTS times,
 * with a jittered pause, and reads the body once.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { brands } from '../../server/db/schema';
import { isRetryableFailure, RETRY_BASE_DELAY_MS, retryPauseMs, withWriteRetry, WRITE_ATTEMPTS } from '../../server/db/write-retry';
import type { AppEnv } from '../../server/http/app-env';
import { answerErrors } from '../../server/http/failures';
import { mountRoutes } from '../../server/routes/mount';
import { defineRoute } from '../../server/routes/route';
import { adminAndStaff } from './catalog-helpers';
import { call, rawRequest } from './route-client';
import { drivers, startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';
import { countRows, laptopInStock, onHandIn, saleBody } from './sales-helpers';
import { openTill1 } from './till-helpers';

/** What Drizzle throws for a failed query: its own error, the driver's (with the SQLSTATE) as cause. */
const databaseFailure = (code: string) => Object.assign(new Error('Failed query: insert into …'), { cause: Object.assign(new Error('deadlock detected'), { code }) });
const noPause = async () => {};

describe('withWriteRetry', () => {
  it('runs the transaction again after a deadlock (40P01) and a serialization failure (40001)', async () => {
    const failures = [databaseFailure('40P01'), databaseFailure('40001')];
    let runs = 0;
    const answer = await withWriteRetry(
      async () => {
        runs += 1;
        const failure = failures.shift();
        if (failure) throw failure;
        return 'committed';
      },
      { pause: noPause },
    );
    expect(answer).toBe('committed');
    expect(runs).toBe(3);
  });

  it(`stops after ${WRITE_ATTEMPTS} runs and lets the last failure through`, async () => {
    let runs = 0;
    const retries: number[] = [];
    const last = databaseFailure('40P01');
    await expect(
      withWriteRetry(
        async () => {
          runs += 1;
          throw runs === WRITE_ATTEMPTS ? last : databaseFailure('40P01');
        },
        { pause: noPause, onRetry: (retry) => retries.push(retry) },
      ),
    ).rejects.toBe(last);
    expect(WRITE_ATTEMPTS).toBe(5);
    expect(runs).toBe(5);
    expect(retries).toEqual([1, 2, 3, 4]);
  });

  it('never runs again after any other failure (a unique violation, a refusal, a defect)', async () => {
    for (const failure of [databaseFailure('23505'), databaseFailure('57014'), new Error('defect')]) {
      let runs = 0;
      await expect(
        withWriteRetry(
          async () => {
            runs += 1;
            throw failure;
          },
          { pause: noPause },
        ),
      ).rejects.toBe(failure);
      expect(runs).toBe(1);
    }
    expect(isRetryableFailure({ code: '40P01' })).toBe(true);
    expect(isRetryableFailure(databaseFailure('40001'))).toBe(true);
    expect(isRetryableFailure(databaseFailure('40002'))).toBe(false);
  });

  it('waits a growing, random pause before each retry, under 10 ms × 2^(retry − 1)', async () => {
    // The bounds on the pause itself, not on wall time: a loaded machine delays timers at will.
    expect([1, 2, 3, 4].map((retry) => retryPauseMs(retry, 0))).toEqual([0, 0, 0, 0]);
    expect([1, 2, 3, 4].map((retry) => retryPauseMs(retry, 0.999_999))).toEqual([10, 20, 40, 80].map((bound) => expect.closeTo(bound, 3)));
    for (const retry of [1, 2, 3, 4]) expect(retryPauseMs(retry, 0.999_999)).toBeLessThan(RETRY_BASE_DELAY_MS * 2 ** (retry - 1));
    // The default pause draws at random and really waits before the retry.
    vi.useFakeTimers();
    try {
      const draws = vi.spyOn(Math, 'random').mockReturnValue(0.5);
      let runs = 0;
      const answer = withWriteRetry(async () => {
        runs += 1;
        if (runs < 3) throw databaseFailure('40P01');
        return 'committed';
      });
      await vi.advanceTimersByTimeAsync(4.9);
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(0.2);
      expect(runs).toBe(2);
      await vi.advanceTimersByTimeAsync(10);
      expect(await answer).toBe('committed');
      expect(draws).toHaveBeenCalledTimes(2);
      draws.mockRestore();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.each(drivers)('a write route chosen as a deadlock victim on %s', (driver) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin } = await adminAndStaff(server));
  });

  it('answers as if nothing happened: the first run rolled back, the second wrote once, the body read once', async () => {
    let runs = 0;
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', { db: server.db, jwtSecret: TEST_JWT_SECRET, trustProxy: false, uploadDir: server.uploadDir });
      await next();
    });
    mountRoutes(app, [
      defineRoute({
        method: 'POST',
        path: '/api/victim',
        access: 'catalogEdit',
        tag: 'Test',
        summary: 'Writes, then is chosen as a deadlock victim the first time',
        body: v.object({ name: v.string() }),
        answer: { status: 201, description: 'the brand' },
        handle: async ({ c, db, body }) => {
          runs += 1;
          await db.insert(brands).values({ name: body.name });
          if (runs === 1) throw databaseFailure('40P01');
          return c.json({ runs }, 201);
        },
      }),
    ]);
    app.onError(answerErrors(() => {}));

    // A route of this test's own app, not of the table.
    const response = await rawRequest(app, 'POST', '/api/victim', { token: admin, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Written once' }) });

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ runs: 2 });
    const rows = (await server.db.execute(sql`select name from brands`)) as unknown as { rows: { name: string }[] };
    expect(rows.rows).toEqual([{ name: 'Written once' }]);
  });

  it('a POS checkout whose first run is a deadlock victim makes one sale, and its key answers that sale again', async () => {
    const laptop = await laptopInStock(server, admin, 5);
    const till = await openTill1(server, admin);
    // The database itself picks the first run of this sale's insert as a deadlock victim, once.
    // A sequence, not a table: nextval is not rolled back with the victim, so only the first run fails.
    await server.db.execute(sql.raw(`create sequence victims`));
    await server.db.execute(sql.raw(`create function deadlock_once() returns trigger language plpgsql as $$
      begin
        if nextval('victims') = 1 then
          raise exception 'deadlock detected (made by the test)' using errcode = '40P01';
        end if;
        return new;
      end $$`));
    await server.db.execute(sql.raw('create trigger deadlock_once after insert on sale_lines for each statement execute function deadlock_once()'));
    try {
      const body = saleBody(laptop, { source: 'pos', till, payments: [{ method: 'Cash', amount: 21275 }] });
      const checkout = () => call(server, 'POST /api/sales', admin, { json: body, headers: { 'Idempotency-Key': 'retry-once-0001' } });
      const first = await checkout();
      expect(first.status).toBe(201);
      const again = await checkout();
      expect(again.status).toBe(201);
      const [made, replay] = [first.body, again.body];
      expect(replay._id).toBe(made._id);
      expect(await countRows(server, 'sales')).toBe(1);
      expect(await countRows(server, 'payments')).toBe(1);
      expect(await onHandIn(server, laptop)).toBe(4);
    } finally {
      await server.db.execute(sql.raw('drop trigger deadlock_once on sale_lines'));
      await server.db.execute(sql.raw('drop function deadlock_once'));
      await server.db.execute(sql.raw('drop sequence victims'));
    }
  });
});
