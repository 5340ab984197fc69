/**
 * What PGlite's upkeep (server/db/pglite-maintenance.ts) costs and gives, on a PGlite folder filled by
 * `npm run seed:bench` (DATA_DIR): a day of POS sales through the API in this process, then one round
 * of upkeep as the server runs it when quiet, each table's statement timed (the longest a request can
 * wait), then VACUUM (ANALYZE) of every table timed alike (the worst case, whatever is due), and a few
 * queries' plans (EXPLAIN ANALYZE) before and after. Prints a report; bench/RESULTS.md section 13 holds
 * its figures.
 *
 *   DATA_DIR=/tmp/shop npm run seed:bench -- --products 20000 --sales 3000
 *   DATA_DIR=/tmp/shop node --import tsx bench/pglite-upkeep.ts --sales 2000
 */
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { readConfig } from '../server/config';
import { openPglite } from '../server/db/client';
import { startPgliteMaintenance } from '../server/db/pglite-maintenance';

const { values } = parseArgs({ options: { sales: { type: 'string', default: '2000' } } });
const salesToMake = Number(values.sales);
const config = readConfig();
const database = await openPglite(config.dataDir);
const db = database.db;
const app = createApp({ db, jwtSecret: 'pglite-upkeep-bench-secret-long-enough', uploadDir: tmpdir(), log: () => {}, cacheSessions: true });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function call(method: string, path: string, body: unknown, token?: string) {
  const response = await app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

async function token(): Promise<string> {
  const owner = { name: 'Upkeep Bench', email: 'upkeep-bench@example.com', password: 'upkeep-bench-pass-1' };
  await call('POST', '/auth/signup', owner);
  const login = await call('POST', '/auth/login', { email: owner.email, password: owner.password });
  if (!login.json.jwtToken) throw new Error(`login: ${JSON.stringify(login.json)}`);
  return login.json.jwtToken;
}

const QUERIES: Record<string, ReturnType<typeof sql>> = {
  "Today's sales with their lines": sql`select s.reference, sum(l.quantity) from sales s join sale_lines l on l.sale_id = s.id where s.date = current_date group by s.reference`,
  'Low stock levels (the bell)': sql`select count(*) from stock_levels l where l.on_hand <= l.alert_quantity`,
  'Best sellers of the last 7 days': sql`select product_id, sum(sold_amount) from report_products where grain = 'day' and period_start >= current_date - 7 group by 1 order by 2 desc limit 10`,
};

type Plan = { 'Node Type': string; 'Plan Rows': number; 'Actual Rows': number; Plans?: Plan[] };
function shape(plan: Plan): string {
  const children = plan.Plans?.map(shape).join(', ');
  return `${plan['Node Type']}${children ? `(${children})` : ''}`;
}
async function explainAll(label: string) {
  for (const [name, query] of Object.entries(QUERIES)) {
    await rows(query); // warm the cache: the second run is timed
    const [result] = await rows<{ 'QUERY PLAN': [{ Plan: Plan; 'Execution Time': number }] }>(sql`explain (analyze, format json) ${query}`);
    const { Plan: plan, 'Execution Time': ms } = result!['QUERY PLAN'][0];
    console.log(`${label} | ${name} | ${ms.toFixed(2)} ms | estimated ${plan['Plan Rows']} rows, got ${plan['Actual Rows']} | ${shape(plan)}`);
  }
}

async function makeSales(admin: string, count: number, products: { id: string; name: string }[]) {
  const startedAt = performance.now();
  for (let index = 0; index < count; index += 1) {
    const lines = [0, 1].map((offset) => products[(index * 2 + offset) % products.length]!);
    const answer = await call(
      'POST',
      '/api/sales',
      {
        customer: 'Walk-in Customer',
        warehouse: 'Main',
        biller: 'Main Biller',
        orderTax: 0,
        orderDiscount: 0,
        shippingCost: 0,
        saleStatus: 'Completed',
        paymentStatus: 'Pending',
        saleNote: '',
        staffNote: '',
        products: lines.map((line) => ({ _id: line.id, productName: line.name, quantity: 1 })),
      },
      admin,
    );
    if (answer.status !== 201) throw new Error(`sale ${index}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`);
  }
  console.log(`${count} sales through POST /api/sales in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}

async function statistics() {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  return rows<{ table: string; tuples: number; dead: number; modified: number; inserted: number }>(sql`
    select s.relname as "table", c.reltuples::int as tuples, s.n_dead_tup::int as dead, s.n_mod_since_analyze::int as modified, s.n_ins_since_vacuum::int as inserted
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
     where s.n_dead_tup + s.n_mod_since_analyze + s.n_ins_since_vacuum > 0 order by 1`);
}

async function timeEach(tables: string[], statement: (table: string) => string, label: string) {
  for (const table of tables) {
    const startedAt = performance.now();
    await db.execute(sql.raw(statement(table)));
    console.log(`${label} | ${table} | ${(performance.now() - startedAt).toFixed(0)} ms`);
  }
}

try {
  const [counts] = await rows<{ products: number; sales: number; levels: number }>(
    sql`select (select count(*) from products)::int as products, (select count(*) from sales)::int as sales, (select count(*) from stock_levels)::int as levels`,
  );
  console.log(`Folder ${config.dataDir}: ${JSON.stringify(counts)}; load average ${(await import('node:os')).loadavg().map((n) => n.toFixed(1)).join(', ')}`);
  const admin = await token();
  const products = await rows<{ id: string; name: string }>(
    sql`select p.id, p.name from products p join stock_levels l on l.product_id = p.id join warehouses w on w.id = l.warehouse_id
      where w.name = 'Main' and p.code like 'BN-%' and p.product_type = 'Standard' and l.on_hand >= 10 order by p.code limit 4000`,
  );
  await makeSales(admin, salesToMake, products);
  console.log('Statistics after the sales:', JSON.stringify(await statistics()));
  await explainAll('before');

  const messages: string[] = [];
  const round = startPgliteMaintenance(database, { quietFor: () => Number.POSITIVE_INFINITY, log: (message) => messages.push(message), pollMs: 3_600_000 });
  const startedAt = performance.now();
  const done = await round.runRound();
  await round.stop();
  console.log(`Upkeep round: ${done.length} tables in ${(performance.now() - startedAt).toFixed(0)} ms`);
  for (const message of messages) console.log(`  ${message}`);
  await explainAll('after');

  // Each of the largest tables' VACUUM (ANALYZE) and ANALYZE, due or not, at its size now: ANALYZE reads a
  // sample of 30,000 rows whatever was written, the part of the wait that does not shrink with fewer writes.
  const tables = (await rows<{ table: string }>(sql`select relname as "table" from pg_stat_user_tables where schemaname = 'public' order by pg_total_relation_size(relid) desc limit 8`)).map((row) => row.table);
  await timeEach(tables, (table) => `VACUUM (ANALYZE) "${table}"`, 'VACUUM (ANALYZE) right after the round');
  await timeEach(tables, (table) => `ANALYZE "${table}"`, 'ANALYZE alone');
} finally {
  await database.close();
}
