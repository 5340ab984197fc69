import { tmpdir } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { openPglite, type Database, type OpenDatabase } from '../../server/db/client';
import { startPgliteMaintenance, type PgliteMaintenance, type PgliteMaintenanceOptions } from '../../server/db/pglite-maintenance';
import { RequestActivity } from '../../server/http/request-activity';
import { call, rawRequest } from './route-client';
import { TEST_JWT_SECRET } from './harness';

type Rows<T> = { rows: T[] };

let database: OpenDatabase;
let db: Database;
const started: PgliteMaintenance[] = [];
const alwaysQuiet = () => Number.POSITIVE_INFINITY;

/** A schedule that never fires by itself in the test's time: the test runs rounds with runRound. */
function start(options: Partial<PgliteMaintenanceOptions> = {}, on: Pick<OpenDatabase, 'db' | 'kind'> = database): PgliteMaintenance {
  const maintenance = startPgliteMaintenance(on, { quietFor: alwaysQuiet, log: () => {}, pollMs: 3_600_000, ...options });
  started.push(maintenance);
  return maintenance;
}

beforeAll(async () => {
  database = await openPglite(undefined);
  db = database.db;
  // The migrations and reference data leave tables due; a first round clears them, so each test
  // sees only what it writes.
  await start().runRound();
}, 60_000);
afterEach(async () => {
  await Promise.all(started.splice(0).map((maintenance) => maintenance.stop()));
});
afterAll(async () => {
  await database.close();
});

async function upkeepCounts(table: string) {
  const result = (await db.execute(
    sql`select vacuum_count::int as vacuums, analyze_count::int as analyses, n_dead_tup::int as dead from pg_stat_user_tables where relname = ${table}`,
  )) as unknown as Rows<{ vacuums: number; analyses: number; dead: number }>;
  return result.rows[0]!;
}

let batch = 0;
/** 100 brands added then deleted: 100 dead rows, past autovacuum's 50 + 20 % of the (few) live ones. */
async function leaveDeadBrands() {
  batch += 1;
  await db.execute(sql.raw(`insert into brands (name) select 'Batch ${batch} brand ' || g from generate_series(1, 100) g`));
  await db.execute(sql.raw(`delete from brands where name like 'Batch ${batch} brand %'`));
}

/** 80 new categories: past 50 + 10 % of the live rows for ANALYZE, far from the 1,000 inserts that call for a VACUUM. */
async function addCategories() {
  batch += 1;
  await db.execute(sql.raw(`insert into categories (name) select 'Batch ${batch} category ' || g from generate_series(1, 80) g`));
}

async function estimatedCategoryRows(): Promise<number> {
  const result = (await db.execute(sql`explain (format json) select * from categories`)) as unknown as Rows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>;
  return result.rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'];
}

