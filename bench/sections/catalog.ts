import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../lib/free-port';
import { DRIVERS } from '../lib/history-server';
import { table } from '../lib/markdown';
import { percentile } from '../lib/percentiles';
import { ADMIN_URL, postgresReachable } from '../lib/postgres-database';
import { runCommand } from '../lib/run-command';
import type { RunningServer } from '../lib/server-process';
import { createBenchUser, startShopDesk } from '../lib/shopdesk-server';
import { BENCH_SIZED_EVERY, benchSizeBarcode } from '../seed/catalog';

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
  /** What a 200 answer must hold to count (else it counts as a failure). */
  holds?: (body: any) => boolean;
}

/** The i-th sized product's number, spread over the catalog (every BENCH_SIZED_EVERY-th product has sizes). */
const sizedIndex = (i: number) => BENCH_SIZED_EVERY * (1 + ((i * 499) % (CATALOG_PRODUCTS / BENCH_SIZED_EVERY)));

/** Deterministic variety: deep pages, every page size, codes and name fragments of the generated catalog. */
const scenarios: Scenario[] = [
  { label: 'List, page 1 of 10', path: () => '/api/products?page=1&pageSize=10' },
  { label: 'List, pages 1–400 at 10/25/50', path: (i) => `/api/products?page=${1 + ((i * 37) % 400)}&pageSize=${[10, 25, 50][i % 3]}` },
  { label: 'Search by exact code', path: (i) => `/api/products?q=BN-${String(1 + ((i * 4999) % CATALOG_PRODUCTS)).padStart(6, '0')}&pageSize=10` },
  { label: 'Search by name fragment', path: (i) => `/api/products?q=${encodeURIComponent(['dell laptop', 'phone pro', 'sony', 'ssd', 'anker power', 'max 5'][i % 6])}&pageSize=10` },
  { label: 'Search, 2 letters', path: (i) => `/api/products?q=${['hp', 'lg', 'tv', 'pr'][i % 4]}&pageSize=10` },
  // A product with sizes: its row carries each size with its stock per warehouse.
  {
    label: 'Search by exact code, a product with sizes',
    path: (i) => `/api/products?q=BN-${String(sizedIndex(i)).padStart(6, '0')}&pageSize=10`,
    holds: (body) => Array.isArray(body) && body[0]?.variantList?.length >= 3,
  },
  // A scanner's read of a size's own barcode (the POS and the order forms' by-code lookup): the product, naming the size.
  {
    label: "Scan of a size's barcode (by-code)",
    path: (i) => `/api/pos/products/by-code?code=${benchSizeBarcode(sizedIndex(i), i % 3)}`,
    holds: (body) => typeof body?.scannedVariant === 'string',
  },
];

async function timeRequests(server: RunningServer, token: string, scenario: Scenario) {
  const samples: number[] = [];
  let failures = 0;
  for (let index = 0; index < WARM_UP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(`${server.url}${scenario.path(index)}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200 || (scenario.holds && !scenario.holds(JSON.parse(text)))) failures++;
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
      const result = failures > 0 ? `FAIL (${failures} not 200 or not the product)` : p95 <= budget ? 'pass' : '**FAIL**';
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
  // BENCH_DRIVERS names the drivers to run, as for the sections on the history databases.
  for (const kind of (['PGlite', 'PostgreSQL'] as const).filter((driver) => DRIVERS.includes(driver))) {
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
      `time from sending to the whole body read. 1 product in ${BENCH_SIZED_EVERY} has 3–5 sizes, each with its own barcode and stock; the last two rows read such products: ` +
      "by code through the product list (each row carries its sizes and their stock), and by a size's barcode through GET /api/pos/products/by-code (the scanner's lookup), which must name the size. " +
      'The catalog comes from `npm run seed:bench` and is kept between runs ' +
      `(PGlite in \`${PERSISTENT_PGLITE}\`, PostgreSQL in the database \`${PERSISTENT_POSTGRES}\`).`,
    '',
    table(header, rows),
  ].join('\n');
}
