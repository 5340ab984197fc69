import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../lib/free-port';
import { table } from '../lib/markdown';
import { percentile } from '../lib/percentiles';
import { ADMIN_URL, postgresReachable } from '../lib/postgres-database';
import { runCommand } from '../lib/run-command';
import type { RunningServer } from '../lib/server-process';
import { createBenchUser, startShopDesk } from '../lib/shopdesk-server';

/** docs/quality.md#budgets: product search and list pages at 100,000 products. */
export const CATALOG_PRODUCTS = 100_000;
const BUDGET_MS = { PostgreSQL: 20, PGlite: 60 } as const;
const REQUESTS = 200;
const WARM_UP = 20;
// Seeding 100,000 products takes minutes on PGlite: the seeded database is kept between runs.
const PERSISTENT_PGLITE = 'bench/.work/pglite-catalog';
const PERSISTENT_POSTGRES = 'shopdesk_bench_catalog';

type Kind = keyof typeof BUDGET_MS;

interface Scenario {
  label: string;
  path: (index: number) => string;
}

/** Deterministic variety: deep pages, every page size, codes and name fragments of the generated catalog. */
const scenarios: Scenario[] = [
  { label: 'List, page 1 of 10', path: () => '/api/products?page=1&pageSize=10' },
  { label: 'List, pages 1–400 at 10/25/50', path: (i) => `/api/products?page=${1 + ((i * 37) % 400)}&pageSize=${[10, 25, 50][i % 3]}` },
  { label: 'Search by exact code', path: (i) => `/api/products?q=BN-${String(1 + ((i * 4999) % CATALOG_PRODUCTS)).padStart(6, '0')}&pageSize=10` },
  { label: 'Search by name fragment', path: (i) => `/api/products?q=${encodeURIComponent(['dell laptop', 'phone pro', 'sony', 'ssd', 'anker power', 'max 5'][i % 6])}&pageSize=10` },
  { label: 'Search, 2 letters', path: (i) => `/api/products?q=${['hp', 'lg', 'tv', 'pr'][i % 4]}&pageSize=10` },
];

async function timeRequests(server: RunningServer, token: string, scenario: Scenario) {
  const samples: number[] = [];
  let failures = 0;
  for (let index = 0; index < WARM_UP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(`${server.url}${scenario.path(index)}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) failures++;
    else if (index >= WARM_UP) samples.push(elapsed);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), failures };
}

async function seed(repo: string, env: NodeJS.ProcessEnv) {
  console.log(`[bench] catalog: seeding up to ${CATALOG_PRODUCTS.toLocaleString('en')} products (kept for later runs)…`);
  const result = await runCommand(process.execPath, ['--import', 'tsx', 'bench/seed/seed-cli.ts', '--products', String(CATALOG_PRODUCTS)], {
    cwd: repo,
    timeoutMs: 15 * 60_000,
    env,
  });
  if (result.code !== 0) throw new Error(`seed:bench failed: ${result.output.split('\n').filter(Boolean).slice(-2).join(' ')}`);
  return result.seconds;
}

async function ensurePostgresDatabase(): Promise<string> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [PERSISTENT_POSTGRES]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${PERSISTENT_POSTGRES}"`);
  } finally {
    await client.end();
  }
  return `postgres://postgres@127.0.0.1:5432/${PERSISTENT_POSTGRES}`;
}

async function measure(repo: string, kind: Kind, buildDir: string, tempRoot: string, databaseUrl?: string): Promise<string[][]> {
  const dataDir = databaseUrl ? join(tempRoot, 'catalog-postgres-data') : join(repo, PERSISTENT_PGLITE);
  const seedSeconds = await seed(repo, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', SEED: 'none' });
  const server = await startShopDesk({ repo, port: await freePort(), dataDir, databaseUrl, staticDir: buildDir });
  try {
    const user = await createBenchUser(server.url);
    const rows: string[][] = [];
    for (const scenario of scenarios) {
      console.log(`[bench] catalog on ${kind}: ${scenario.label}…`);
      const { p50, p95, failures } = await timeRequests(server, user.token, scenario);
      const budget = BUDGET_MS[kind];
      const result = failures > 0 ? `FAIL (${failures} non-200)` : p95 <= budget ? 'pass' : '**FAIL**';
      rows.push([scenario.label, kind, p50.toFixed(2), p95.toFixed(2), `≤ ${budget}`, result]);
    }
    rows.push([`(seeding or topping up took ${seedSeconds.toFixed(0)} s)`, kind, '', '', '', '']);
    return rows;
  } finally {
    await server.stop();
  }
}

export async function catalogSection(repo: string, buildDir: string, tempRoot: string): Promise<string> {
  const header = ['Request', 'Database', 'p50 ms', 'p95 ms', 'Budget p95 ms', 'Result'];
  const rows: string[][] = [];
  for (const kind of ['PGlite', 'PostgreSQL'] as const) {
    try {
      if (kind === 'PostgreSQL' && !(await postgresReachable())) {
        rows.push(['all', kind, '—', '—', `≤ ${BUDGET_MS[kind]}`, 'not measured: PostgreSQL unreachable']);
        continue;
      }
      rows.push(...(await measure(repo, kind, buildDir, tempRoot, kind === 'PostgreSQL' ? await ensurePostgresDatabase() : undefined)));
    } catch (error) {
      rows.push(['all', kind, '—', '—', `≤ ${BUDGET_MS[kind]}`, `not measured: ${(error as Error).message.split('\n')[0].slice(0, 160)}`]);
    }
  }
  return [
    `## 4. Catalog at ${CATALOG_PRODUCTS.toLocaleString('en')} products`,
    '',
    `GET /api/products over HTTP against the real server, one request at a time, ${REQUESTS} timed requests per row after ${WARM_UP} warm-up ones; ` +
      'time from sending to the whole body read. The catalog comes from `npm run seed:bench` and is kept between runs ' +
      `(PGlite in \`${PERSISTENT_PGLITE}\`, PostgreSQL in the database \`${PERSISTENT_POSTGRES}\`).`,
    '',
    table(header, rows),
  ].join('\n');
}
