/**
 * The database the checkout and POS figures of docs/quality.md#budgets are measured on: 100,000 products and 200,000
 * generated sales (`npm run seed:bench -- --products 100000 --sales 200000`). Seeding takes many
 * minutes, so both copies are kept between runs: PGlite in bench/.work/pglite-history, PostgreSQL in
 * the database shopdesk_bench_checkout (copied from shopdesk_bench_history when that exists, else seeded).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { ADMIN_URL } from './postgres-database';
import { runCommand } from './run-command';

export const HISTORY_PRODUCTS = 100_000;
export const HISTORY_SALES = 200_000;
export const PERSISTENT_PGLITE_HISTORY = 'bench/.work/pglite-history';
export const POSTGRES_HISTORY_COPY = 'shopdesk_bench_checkout';
/** Built elsewhere with the same seed; copied, never written to. */
const POSTGRES_HISTORY_TEMPLATE = 'shopdesk_bench_history';

export interface HistoryDatabase {
  kind: 'PGlite' | 'PostgreSQL';
  dataDir: string;
  databaseUrl?: string;
  /** What was done to get it ready: "kept", "copied from …", "seeded in … s". */
  origin: string;
}

async function seed(repo: string, env: NodeJS.ProcessEnv): Promise<number> {
  console.log(`[bench] seeding ${HISTORY_PRODUCTS.toLocaleString('en')} products and ${HISTORY_SALES.toLocaleString('en')} sales (kept for later runs)…`);
  const result = await runCommand(
    process.execPath,
    ['--import', 'tsx', 'bench/seed/seed-cli.ts', '--products', String(HISTORY_PRODUCTS), '--sales', String(HISTORY_SALES)],
    { cwd: repo, timeoutMs: 90 * 60_000, env: { ...env, SEED: 'none' } },
  );
  if (result.code !== 0) throw new Error(`seed:bench failed: ${result.output.split('\n').filter(Boolean).slice(-2).join(' ')}`);
  return result.seconds;
}

/**
 * The generated catalog of HISTORY_PRODUCTS products alone (no sales) in the database `env` names, or,
 * in a kept database seeded before the catalog had sizes, its sizes (bench/seed/catalog.ts tops up the
 * sizes of a full catalog and does nothing more): a few seconds when they are there. Answers the seconds.
 */
export async function seedCatalog(repo: string, env: NodeJS.ProcessEnv): Promise<number> {
  const result = await runCommand(process.execPath, ['--import', 'tsx', 'bench/seed/seed-cli.ts', '--products', String(HISTORY_PRODUCTS)], { cwd: repo, timeoutMs: 15 * 60_000, env: { ...env, SEED: 'none' } });
  if (result.code !== 0) throw new Error(`seed:bench (catalog) failed: ${result.output.split('\n').filter(Boolean).slice(-2).join(' ')}`);
  return result.seconds;
}

async function adminQuery<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await client.query<T>(text, values);
  } finally {
    await client.end().catch(() => {});
  }
}

const exists = async (name: string) => (await adminQuery('select 1 from pg_database where datname = $1', [name])).rowCount === 1;

/** A kept PGlite folder with the history, seeded when missing (the seed tops up an unfinished one). */
export async function pgliteHistory(repo: string): Promise<HistoryDatabase> {
  const dataDir = join(repo, PERSISTENT_PGLITE_HISTORY);
  if (existsSync(join(dataDir, 'history-seeded'))) {
    await seedCatalog(repo, { DATA_DIR: dataDir, DATABASE_URL: '' });
    return { kind: 'PGlite', dataDir, origin: `kept in \`${PERSISTENT_PGLITE_HISTORY}\`` };
  }
  const seconds = await seed(repo, { DATA_DIR: dataDir, DATABASE_URL: '' });
  const { writeFileSync } = await import('node:fs');
  writeFileSync(join(dataDir, 'history-seeded'), `${new Date().toISOString()}\n`);
  return { kind: 'PGlite', dataDir, origin: `seeded into \`${PERSISTENT_PGLITE_HISTORY}\` in ${seconds.toFixed(0)} s` };
}

/**
 * The kept PostgreSQL copy. CREATE DATABASE … TEMPLATE needs the template to have no other
 * connection at that moment, so it is retried for a while.
 */
export async function postgresHistory(repo: string, tempRoot: string): Promise<HistoryDatabase> {
  const url = `postgres://postgres@127.0.0.1:5432/${POSTGRES_HISTORY_COPY}`;
  const dataDir = join(tempRoot, 'history-postgres-data');
  if (await exists(POSTGRES_HISTORY_COPY)) {
    await seedCatalog(repo, { DATA_DIR: dataDir, DATABASE_URL: url });
    return { kind: 'PostgreSQL', dataDir, databaseUrl: url, origin: `kept database \`${POSTGRES_HISTORY_COPY}\`` };
  }
  if (await exists(POSTGRES_HISTORY_TEMPLATE)) {
    for (let attempt = 1; ; attempt++) {
      try {
        await adminQuery(`CREATE DATABASE "${POSTGRES_HISTORY_COPY}" TEMPLATE "${POSTGRES_HISTORY_TEMPLATE}"`);
        await seedCatalog(repo, { DATA_DIR: dataDir, DATABASE_URL: url });
        return { kind: 'PostgreSQL', dataDir, databaseUrl: url, origin: `copied from \`${POSTGRES_HISTORY_TEMPLATE}\`` };
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await sleep(3000);
      }
    }
  }
  await adminQuery(`CREATE DATABASE "${POSTGRES_HISTORY_COPY}"`);
  const seconds = await seed(repo, { DATA_DIR: dataDir, DATABASE_URL: url });
  return { kind: 'PostgreSQL', dataDir, databaseUrl: url, origin: `seeded into \`${POSTGRES_HISTORY_COPY}\` in ${seconds.toFixed(0)} s` };
}
