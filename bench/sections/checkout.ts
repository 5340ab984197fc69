/**
 * docs/quality.md#budgets: a 5-line POS checkout (POST /api/sales, source 'pos', cash, Idempotency-Key)
 * over HTTP against the real built server, on a database with 100,000 products and 200,000 sales:
 * p95 with one client (≤ 30 ms on PostgreSQL), and sales per second with 8 clients against the same SQL
 * sent by a bare pg pool in the same run (≥ 80 %; bench/lib/bare-checkout.ts).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkoutsOf, countSalesAndPayments, replayCheckouts, type BareResult, type RecordedCheckout, type RecordedStatement } from '../lib/bare-checkout';
import type { RunningServer } from '../lib/server-process';
import { onHistoryDatabases, loadText } from '../lib/history-server';
import { HISTORY_PRODUCTS, HISTORY_SALES, type HistoryDatabase } from '../lib/history-database';
import { measureLoad } from '../lib/load';
import { fixed, table } from '../lib/markdown';
import { percentile } from '../lib/percentiles';
import { benchCode, expectOk, posCheckoutBody, posItems, request, shopDate, topUpStock } from '../lib/shop-client';
import { benchSizeBarcode, BENCH_SIZED_EVERY } from '../seed/catalog';

export const CHECKOUT_HEADING = '## 8. POS checkout at 100,000 products and 200,000 sales';
const LINES = 5;
/** Products sold by the bench, spread over the catalog; each cart takes 5 of them, the next cart the next 5. */
const POOL = 400;
const CARTS = POOL / LINES;
/**
 * Each cart's last line is a size, read by its own barcode as a scanner reads it (one sized product a
 * cart, spread over the catalog's sized products, bench/seed/catalog.ts); the other 4 are products without sizes.
 */
const PLAIN = CARTS * (LINES - 1);
const sizeBarcodeOfCart = (cart: number) => benchSizeBarcode(BENCH_SIZED_EVERY * (1 + cart * Math.floor(HISTORY_PRODUCTS / BENCH_SIZED_EVERY / CARTS)), cart % 3);
const TOP_UP = 200;
const SEQUENTIAL = { warmUp: 30, timed: 300 };
const CLIENTS = 8;
const LOAD_SECONDS = 6;
/** Turns of the server's 8-client run and the bare pool's, on PostgreSQL. */
const ROUNDS = 3;
const P95_BUDGET_MS = 30;
/** docs/quality.md#budgets: the server's 8-client sales per second against a bare pg pool's with the same SQL. */
const RATIO_BUDGET = 0.8;
const RECORDER = join(import.meta.dirname, '..', 'lib', 'sql-recorder.mjs');

interface Measured {
  one: { samples: number; failures: number; p50: number; p95: number; p99: number; perSecond: number };
  many: { ok: number; notOk: number; errors: number; perSecond: number; p50: number; p95: number; p99: number; seconds: number };
  /** Sales per second of each round; `many` is the median one. */
  manyRates: number[];
  /** The same checkouts' SQL through a bare pg pool (PostgreSQL only): the median round, and each round's rate. */
  bare: BareResult | null;
  bareRates: number[];
  origin: string;
}

type TillRow = { _id: string; code: string; warehouse: string; biller: string; cashAccount: string; openShift: unknown };

/**
 * One till per client, each within an open shift (docs/tills-and-shifts.md#shifts): Till 1 and B2…B8 on
 * Till 1's warehouse, made once and kept with the bench's database. A till's checkouts queue on its row
 * (docs/tills-and-shifts.md#receipt-numbers), so 8 clients at one till would measure one drawer, not the server.
 */
async function benchTills(url: string, token: string): Promise<string[]> {
  const read = async () => (await expectOk(request(url, token, 'GET', '/api/tills?pageSize=100'), 'GET /api/tills')) as TillRow[];
  let rows = await read();
  const first = rows.find((row) => row.code === '1') ?? rows[0]!;
  for (let index = 2; index <= CLIENTS; index++) {
    if (rows.some((row) => row.code === `B${index}`)) continue;
    await expectOk(request(url, token, 'POST', '/api/tills', { name: `Bench till ${index}`, code: `B${index}`, warehouse: first.warehouse, biller: first.biller, cashAccount: first.cashAccount }), `adding bench till ${index}`);
  }
  rows = await read();
  const chosen = [first, ...rows.filter((row) => /^B\d$/.test(row.code))].slice(0, CLIENTS);
  for (const till of chosen) {
    if (!till.openShift) await expectOk(request(url, token, 'POST', `/api/tills/${till._id}/shifts`, { float: 0 }), `opening ${till.code}'s shift`);
  }
  return chosen.map((till) => till._id);
}

