/**
 * The X and Z reports over a shift of 2,000 sales on PostgreSQL (docs/quality.md#budgets: ≤ 200 ms;
 * docs/tills-and-shifts.md), and what a checkout at a till costs. In this process, on a new
 * PostgreSQL database: a shift at Till 1, then N cash, card and split checkouts at the till through
 * the API (app.request, no socket), pay-ins, pay-outs and no-sales; then the X report read 50 times,
 * the close (which reckons the Z figures) timed, and the Z report read 50 times. Prints the
 * markdown of bench/RESULTS.md section 16.
 *
 *   node --import tsx bench/shift-reports.ts --sales 2000
 */
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createApp } from '../server/app';
import { openPostgres } from '../server/db/client';
import { createBenchDatabase, vacuumAnalyze } from './lib/postgres-database';
import { fixed, table } from './lib/markdown';
import { percentile } from './lib/percentiles';

const { values } = parseArgs({ options: { sales: { type: 'string', default: '2000' }, reads: { type: 'string', default: '50' }, 'checkouts-only': { type: 'boolean', default: false } } });
const salesToMake = Number(values.sales);
const reads = Number(values.reads);
/** Only the concurrent checkouts without a till: what runs on a commit before tills existed (the "before" figure). */
const checkoutsOnly = values['checkouts-only'];
const CLIENTS = 8;
const PER_CLIENT = 150;
const BUDGET_MS = 200;

const database = await createBenchDatabase();
const opened = await openPostgres(database.url);
const app = createApp({ db: opened.db, jwtSecret: 'shift-report-bench-secret-long-enough', uploadDir: tmpdir(), log: () => {}, cacheSessions: true });

async function call(method: string, path: string, body: unknown, token?: string) {
  const started = performance.now();
  const response = await app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  return { status: response.status, json, ms: performance.now() - started };
}