describe('PGlite upkeep in place of autovacuum', () => {
  it('VACUUMs and ANALYZEs a table whose dead rows pass autovacuum’s threshold, and leaves the others alone', async () => {
    const untouched = await upkeepCounts('suppliers');
    const before = await upkeepCounts('brands');
    await leaveDeadBrands();

    const done = await start().runRound();

    expect(done).toEqual([{ table: 'public.brands', vacuum: true, analyze: true }]);
    const after = await upkeepCounts('brands');
    expect(after.vacuums).toBe(before.vacuums + 1);
    expect(after.analyses).toBe(before.analyses + 1);
    expect(after.dead).toBe(0);
    expect(await upkeepCounts('suppliers')).toEqual(untouched);
  });

  it('only ANALYZEs a table that grew without dead rows, and the planner then knows its size', async () => {
    const before = await upkeepCounts('categories');
    await addCategories();
    const rows = ((await db.execute(sql`select count(*)::int as n from categories`)) as unknown as Rows<{ n: number }>).rows[0]!.n;

    expect(await start().runRound()).toEqual([{ table: 'public.categories', vacuum: false, analyze: true }]);

    const after = await upkeepCounts('categories');
    expect(after.analyses).toBe(before.analyses + 1);
    expect(after.vacuums).toBe(before.vacuums);
    expect(await estimatedCategoryRows()).toBe(rows);
  });

  it('does nothing while requests keep coming, and runs once the server has been quiet for 30 s (a /healthz poll is not a request)', async () => {
    let clock = 0;
    const activity = new RequestActivity(() => clock);
    const app = createApp({ db, jwtSecret: TEST_JWT_SECRET, uploadDir: tmpdir(), log: () => {}, activity });
    const maintenance = start({ quietFor: () => activity.quietFor(), quietMs: 30_000 });
    const before = await upkeepCounts('brands');
    await leaveDeadBrands();

    await call(app, 'GET /api/brands', null);
    clock = 29_000;
    expect(await maintenance.runRound()).toEqual([]);
    await call(app, 'GET /api/brands', null);
    clock = 45_000;
    expect((await rawRequest(app, 'GET', '/healthz')).status).toBe(200);
    clock = 58_999;
    expect(await maintenance.runRound()).toEqual([]);
    expect(await upkeepCounts('brands')).toMatchObject({ vacuums: before.vacuums, analyses: before.analyses });

    clock = 59_000;
    expect(await maintenance.runRound()).toEqual([{ table: 'public.brands', vacuum: true, analyze: true }]);
    expect((await upkeepCounts('brands')).vacuums).toBe(before.vacuums + 1);
  });

  it('counts a request still under way as activity, however long ago it started (a long import)', async () => {
    let clock = 0;
    const activity = new RequestActivity(() => clock);
    let finish = () => {};
    const importUnderWay = activity.middleware({} as Context, () => new Promise<void>((resolve) => (finish = resolve)));
    clock = 120_000;
    expect(activity.quietFor()).toBe(0);
    finish();
    await importUnderWay;
    clock = 150_000;
    expect(activity.quietFor()).toBe(30_000);
  });

  it('stops after the table under way when a request arrives, and does the rest in the next quiet spell', async () => {
    let requestCame = false;
    const maintenance = start({
      quietFor: () => (requestCame ? 0 : Number.POSITIVE_INFINITY),
      // Logged as each table's statement ends: a request arrives during the first one.
      log: () => {
        requestCame = true;
      },
    });
    await leaveDeadBrands();
    await addCategories();

    const first = await maintenance.runRound();
    expect(first).toHaveLength(1);

    requestCame = false;
    const second = await maintenance.runRound();
    expect([...first, ...second].map((upkeep) => upkeep.table).sort()).toEqual(['public.brands', 'public.categories']);
  });

  it('logs a statement that fails and goes on with the next table', async () => {
    const dialect = new PgDialect();
    const failingBrands = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return (query: SQL) => {
          const text = dialect.sqlToQuery(query).sql;
          if (text.startsWith('VACUUM') && text.includes('brands')) return Promise.reject(new Error('could not extend file'));
          return target.execute(query);
        };
      },
    });
    const messages: string[] = [];
    const before = await upkeepCounts('categories');
    await leaveDeadBrands();
    await addCategories();

    const done = await start({ log: (message) => messages.push(message) }, { db: failingBrands, kind: 'pglite' }).runRound();

    expect(done).toEqual([{ table: 'public.categories', vacuum: false, analyze: true }]);
    expect(messages).toContain('Database upkeep: VACUUM (ANALYZE) public.brands failed: could not extend file');
    expect((await upkeepCounts('categories')).analyses).toBe(before.analyses + 1);
    // The brands are still due: the next round clears them.
    expect(await start().runRound()).toEqual([{ table: 'public.brands', vacuum: true, analyze: true }]);
  });

  it('runs by itself on its schedule once quiet, and not after stop()', async () => {
    const before = await upkeepCounts('brands');
    await leaveDeadBrands();
    const maintenance = start({ quietMs: 0, checkEveryMs: 0, pollMs: 20 });
    await vi.waitFor(async () => expect((await upkeepCounts('brands')).vacuums).toBe(before.vacuums + 1), { timeout: 20_000, interval: 50 });

    await maintenance.stop();
    await leaveDeadBrands();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await upkeepCounts('brands')).vacuums).toBe(before.vacuums + 1);
  });

  it('does nothing on PostgreSQL, which has its own autovacuum', async () => {
    const statements: unknown[] = [];
    const postgres = { kind: 'postgres' as const, db: { execute: async (query: unknown) => void statements.push(query) } as unknown as Database };
    const maintenance = start({ quietMs: 0, checkEveryMs: 0, pollMs: 1 }, postgres);

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await maintenance.runRound()).toEqual([]);
    expect(statements).toEqual([]);
  });
});