/**
 * One checkout of each cart, one after another, with the server's SQL recorder on (SIGUSR2 starts
 * and stops it, bench/lib/sql-recorder.mjs): the statements the bare pool sends again.
 */
async function recordCheckouts(server: RunningServer, token: string, bodies: readonly string[], recording: string): Promise<RecordedCheckout[]> {
  rmSync(recording, { force: true });
  process.kill(server.serverPid, 'SIGUSR2');
  await sleep(200);
  const sent: { key: string; reference: string; saleId: string }[] = [];
  for (const body of bodies) {
    const key = randomUUID();
    const answer = await request(server.url, token, 'POST', '/api/sales', JSON.parse(body), { 'Idempotency-Key': key });
    if (answer.status !== 201) throw new Error(`a recorded checkout answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
    const made = answer.json as { reference: string; _id: string };
    sent.push({ key, reference: made.reference, saleId: made._id });
  }
  process.kill(server.serverPid, 'SIGUSR2');
  for (let waited = 0; !existsSync(recording); waited += 100) {
    if (waited > 10_000) throw new Error('the server wrote no SQL recording');
    await sleep(100);
  }
  await sleep(200);
  return checkoutsOf(JSON.parse(readFileSync(recording, 'utf8')) as RecordedStatement[], sent);
}

/** The recorded checkouts through a bare pg pool, as many clients for as long as the server's run. */
async function bareLoad(databaseUrl: string, checkouts: readonly RecordedCheckout[]): Promise<BareResult> {
  // The server's last checkouts of the round before may still be committing (autocannon stops without
  // waiting for them): count once the numbers hold still.
  const counted = () => countSalesAndPayments(databaseUrl);
  let before = await counted();
  for (let again = await counted(); again.sales !== before.sales || again.payments !== before.payments; again = await counted()) {
    before = again;
    await sleep(200);
  }
  const bare = await replayCheckouts(databaseUrl, checkouts, { connections: CLIENTS, warmUpSeconds: 1, seconds: LOAD_SECONDS });
  // Each replay really made its sale and its payment: both grew by exactly the checkouts committed.
  const after = await counted();
  if (after.sales - before.sales !== bare.committed || after.payments - before.payments !== bare.committed) {
    throw new Error(`the bare pool committed ${bare.committed} checkouts, but sales grew by ${after.sales - before.sales} and payments by ${after.payments - before.payments}`);
  }
  return bare;
}

/** The run whose sales per second is the median of the rounds'. */
function medianRun<T extends { perSecond: number }>(runs: readonly T[]): T {
  return [...runs].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(runs.length / 2)]!;
}

async function measure(server: RunningServer, token: string, database: HistoryDatabase, recording: string): Promise<Measured> {
  const { url } = server;
  const { origin, kind: driver } = database;
  console.log(`[bench] checkout on ${driver}: reading ${POOL} products the POS way and topping up their stock…`);
  // Codes 1 + 312n: none is a sized product's (those end in 0).
  const plain = await posItems(url, token, Array.from({ length: PLAIN }, (_, index) => benchCode(1 + index * Math.floor(HISTORY_PRODUCTS / PLAIN))));
  const sizes = await posItems(url, token, Array.from({ length: CARTS }, (_, cart) => sizeBarcodeOfCart(cart)));
  if (sizes.some((item) => !item.scannedVariant)) throw new Error('a size barcode did not read as its size (by-code answered no scannedVariant)');
  const items = Array.from({ length: CARTS }, (_, cart) => [...plain.slice(cart * (LINES - 1), (cart + 1) * (LINES - 1)), sizes[cart]!]).flat();
  await topUpStock(url, token, items, TOP_UP);
  const today = await shopDate(url, token);
  const tills = await benchTills(url, token);
  // Cart n is rung up at till n mod CLIENTS, so the 8 clients sell at 8 tills as a shop's 8 counters would.
  const bodies = Array.from({ length: CARTS }, (_, cart) => JSON.stringify(posCheckoutBody(items.slice(cart * LINES, cart * LINES + LINES), today, tills[cart % tills.length]!)));
  let next = 0;
  const nextBody = () => bodies[next++ % bodies.length];

  console.log(`[bench] checkout on ${driver}: 1 client…`);
  const samples: number[] = [];
  let failures = 0;
  const started = performance.now();
  for (let index = 0; index < SEQUENTIAL.warmUp + SEQUENTIAL.timed; index++) {
    const answer = await request(url, token, 'POST', '/api/sales', JSON.parse(nextBody()), { 'Idempotency-Key': randomUUID() });
    if (answer.status !== 201) {
      failures++;
      if (failures === 1) console.log(`[bench] checkout answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
    } else if (index >= SEQUENTIAL.warmUp) samples.push(answer.ms);
  }
  const seconds = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);

  const serverLoad = async () => {
    const run = await measureLoad(
      {
        url: `${url}/api/sales`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        vary: () => ({ body: nextBody(), headers: { 'idempotency-key': randomUUID() } }),
      },
      { connections: CLIENTS, durationSeconds: LOAD_SECONDS, maxSeconds: LOAD_SECONDS + 30, warmup: { durationSeconds: 1 } },
    );
    return { ok: run.ok, notOk: run.notOk, errors: run.errors, perSecond: run.requestsPerSecond, p50: run.p50, p95: run.p95, p99: run.p99, seconds: run.seconds };
  };
  // On PostgreSQL the server and the bare pool take turns, ROUNDS times each: one pair of 6-second runs
  // on a shared 2-core machine was seen to vary their ratio by several points.
  const checkouts = database.databaseUrl ? await recordCheckouts(server, token, bodies, recording) : null;
  const manyRuns: Measured['many'][] = [];
  const bareRuns: BareResult[] = [];
  for (let round = 1; round <= (checkouts ? ROUNDS : 1); round++) {
    console.log(`[bench] checkout on ${driver}: ${CLIENTS} clients for ${LOAD_SECONDS} s (round ${round})…`);
    manyRuns.push(await serverLoad());
    if (!checkouts) continue;
    console.log(`[bench] checkout on ${driver}: the same SQL through a bare pg pool, ${CLIENTS} clients for ${LOAD_SECONDS} s (round ${round})…`);
    bareRuns.push(await bareLoad(database.databaseUrl!, checkouts));
  }
  // The sales really are there: the newest is one of ours, with its five lines.
  const newest = await expectOk(request(url, token, 'GET', '/api/sales?pageSize=1&source=pos'), 'GET /api/sales');
  const sale = await expectOk(request(url, token, 'GET', `/api/sales/${newest[0]._id}`), 'GET /api/sales/:id');
  if (sale.products.length !== LINES || sale.payments.length !== 1) throw new Error(`the last checkout has ${sale.products.length} lines and ${sale.payments.length} payments`);
  if (!sale.products[LINES - 1].variantId) throw new Error('the last checkout\'s size line names no size');
  const many = medianRun(manyRuns);
  const bare = bareRuns.length > 0 ? medianRun(bareRuns) : null;
  return {
    one: {
      samples: samples.length,
      failures,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      p99: percentile(samples, 99),
      perSecond: (SEQUENTIAL.warmUp + SEQUENTIAL.timed) / seconds,
    },
    many,
    manyRates: manyRuns.map((run) => run.perSecond),
    bare,
    bareRates: bareRuns.map((run) => run.perSecond),
    origin,
  };
}

