import { join } from 'node:path';
import { loadavg } from 'node:os';
import pg from 'pg';
import { freePort } from '../lib/free-port';
import { table } from '../lib/markdown';
import { percentile } from '../lib/percentiles';
import { DRIVERS } from '../lib/history-server';
import { ADMIN_URL, postgresReachable, vacuumAnalyze } from '../lib/postgres-database';
import { runCommand } from '../lib/run-command';
import type { RunningServer } from '../lib/server-process';
import { createBenchUser, startShopDesk } from '../lib/shopdesk-server';

/** docs/quality.md#budgets: the dashboard and each report at 100,000 products and 200,000 sales. */
const PRODUCTS = 100_000;
const SALES = 200_000;
const BUDGET_MS = 150;
const REQUESTS = 40;
const WARM_UP = 5;
// Seeding the history takes minutes (13 on PGlite under load): both databases are kept between runs.
const PERSISTENT_PGLITE = 'bench/.work/pglite-reports';
const PERSISTENT_POSTGRES = 'shopdesk_bench_history';

type Kind = 'PostgreSQL' | 'PGlite';

interface Scenario {
  label: string;
  path: string;
}

/** The current month is every screen's default period; "year" is this calendar year, with a sort. */
function scenarios(): Scenario[] {
  const year = new Date().getUTCFullYear();
  const yearRange = `from=${year}-01-01&to=${year}-12-31`;
  const rows: Scenario[] = [
    { label: 'GET /api/dashboard (this month)', path: '/api/dashboard' },
    { label: 'GET /api/dashboard (this year)', path: `/api/dashboard?${yearRange}` },
  ];
  const yearSorts: Record<string, string> = { product: 'soldAmount', sales: 'profit', purchase: 'purchasedQty', payment: 'amount' };
  for (const report of ['product', 'sales', 'purchase', 'payment']) {
    rows.push(
      { label: `GET /api/reports/${report} (month, page 1)`, path: `/api/reports/${report}` },
      { label: `GET /api/reports/${report}/summary (month)`, path: `/api/reports/${report}/summary` },
      { label: `GET /api/reports/${report} (year, sort=${yearSorts[report]} desc)`, path: `/api/reports/${report}?${yearRange}&sort=${yearSorts[report]}&dir=desc` },
      { label: `GET /api/reports/${report}/summary (year)`, path: `/api/reports/${report}/summary?${yearRange}` },
    );
  }
  return rows;
}

async function timeRequests(server: RunningServer, token: string, path: string) {
  const samples: number[] = [];
  let failures = 0;
  for (let index = 0; index < WARM_UP + REQUESTS; index++) {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) failures++;
    else if (index >= WARM_UP) samples.push(elapsed);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), failures };
}

/** Tops the kept database up to the history (seconds when it is there) and applies new migrations. */
async function seed(repo: string, env: NodeJS.ProcessEnv) {
  console.log(`[bench] reports: seeding up to ${PRODUCTS.toLocaleString('en')} products and ${SALES.toLocaleString('en')} sales (kept for later runs)…`);
  const result = await runCommand(process.execPath, ['--import', 'tsx', 'bench/seed/seed-cli.ts', '--products', String(PRODUCTS), '--sales', String(SALES)], {
    cwd: repo,
    timeoutMs: 30 * 60_000,
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
  const dataDir = databaseUrl ? join(tempRoot, 'reports-postgres-data') : join(repo, PERSISTENT_PGLITE);
  const seedSeconds = await seed(repo, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', SEED: 'none' });
  const server = await startShopDesk({ repo, port: await freePort(), dataDir, databaseUrl, staticDir: buildDir });
  try {
    if (databaseUrl) await vacuumAnalyze(databaseUrl);
    const user = await createBenchUser(server.url);
    const rows: string[][] = [];
    for (const scenario of scenarios()) {
      console.log(`[bench] reports on ${kind}: ${scenario.label}…`);
      const { p50, p95, failures } = await timeRequests(server, user.token, scenario.path);
      const load = loadavg()[0]!.toFixed(1);
      const budget = kind === 'PostgreSQL' ? `≤ ${BUDGET_MS}` : '—';
      const result = failures > 0 ? `FAIL (${failures} non-200)` : kind === 'PGlite' ? 'info' : p95 <= BUDGET_MS ? 'pass' : '**FAIL**';
      rows.push([scenario.label, kind, p50.toFixed(1), p95.toFixed(1), budget, result, load]);
    }
    rows.push([`(seeding or topping up, with new migrations, took ${seedSeconds.toFixed(0)} s)`, kind, '', '', '', '', '']);
    return rows;
  } finally {
    await server.stop();
  }
}

export async function reportsSection(repo: string, buildDir: string, tempRoot: string): Promise<string> {
  const header = ['Request', 'Database', 'p50 ms', 'p95 ms', 'Budget p95 ms', 'Result', 'Load avg (1 min) after'];
  const rows: string[][] = [];
  for (const kind of DRIVERS) {
    try {
      if (kind === 'PostgreSQL' && !(await postgresReachable())) {
        rows.push(['all', kind, '—', '—', `≤ ${BUDGET_MS}`, 'not measured: PostgreSQL unreachable', '']);
        continue;
      }
      rows.push(...(await measure(repo, kind, buildDir, tempRoot, kind === 'PostgreSQL' ? await ensurePostgresDatabase() : undefined)));
    } catch (error) {
      rows.push(['all', kind, '—', '—', kind === 'PostgreSQL' ? `≤ ${BUDGET_MS}` : '—', `not measured: ${(error as Error).message.split('\n')[0]!.slice(0, 160)}`, '']);
    }
  }
  return [
    `## 12. Dashboard and reports at ${PRODUCTS.toLocaleString('en')} products and ${SALES.toLocaleString('en')} sales`,
    '',
    `GET over HTTP against the real server, one request at a time, ${REQUESTS} timed requests per row after ${WARM_UP} warm-up ones; ` +
      'time from sending to the whole body read. "Month" is the screens\' default period (the current month); "year" is this calendar year. ' +
      'The history comes from `npm run seed:bench -- --products 100000 --sales 200000` (a year of sales, each with its lines and cash payment) ' +
      `and is kept between runs (PGlite in \`${PERSISTENT_PGLITE}\`, PostgreSQL in the database \`${PERSISTENT_POSTGRES}\`). ` +
      'The figures are read from the running totals of migration 0009 (report_days, report_products). Budget: docs/quality.md#budgets, on PostgreSQL; PGlite beside it for information.',
    '',
    table(header, rows),
  ].join('\n');
}
