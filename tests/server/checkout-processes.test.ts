import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/client';
import { productBody } from './catalog-helpers';
import { drivers } from './harness';
import { saleBody } from './sales-helpers';
import { freePort, ready, spawnServer, stop, type ServerProcess } from './server-process';

/**
 * races and crash with real server processes (tsx, as `npm run serve` runs the built one):
 * two processes selling from one PostgreSQL database and opening one till's shift at once, and a server killed with SIGKILL in the middle
 * of a checkout load, on PostgreSQL and on PGlite.
 */
const JWT_SECRET = 'checkout-processes-secret-long-enough-for-hs256';
const owner = { name: 'Ayesha Khan', email: 'ayesha@example.com', password: 'counter-pass-1' };
/** One laptop: 18,500 + VAT 15%. */
const LAPTOP_TOTAL = 21275;
const SHIFT_ROUNDS = 30;

const folders: string[] = [];
const databases: string[] = [];
const running: ServerProcess[] = [];

function newFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'shopdesk-checkout-'));
  folders.push(folder);
  return folder;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database on TEST_DATABASE_URL's server; its URL. */
async function newPostgresDatabase(): Promise<string> {
  const name = `shopdesk_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  databases.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  for (const server of running) await stop(server);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  for (const name of databases) await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer({ JWT_SECRET, DATA_DIR: newFolder(), ...env, PORT: String(await freePort()) });
  running.push(server);
  await ready(server, 90_000);
  return server;
}

async function send(url: string, method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The owner signed up, a laptop with `stock` in Main, Till 1's shift open; answers the token and the product's and till's ids. */
async function openShop(url: string, stock: number): Promise<{ token: string; laptop: string; till: string }> {
  expect((await send(url, 'POST', '/auth/signup', undefined, owner)).status).toBe(201);
  const token = (await send(url, 'POST', '/auth/login', undefined, { email: owner.email, password: owner.password })).body.jwtToken as string;
  await send(url, 'POST', '/api/categories', token, { name: 'Electronics' });
  await send(url, 'POST', '/api/brands', token, { name: 'Dell' });
  const product = await send(url, 'POST', '/api/products', token, productBody());
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  const [main] = (await send(url, 'GET', '/api/warehouses?q=Main', token)).body;
  const stocked = await send(url, 'POST', '/api/stock/adjustments', token, { productId: product.body._id, warehouseId: main._id, mode: 'count', quantity: stock, reason: 'opening' });
  expect(stocked.status, JSON.stringify(stocked.body)).toBe(201);
  // A POS sale is made at a till within its open shift: Till 1 (on Main), opened with a float of 0.00.
  const [till] = (await send(url, 'GET', '/api/tills', token)).body;
  expect((await send(url, 'POST', `/api/tills/${till._id}/shifts`, token, { float: 0 })).status).toBe(201);
  return { token, laptop: product.body._id, till: till._id as string };
}

/** A till's checkout: one laptop paid in cash, with its idempotency key. */
const checkout = (url: string, token: string, laptop: string, till: string) =>
  send(url, 'POST', '/api/sales', token, saleBody(laptop, { source: 'pos', till, payments: [{ method: 'Cash', amount: LAPTOP_TOTAL }] }), { 'Idempotency-Key': randomUUID() });

type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** What a half-written checkout would leave: each count must be 0. */
async function halfWritten(query: Query) {
  const [row] = await query(`select
      (select count(*) from sales s where not exists (select 1 from sale_lines l where l.sale_id = s.id))::int as sales_without_lines,
      (select count(*) from sales s where s.status = 'Completed' and not exists (select 1 from stock_movements m where m.reference = s.reference))::int as sales_without_movements,
      (select count(*) from sales s where s.paid <> coalesce((select sum(p.amount) from payments p where p.sale_id = s.id and p.kind = 'sale'), 0))::int as paid_not_payments,
      (select count(*) from stock_movements m where m.reason = 'sale' and not exists (select 1 from sales s where s.reference = m.reference))::int as movements_without_sale,
      (select count(*) from payments p where p.kind = 'sale' and not exists (select 1 from sales s where s.id = p.sale_id))::int as payments_without_sale,
      (select count(*) from stock_levels l where l.on_hand <> coalesce((select sum(m.delta) from stock_movements m where m.product_id = l.product_id and m.warehouse_id = l.warehouse_id), 0))::int as on_hand_not_ledger`);
  return row;
}

const noneHalfWritten = { sales_without_lines: 0, sales_without_movements: 0, paid_not_payments: 0, movements_without_sale: 0, payments_without_sale: 0, on_hand_not_ledger: 0 };

describe.each(drivers.filter((driver) => driver === 'postgres'))('two server processes on one %s database', () => {
  // Started once for both tests: a process takes ~10 s to start, the tests themselves a few.
  let databaseUrl: string;
  let first: ServerProcess;
  let second: ServerProcess;
  let shop: { token: string; laptop: string; till: string };
  beforeAll(async () => {
    databaseUrl = await newPostgresDatabase();
    // The first applies the migrations; the second finds them applied.
    first = await start({ DATABASE_URL: databaseUrl });
    second = await start({ DATABASE_URL: databaseUrl });
    shop = await openShop(first.url, 10);
  }, 120_000);
  afterAll(() => Promise.all([stop(first), stop(second)]));

  it('50 concurrent checkouts split over both on a product with 10 in stock make exactly 10 sales and 40 refusals (409)', async () => {
    const { token, laptop, till } = shop;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, index) => checkout(index % 2 === 0 ? first.url : second.url, token, laptop, till)));
    const statuses = answers.map((answer) => answer.status);
    expect([statuses.filter((status) => status === 201).length, statuses.filter((status) => status === 409).length]).toEqual([10, 40]);
    expect(new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.reference)).size).toBe(10);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const query: Query = async (text) => (await client.query(text)).rows;
      expect(await query(`select count(*)::int as sales, (select on_hand from stock_levels where product_id = '${laptop}') as on_hand, (select sum(delta)::int from stock_movements where product_id = '${laptop}') as ledger from sales`)).toEqual([
        { sales: 10, on_hand: 0, ledger: 0 },
      ]);
      expect(await halfWritten(query)).toEqual(noneHalfWritten);
    } finally {
      await client.end();
    }
  }, 120_000);

  /**
   * One open shift per till (docs/tills-and-shifts.md#shifts) across processes: the till's row lock and
   * the partial unique index are the only things the two share.
   */
  it(`open a shift on the same till at once, ${SHIFT_ROUNDS} rounds: each round exactly one opens it and the other is refused with 409`, async () => {
    const { token, till } = shop;
    // openShop opened shift 1 for the checkouts: it is closed first, so every round starts with none open.
    // (The owner's count closes it whatever its variance.)
    const [open] = (await send(first.url, 'GET', `/api/shifts?till=${till}&status=open`, token)).body as { _id: string }[];
    expect((await send(first.url, 'POST', `/api/shifts/${open!._id}/close`, token, { counted: 0 })).status).toBe(200);

    const rounds: { statuses: number[]; refusal: unknown }[] = [];
    for (let round = 1; round <= SHIFT_ROUNDS; round += 1) {
      const answers = await Promise.all([first, second].map((server, index) => send(server.url, 'POST', `/api/tills/${till}/shifts`, token, { float: round * 10 + index })));
      const opened = answers.filter((answer) => answer.status === 201);
      const refused = answers.find((answer) => answer.status !== 201);
      rounds.push({ statuses: answers.map((answer) => answer.status).sort(), refusal: refused?.body.error.details });
      // The one that opened it closes it with the count it expects, so the next round starts with none open.
      if (opened.length === 1) {
        const { shift, float } = opened[0]!.body;
        expect(shift.number).toBe(round + 1);
        const closed = await send(second.url, 'POST', `/api/shifts/${shift._id}/close`, token, { counted: float });
        expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      }
    }
    const refusal = [{ path: ['till'], message: 'Till 1 already has an open shift. Close it first.' }];
    expect(rounds).toEqual(Array.from({ length: SHIFT_ROUNDS }, () => ({ statuses: [201, 409], refusal })));

    // Read back from the database: one shift a round after the first, numbered without a gap, none left open.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`select count(*)::int as shifts, count(distinct number)::int as numbers, max(number) as last, count(*) filter (where status = 'open')::int as open from shifts where till_id = $1`, [till]);
      expect(rows).toEqual([{ shifts: SHIFT_ROUNDS + 1, numbers: SHIFT_ROUNDS + 1, last: SHIFT_ROUNDS + 1, open: 0 }]);
    } finally {
      await client.end();
    }
  }, 180_000);
});

describe.each(drivers.filter((driver) => driver === 'postgres'))('two server processes writing to one %s database at once', () => {
  it('opposing transfers, sales paid from one deposit and checkouts racing sale edits, split over both, answer no 5xx and keep the books', async () => {
    const databaseUrl = await newPostgresDatabase();
    const first = await start({ DATABASE_URL: databaseUrl });
    const second = await start({ DATABASE_URL: databaseUrl });
    const { token, laptop, till: tillId } = await openShop(first.url, 500);
    const on = (index: number) => (index % 2 === 0 ? first.url : second.url);
    const till = (await send(first.url, 'GET', '/api/accounts', token)).body.find((account: { isDefault: boolean }) => account.isDefault)._id as string;
    const bank = (await send(first.url, 'POST', '/api/accounts', token, { accountNumber: 'B-1', name: 'Bank', initialBalance: 1000 })).body._id as string;
    await send(first.url, 'POST', '/api/accounts', token, { accountNumber: 'S-1', name: 'Safe', initialBalance: 0 });
    const customer = (await send(first.url, 'POST', '/api/customers', token, { customerGroup: 'Regular', name: 'Bilal Ahmed', companyName: 'Ahmed Traders', email: 'bilal@example.com', phone: '0300-1234567', taxNumber: 'NTN-42', address: '12 Mall Road', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan' })).body;
    expect(customer._id).toBeDefined();
    expect((await send(first.url, 'POST', `/api/customers/${customer._id}/deposits`, token, { amount: LAPTOP_TOTAL * 5, accountId: till })).status).toBe(201);
    const made = await Promise.all(Array.from({ length: 6 }, (_, index) => checkout(on(index), token, laptop, tillId)));
    expect(made.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);

    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, index) => send(on(index), 'POST', '/api/transfers', token, { date: '2026-11-20', fromAccount: index % 4 < 2 ? till : bank, toAccount: index % 4 < 2 ? bank : till, amount: 1 + index })),
      ...Array.from({ length: 8 }, (_, index) => send(on(index + 1), 'POST', '/api/sales', token, saleBody(laptop, { customer: customer._id, payments: [{ method: 'Deposit', amount: LAPTOP_TOTAL }] }))),
      ...made.map((sale, index) => send(on(index + 1), 'PUT', `/api/sales/${sale.body._id}`, token, saleBody(laptop, { source: 'pos' }, { quantity: 2 }))),
      ...Array.from({ length: 12 }, (_, index) => checkout(on(index), token, laptop, tillId)),
    ]);
    expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.body)).toEqual([]);
    const statuses = answers.map((answer) => answer.status);
    // Every transfer, edit and checkout goes through; the deposit pays for exactly 5 of the 8.
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(20, 28).filter((status) => status === 201).length).toBe(5);
    expect(statuses.slice(28).every((status) => status === 200 || status === 201)).toBe(true);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const query: Query = async (text) => (await client.query(text)).rows;
      expect(await halfWritten(query)).toEqual(noneHalfWritten);
      // 6 sales edited to 2, 12 more checkouts, 5 deposit sales: 6 × 2 + 12 + 5 = 29 laptops gone.
      expect(await query(`select on_hand from stock_levels where product_id = '${laptop}'`)).toEqual([{ on_hand: 500 - 29 }]);
    } finally {
      await client.end();
    }
    const balances = (await send(second.url, 'GET', '/api/accounts', token)).body as { _id: string; balance: number }[];
    // The bank got 1 + 2 + 5 + 6 + … and sent 3 + 4 + 7 + 8 + …: indexes 0, 1 of each 4 go in.
    const toBank = Array.from({ length: 20 }, (_, index) => (index % 4 < 2 ? 1 + index : -(1 + index))).reduce((sum, amount) => sum + amount, 0);
    expect(balances.find((account) => account._id === bank)!.balance).toBe(1000 + toBank);
    await Promise.all([stop(first), stop(second)]);
  }, 180_000);
});

describe.each(drivers)('a server on %s killed with SIGKILL during checkout load', (driver) => {
  it('keeps every sale it answered 2xx with its lines, payment and stock movement, and nothing half-written', async () => {
    const dataDir = newFolder();
    const env: Record<string, string> = driver === 'postgres' ? { DATABASE_URL: await newPostgresDatabase(), DATA_DIR: dataDir } : { DATA_DIR: dataDir };
    const first = await start(env);
    const { token, laptop, till: tillId } = await openShop(first.url, 1000);

    // Eight tills check out one laptop after another until the process dies under them.
    const acknowledged: { _id: string; reference: string }[] = [];
    let killed = false;
    const till = async () => {
      while (!killed) {
        try {
          const answer = await checkout(first.url, token, laptop, tillId);
          if (answer.status === 201) acknowledged.push({ _id: answer.body._id, reference: answer.body.reference });
          else throw new Error(`checkout answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const tills = Array.from({ length: 8 }, till);
    // Killed mid-load: once 20 sales are answered, with 8 more in flight. A till that fails stops the wait.
    let failed: unknown = null;
    tills.forEach((running) => running.catch((error: unknown) => (failed ??= error)));
    while (acknowledged.length < 20 && failed === null) await new Promise((resolve) => setTimeout(resolve, 5));
    if (failed) throw failed;
    killed = true;
    first.child.kill('SIGKILL');
    await first.exited;
    await Promise.all(tills);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);

    const second = await start(env);
    const reads = await Promise.all(acknowledged.map((sale) => send(second.url, 'GET', `/api/sales/${sale._id}`, token)));
    for (const [index, read] of reads.entries()) {
      expect(read.status, acknowledged[index]!.reference).toBe(200);
      expect(read.body.reference).toBe(acknowledged[index]!.reference);
      expect(read.body.products.map((line: { quantity: number }) => line.quantity)).toEqual([1]);
      expect(read.body.payments.map((payment: { amount: number }) => payment.amount)).toEqual([LAPTOP_TOTAL]);
      expect([read.body.paid, read.body.paymentStatus]).toEqual([LAPTOP_TOTAL, 'Paid']);
    }
    await stop(second);

    const database = driver === 'postgres' ? null : await openPglite(dataDir);
    const client = driver === 'postgres' ? new pg.Client({ connectionString: env.DATABASE_URL }) : null;
    await client?.connect();
    try {
      const query: Query = database
        ? async (text) => ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows
        : async (text) => (await client!.query(text)).rows;
      const references = new Set((await query(`select reference from sales`)).map((row) => row.reference));
      expect(acknowledged.filter((sale) => !references.has(sale.reference))).toEqual([]);
      // Sales in flight at the kill are there whole or not at all: the shelf lost one laptop per stored sale.
      expect(await query(`select (select on_hand from stock_levels where product_id = '${laptop}') as on_hand, (select count(*)::int from sales) as sales`)).toEqual([{ on_hand: 1000 - references.size, sales: references.size }]);
      expect(await halfWritten(query)).toEqual(noneHalfWritten);
    } finally {
      await client?.end();
      await database?.close();
    }
  }, 120_000);
});