export async function checkoutSection(repo: string, buildDir: string, tempRoot: string): Promise<string> {
  const startLoad = loadText();
  const recording = join(tempRoot, 'checkout-sql.json');
  const runs = await onHistoryDatabases(repo, buildDir, tempRoot, (server, user, database) => measure(server, user.token, database, recording), {
    serverEnv: { NODE_OPTIONS: `--import=${RECORDER}`, SHOPDESK_SQL_RECORD: recording },
  });
  const header = ['Database', 'Clients', 'Sales (2xx)', 'Non-2xx / errors', 'Sales/s', 'p50 ms', 'p95 ms', 'p99 ms', 'Budget', 'Result', 'Load avg (1 min) before → after'];
  const rows: string[][] = [];
  for (const run of runs) {
    const loads = `${run.loadBefore.toFixed(2)} → ${run.loadAfter.toFixed(2)}`;
    if (!run.result) {
      rows.push([run.driver, '—', '—', '—', '—', '—', '—', '—', '—', `not measured: ${run.error}`, loads]);
      continue;
    }
    const { one, many } = run.result;
    const budgeted = run.driver === 'PostgreSQL';
    rows.push([
      run.driver,
      '1',
      String(one.samples),
      `${one.failures} / 0`,
      fixed(one.perSecond),
      fixed(one.p50, 2),
      fixed(one.p95, 2),
      fixed(one.p99, 2),
      budgeted ? `p95 ≤ ${P95_BUDGET_MS} ms` : 'info',
      one.failures > 0 ? `**FAIL** (${one.failures} refused)` : budgeted ? (one.p95 <= P95_BUDGET_MS ? 'pass' : '**FAIL**') : '—',
      loads,
    ]);
    const { bare, manyRates, bareRates } = run.result;
    const ratio = bare && bare.perSecond > 0 ? many.perSecond / bare.perSecond : null;
    const notOk = many.notOk + many.errors;
    const rounds = (rates: number[]) => (rates.length > 1 ? ` (rounds: ${rates.map((rate) => fixed(rate)).join(', ')})` : '');
    const ratios = bareRates.length > 1 ? `; each round ${manyRates.map((rate, index) => `${fixed((rate / bareRates[index]!) * 100)} %`).join(', ')}` : '';
    rows.push([
      run.driver,
      String(CLIENTS),
      String(many.ok),
      `${many.notOk} / ${many.errors}`,
      fixed(many.perSecond) + rounds(manyRates),
      fixed(many.p50, 2),
      fixed(many.p95, 2),
      fixed(many.p99, 2),
      budgeted ? `≥ ${RATIO_BUDGET * 100} % of the bare pool's` : 'info',
      notOk > 0 ? `**FAIL** (${notOk} not 2xx)` : ratio === null ? '—' : `${ratio >= RATIO_BUDGET ? 'pass' : '**FAIL**'}: ${fixed(ratio * 100)} % of the medians${ratios}`,
      loads,
    ]);
    if (bare) {
      rows.push([
        `${run.driver}, the same SQL by a bare pg pool`,
        String(CLIENTS),
        String(bare.ok),
        `${bare.failed} / 0`,
        fixed(bare.perSecond) + rounds(bareRates),
        fixed(bare.p50, 2),
        fixed(bare.p95, 2),
        fixed(bare.p99, 2),
        'info',
        bare.failed > 0 ? `**FAIL** (${bare.failed} failed: ${bare.firstFailure?.slice(0, 80).replace(/\|/g, '\\|')})` : '—',
        loads,
      ]);
    }
  }
  const origins = runs.filter((run) => run.origin).map((run) => `${run.driver}: ${run.origin}`);
  return [
    CHECKOUT_HEADING,
    '',
    `POST /api/sales as the POS sends it (src/api/pos/pos-sales.ts's body: source 'pos', ${LINES} lines of one piece, Completed, one Cash payment with the amount received, ` +
      `totals priced by the cart machine's priceCart; a new Idempotency-Key header on every request) over HTTP to the real built server (\`npm start\`'s command), ` +
      `on a database with ${HISTORY_PRODUCTS.toLocaleString('en')} products and ${HISTORY_SALES.toLocaleString('en')} sales from \`npm run seed:bench\`, kept between runs ` +
      `(${origins.join('; ') || 'none ready'}). Each run reads ${PLAIN} products without sizes spread over the catalog and ${CARTS} sizes of ${CARTS} sized products (1 product in ${BENCH_SIZED_EVERY} has 3–5 sizes, each with its own barcode and stock) ` +
      `with GET /api/pos/products/by-code, the sizes by their own barcodes, and puts ${TOP_UP} more of each into Main by a received purchase; ` +
      `cart n sells ${LINES - 1} of the products and one size, the size's line naming it as the till does (${CARTS} different carts in turn), so concurrent checkouts touch different stock rows.`,
    '',
    `- 1 client: ${SEQUENTIAL.timed} checkouts one after another after ${SEQUENTIAL.warmUp} warm-up ones; time from sending to the whole answer read (Node fetch). Sales/s here includes the warm-up.`,
    `- ${CLIENTS} clients: autocannon, ${CLIENTS} connections, ${LOAD_SECONDS} s after 1 s of warm-up, each request a new cart body and key, the carts rung up at ${CLIENTS} tills in turn (Till 1 and B2…B${CLIENTS}, each within an open shift); sales/s = 2xx answers / wall time. The load generator runs on the same 2 cores as the server.`,
    `- The same SQL by a bare pg pool (PostgreSQL): while one checkout of each of the ${CARTS} carts is sent one after another, the server records the statements it sends (text and parameters, bench/lib/sql-recorder.mjs loaded with NODE_OPTIONS=--import); ` +
      `then a pg pool in the bench's process, with the server's pool size and report slots, sends each checkout's statements again (the session read, then BEGIN … COMMIT, prepared as the server's are), ` +
      `each with a new idempotency key and the receipt number its till gives it, ${CLIENTS} at a time for ${LOAD_SECONDS} s after 1 s of warm-up (bench/lib/bare-checkout.ts). No HTTP, no validation, no Drizzle: what PostgreSQL itself gives these checkouts on this machine. ` +
      `The server's run and the bare pool's take turns, ${ROUNDS} rounds each; each row shows its median round (its latencies are that round's), and the ratio is of the two medians.`,
    '- Budgets (docs/quality.md#budgets) are set for PostgreSQL; PGlite is shown for comparison.',
    '',
    table(header, rows),
    '',
    `Load average when the section started: ${startLoad}; when it ended: ${loadText()} (1, 5, 15 min). Other work on the 2 cores widens the tails and lowers the rates.`,
  ].join('\n');
}
