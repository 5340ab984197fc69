/**
 * The offline till's catalog feed (docs/offline-till.md#the-catalog-feed) at 100,000 products on
 * PostgreSQL: a till's first full read page by page, a read after 100 products changed, a read when
 * nothing changed, the plan of a page, and what the triggers of migration 0028 add to a bulk write.
 * A new database of its own, seeded here, so the kept history databases other sections share stay as
 * they are.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { onInterrupt } from '../lib/cleanup';
import { freePort } from '../lib/free-port';
import { fixed, table } from '../lib/markdown';
import { percentile } from '../lib/percentiles';
import { createBenchDatabase, postgresReachable, vacuumAnalyze } from '../lib/postgres-database';
import { request } from '../lib/shop-client';
import { createBenchUser, startShopDesk } from '../lib/shopdesk-server';

export const OFFLINE_CATALOG_HEADING = '## 17. Offline till catalog feed at 100,000 products (PostgreSQL)';
const PRODUCTS = 100_000;
const PAGE = 500;
const CHANGED = 100;
const EMPTY_READS = 200;
/** docs/quality.md#budgets: product reads at 100,000 products on PostgreSQL; the feed has none of its own. */
const READ_BUDGET_MS = 20;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
}

/**
 * 100,000 Standard products in two statements (every 10th with 3 sizes, each its own barcode), topped
 * up to that count on a kept database: the catalog a till reads, not a shop's history.
 */
async function seed(client: pg.Client): Promise<void> {
  await client.query(`insert into products (product_type, name, code, barcode_symbology, category_id, product_unit_id, purchase_unit_id, cost, price, tax_id, tax_method, has_variant)
    select 'Standard', 'Offline bench ' || n, 'OB-' || lpad(n::text, 6, '0'), 'Code 128', (select id from categories order by name limit 1), (select id from units order by name limit 1),
      (select id from units order by name limit 1), 1000 + n, 2000 + n, (select id from taxes order by name limit 1), 'Exclusive', n % 10 = 0
    from generate_series((select count(*) from products where code like 'OB-%') + 1, ${PRODUCTS}) as n`);
  await client.query(`insert into product_variants (product_id, position, name, item_code, barcode, additional_price)
    select p.id, s.position, s.name, s.name, p.code || '-' || s.name, 0 from products p cross join (values (1, 'S'), (2, 'M'), (3, 'L')) as s(position, name)
    where p.code like 'OB-%' and p.has_variant on conflict do nothing`);
}