function ok<T extends { status: number; json: unknown }>(answer: T, what: string): T {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`);
  return answer;
}

try {
  const owner = { name: 'Shift Bench', email: 'shift-bench@example.com', password: 'shift-bench-pass-1' };
  await call('POST', '/auth/signup', owner);
  const token = ok(await call('POST', '/auth/login', { email: owner.email, password: owner.password }), 'login').json.jwtToken as string;
  await call('POST', '/api/categories', { name: 'Bench' }, token);
  await call('POST', '/api/brands', { name: 'Bench' }, token);
  const product = ok(
    await call('POST', '/api/products', { productType: 'Standard', productName: 'Bench pen', productCode: 'PEN-1', barcodeSymbology: 'Code 128', brand: 'Bench', category: 'Bench', productUnit: 'Per PC', saleUnit: 'Piece', purchaseUnit: 'Piece', productCost: 1, productPrice: 2.5, alertQuantity: 0, productTax: 'No Tax', taxMethod: 'Exclusive' }, token),
    'product',
  ).json;
  await opened.db.execute(sql`insert into stock_levels (product_id, warehouse_id, on_hand) select ${product._id}, id, 1000000 from warehouses where name = 'Main'`);
  const saleBody = (index: number, till?: string) => {
    const quantity = 1 + (index % 4);
    const total = 2.5 * quantity;
    const payments = index % 3 === 0 ? [{ method: 'Cash', amount: total, received: Math.ceil(total) }] : index % 3 === 1 ? [{ method: 'Card', amount: total }] : [{ method: 'Cash', amount: 1 }, { method: 'Card', amount: total - 1 }];
    return { customer: 'Walk-in Customer', warehouse: 'Main', biller: 'Main Biller', source: 'pos', ...(till ? { till } : {}), saleStatus: 'Completed', products: [{ _id: product._id, quantity }], payments };
  };
  /** CLIENTS loops at once, each PER_CLIENT checkouts (at its own till when given): sales per second and latencies. */
  const concurrent = async (tillOf: (client: number) => string | undefined) => {
    const latencies: number[] = [];
    const begun = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let index = 0; index < PER_CLIENT; index++) latencies.push(ok(await call('POST', '/api/sales', saleBody(index, tillOf(client)), token), 'concurrent checkout').ms);
      }),
    );
    return { latencies, perSecond: latencies.length / ((performance.now() - begun) / 1000) };
  };
  const noTill = await concurrent(() => undefined);
  const concurrentRow = (what: string, run: { latencies: number[]; perSecond: number }) => {
    const s = [...run.latencies].sort((a, b) => a - b);
    return [what, String(s.length), fixed(run.perSecond), fixed(percentile(s, 50), 2), fixed(percentile(s, 95), 2)];
  };
  if (checkoutsOnly) {
    console.log(table(['Checkouts, 8 at once', 'Sales', 'Sales/s', 'p50 ms', 'p95 ms'], [concurrentRow('POS sale naming no till', noTill)]));
    process.exit(0);
  }
  const tills: string[] = [];
  const [warehouse] = ((await opened.db.execute(sql`select id from warehouses where name = 'Main'`)) as unknown as { rows: { id: string }[] }).rows;
  const [firstTill] = ok(await call('GET', '/api/tills', undefined, token), 'tills').json;
  for (let client = 0; client < CLIENTS; client++) {
    const made = client === 0 ? firstTill : ok(await call('POST', '/api/tills', { name: `Till ${client + 1}`, code: String(client + 1), warehouse: warehouse!.id, biller: firstTill.biller, cashAccount: firstTill.cashAccount }, token), 'till').json;
    ok(await call('POST', `/api/tills/${made._id}/shifts`, { float: 0 }, token), 'open');
    tills.push(made._id);
  }
  const atTills = await concurrent((client) => tills[client]);
  const atOneTill = await concurrent(() => tills[0]);
  for (const id of tills) {
    const open = ok(await call('GET', `/api/tills/${id}`, undefined, token), 'till').json.openShift._id;
    const x = ok(await call('GET', `/api/shifts/${open}/report`, undefined, token), 'X').json;
    ok(await call('POST', `/api/shifts/${open}/close`, { counted: x.expectedCash }, token), 'close');
  }
  const till = firstTill;
  const shift = ok(await call('POST', `/api/tills/${till._id}/shifts`, { float: 100 }, token), 'open').json.shift._id as string;

  const checkoutMs: number[] = [];
  const started = performance.now();
  for (let index = 0; index < salesToMake; index++) {
    const answer = ok(await call('POST', '/api/sales', saleBody(index, till._id), token), `checkout ${index}`);
    checkoutMs.push(answer.ms);
    if (index % 100 === 0) {
      ok(await call('POST', `/api/shifts/${shift}/cash`, { direction: 'in', amount: 5, reason: 'Change' }, token), 'pay-in');
      ok(await call('POST', `/api/shifts/${shift}/no-sale`, { reason: 'Change for a note' }, token), 'no-sale');
    }
    if (index % 100 === 50) ok(await call('POST', `/api/shifts/${shift}/cash`, { direction: 'out', amount: 3, reason: 'Milk' }, token), 'pay-out');
  }
  const sellingSeconds = (performance.now() - started) / 1000;
  await vacuumAnalyze(database.url);

  const xMs: number[] = [];
  let x: { sales: { count: number }; expectedCash: number } | undefined;
  for (let index = 0; index < reads; index++) {
    const answer = ok(await call('GET', `/api/shifts/${shift}/report`, undefined, token), 'X');
    xMs.push(answer.ms);
    x = answer.json;
  }
  const close = ok(await call('POST', `/api/shifts/${shift}/close`, { counted: x!.expectedCash }, token), 'close');
  const zMs: number[] = [];
  for (let index = 0; index < reads; index++) zMs.push(ok(await call('GET', `/api/shifts/${shift}/report`, undefined, token), 'Z').ms);

  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const row = (what: string, list: number[], budget: string, pass: boolean | null) => {
    const s = sorted(list);
    return [what, String(list.length), fixed(percentile(s, 50), 2), fixed(percentile(s, 95), 2), fixed(s[s.length - 1], 2), budget, pass === null ? '—' : pass ? 'pass' : '**FAIL**'];
  };
  const xRow = row('X report (GET /api/shifts/{id}/report, open shift)', xMs, `≤ ${BUDGET_MS} ms`, percentile(sorted(xMs), 95) <= BUDGET_MS);
  const closeRow = row('Close with the count (reckons and keeps the Z figures)', [close.ms], `≤ ${BUDGET_MS} ms`, close.ms <= BUDGET_MS);
  const zRow = row('Z report (GET /api/shifts/{id}/report, closed shift)', zMs, `≤ ${BUDGET_MS} ms`, percentile(sorted(zMs), 95) <= BUDGET_MS);
  const checkoutRow = row('Checkout at the till (1 line, in-process, one client)', checkoutMs, 'info', null);
  console.log(
    [
      `## 16. Shift reports (X and Z) over a shift of ${salesToMake.toLocaleString('en')} sales on PostgreSQL`,
      '',
      `\`node --import tsx bench/shift-reports.ts --sales ${salesToMake}\`, ${new Date().toISOString()}: a new PostgreSQL database (127.0.0.1), the API called in-process ` +
        `(app.request, no socket). Till 1 opens a shift, then ${salesToMake.toLocaleString('en')} checkouts at the till (cash, card and split in turn), a pay-in and a no-sale every 100 sales and a pay-out every 100, ` +
        `in ${fixed(sellingSeconds, 1)} s; VACUUM ANALYZE; then the X report ${reads} times, the close, and the Z report ${reads} times. The X report counted ${x!.sales.count} sales.`,
      '',
      table(['What', 'Samples', 'p50 ms', 'p95 ms', 'max ms', 'Budget', 'Result'], [xRow, closeRow, zRow, checkoutRow]),
      '',
      `Checkouts ${CLIENTS} at once (${CLIENTS} loops of ${PER_CLIENT} in this process, before the shift above): POS sales naming no till all take the shop-wide POS counter; at ${CLIENTS} tills each takes its own till's row; at one till they queue on it.`,
      '',
      table(
        ['Checkouts, 8 at once', 'Sales', 'Sales/s', 'p50 ms', 'p95 ms'],
        [concurrentRow('POS sale naming no till', noTill), concurrentRow(`At ${CLIENTS} tills, one each`, atTills), concurrentRow('All at one till', atOneTill)],
      ),
    ].join('\n'),
  );
} finally {
  await opened.close();
  await database.drop();
}