export async function offlineCatalogSection(repo: string, buildDir: string, tempRoot: string): Promise<string> {
  if (!(await postgresReachable())) return [OFFLINE_CATALOG_HEADING, '', 'Not measured: PostgreSQL unreachable.'].join('\n');
  // BENCH_OFFLINE_DATABASE names a database this section seeded before (kept, not dropped): the seed
  // only tops it up, so a re-run skips the ~20 minutes of seeding 100,000 products on a busy machine.
  const kept = process.env.BENCH_OFFLINE_DATABASE;
  const database = kept ? { name: kept, url: `postgres://postgres@127.0.0.1:5432/${kept}`, drop: async () => {} } : await createBenchDatabase();
  const forget = onInterrupt(database.drop);
  const loadBefore = loadavg()[0]!;
  const server = await startShopDesk({ repo, port: await freePort(), dataDir: join(tempRoot, 'offline-catalog-data'), databaseUrl: database.url, staticDir: buildDir });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const user = await createBenchUser(server.url);
    console.log(`[bench] offline catalog: seeding ${PRODUCTS.toLocaleString('en')} products on ${database.name}…`);
    const seedStarted = performance.now();
    await seed(client);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    await vacuumAnalyze(database.url);
    const tills = await request(server.url, user.token, 'GET', '/api/tills');
    const till = (tills.json as { _id: string }[])[0]!._id;
    const feed = (after: string | null) => request(server.url, user.token, 'GET', `/api/tills/${till}/catalog?limit=${PAGE}${after ? `&after=${after}` : ''}`);

    console.log('[bench] offline catalog: the full read…');
    const pageMs: number[] = [];
    let cursor: string | null = null;
    let changes = 0;
    let failures = 0;
    const fullStarted = performance.now();
    for (;;) {
      const answer = await feed(cursor);
      if (answer.status !== 200) {
        failures++;
        break;
      }
      pageMs.push(answer.ms);
      const body = answer.json as { changes: unknown[]; cursor: string; more: boolean };
      changes += body.changes.length;
      cursor = body.cursor;
      if (!body.more) break;
    }
    const fullSeconds = (performance.now() - fullStarted) / 1000;

    const emptyMs: number[] = [];
    for (let index = 0; index < EMPTY_READS; index++) {
      const answer = await feed(cursor);
      if (answer.status !== 200 || (answer.json as { changes: unknown[] }).changes.length > 0) failures++;
      else emptyMs.push(answer.ms);
    }

    const updateStarted = performance.now();
    await client.query(`update products set price = price + 100 where id in (select id from products order by code limit ${CHANGED})`);
    const updateMs = performance.now() - updateStarted;
    const delta = await feed(cursor);
    const deltaChanges = (delta.json as { changes: unknown[] } | undefined)?.changes.length ?? 0;

    // What the triggers add to a bulk write: 10,000 prices in one statement, with and without them.
    const bulk = async () => {
      const started = performance.now();
      await client.query('begin');
      await client.query(`update products set price = price + 1 where id in (select id from products order by code desc limit 10000)`);
      await client.query('rollback');
      return performance.now() - started;
    };
    const withTriggers = Math.min(await bulk(), await bulk(), await bulk());
    await client.query('alter table products disable trigger products_catalog_update');
    const withoutTriggers = Math.min(await bulk(), await bulk(), await bulk());
    await client.query('alter table products enable trigger products_catalog_update');

    const [xid, seq] = cursor!.split('.');
    const plan = await client.query(
      `explain (analyze, costs off) select c.entity, c.entity_id from catalog_changes c where c.xid < pg_snapshot_xmax(pg_current_snapshot()) and (c.xid, c.seq) > ('${Math.max(0, Number(xid) - 1)}'::xid8, ${seq}::bigint) order by c.xid, c.seq limit ${PAGE + 1}`,
    );
    const planText = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join(' / ');
    const loadAfter = loadavg()[0]!;

    const pages = stats(pageMs);
    const empty = stats(emptyMs);
    const result = (p95: number) => (failures > 0 ? `**FAIL** (${failures} not as expected)` : p95 <= READ_BUDGET_MS ? 'pass' : 'over');
    return [
      OFFLINE_CATALOG_HEADING,
      '',
      `GET /api/tills/{id}/catalog over HTTP to the real built server (\`npm start\`'s command) on a new PostgreSQL database with ${PRODUCTS.toLocaleString('en')} products ` +
        `(seeded by the section in two INSERTs, every 10th with 3 sizes, through the triggers of migrations 0028 and 0029 in ${fixed(seedSeconds, 1)} s), one request at a time, pages of ${PAGE}; ` +
        'time from sending to the whole answer read. The feed has no budget of its own: the column compares with the 20 ms p95 of product reads at this size (docs/quality.md#budgets), ' +
        'which is for a page of 10 products, not 500 with their sizes.',
      '',
      table(
        ['Read', 'Requests', 'Changes', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'vs 20 ms'],
        [
          [`Full read from the start (${fixed(fullSeconds, 1)} s in all)`, String(pages.n), changes.toLocaleString('en'), fixed(pages.p50, 1), fixed(pages.p95, 1), fixed(pages.p99, 1), fixed(pages.max, 1), result(pages.p95)],
          ['Nothing changed since the cursor', String(empty.n), '0', fixed(empty.p50, 2), fixed(empty.p95, 2), fixed(empty.p99, 2), fixed(empty.max, 2), result(empty.p95)],
          [`After ${CHANGED} products' prices changed (one statement, ${fixed(updateMs, 1)} ms)`, '1', String(deltaChanges), fixed(delta.ms, 1), '—', '—', '—', deltaChanges === CHANGED ? 'all read' : '**FAIL**'],
        ],
      ),
      '',
      `What the catalog_changes trigger adds to a bulk write: 10,000 products' prices in one UPDATE (rolled back), best of 3: ${fixed(withTriggers, 0)} ms with it, ` +
        `${fixed(withoutTriggers, 0)} ms with it disabled.`,
      '',
      `The page's plan (EXPLAIN ANALYZE of its catalog_changes part): ${planText.replace(/\|/g, '\\|')}.`,
      '',
      `Load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (other work on the 2 cores slows every request).`,
    ].join('\n');
  } finally {
    await client.end().catch(() => {});
    await server.stop();
    forget();
    await database.drop().catch((error) => console.error(`[bench] could not drop ${database.name}: ${error}`));
  }
}
