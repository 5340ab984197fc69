/**
 * The reliability budget in docs/quality.md#budgets (docs/concurrency-and-limits.md, "How it is tested"): 0 × 5xx in
 * a 60 s, 16-connection mixed load on PostgreSQL, and the ledgers consistent afterwards. Reads,
 * POS checkouts, sale edits, returns with refunds and transfers run at once against the real built
 * server on a new database; the bench keeps its own books (what each answered write moved) and
 * compares them with the server's stock and account balances, and each stock level with the sum of
 * its movements.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { onInterrupt } from '../lib/cleanup';
import { freePort } from '../lib/free-port';
import { fixed, table } from '../lib/markdown';
import { percentile } from '../lib/percentiles';
import { createBenchDatabase, postgresReachable } from '../lib/postgres-database';
import { createBenchUser, startShopDesk } from '../lib/shopdesk-server';
import { expectOk, request, type Answer } from '../lib/shop-client';

export const MIXED_LOAD_HEADING = '## 14. Mixed write load on PostgreSQL (reads, checkouts, edits, returns, transfers)';
const CONNECTIONS = 16;
const SECONDS = 60;
const PRODUCTS = 20;
const STOCK_EACH = 200_000;
const OPENING_BALANCE = 1_000_000;
/** Tills selling at once (Till 1 and three more on Main, their cash into the default account). */
const TILLS = 4;
/** Share of each kind of request, out of 100. */
const MIX = { read: 40, checkout: 25, edit: 12, return: 8, transfer: 15 } as const;
type Kind = keyof typeof MIX;

interface SaleModel {
  id: string;
  /** product id → quantity on the sale, as its last answer said. */
  lines: Map<string, number>;
}

interface Books {
  stock: Map<string, number>;
  balances: Map<string, number>;
}

interface KindTally {
  answers: Map<number, number>;
  errors: number;
  ms: number[];
}

const cents = (amount: number) => Math.round(amount * 100);

async function setUp(url: string, token: string) {
  const call = (method: string, path: string, body?: unknown) => expectOk(request(url, token, method, path, body), `${method} ${path}`);
  await call('POST', '/api/categories', { name: 'Load' });
  await call('POST', '/api/brands', { name: 'Load' });
  const products: { id: string; name: string; code: string; price: number }[] = [];
  for (let index = 1; index <= PRODUCTS; index++) {
    const code = `ML-${String(index).padStart(3, '0')}`;
    const price = 5 + index;
    const made = await call('POST', '/api/products', {
      productType: 'Standard', productName: `Load item ${index}`, productCode: code, barcodeSymbology: 'Code 128', brand: 'Load', category: 'Load',
      productUnit: 'Piece', saleUnit: 'Piece', purchaseUnit: 'Piece', productCost: 2, productPrice: price, alertQuantity: 0, productTax: 'No Tax', taxMethod: 'Exclusive',
    });
    products.push({ id: made._id, name: made.productName ?? `Load item ${index}`, code, price });
  }
  await call('POST', '/api/purchase', { warehouse: 'Main', purchaseStatus: 'Received', note: 'Load stock', products: products.map((product) => ({ productId: product.id, quantity: STOCK_EACH, productCost: 2 })) });
  await call('POST', '/api/accounts', { accountNumber: 'LOAD-BANK', name: 'Load bank', initialBalance: OPENING_BALANCE });
  await call('POST', '/api/accounts', { accountNumber: 'LOAD-SAFE', name: 'Load safe', initialBalance: OPENING_BALANCE });
  const accounts = (await call('GET', '/api/accounts?pageSize=50')) as { _id: string; isDefault: boolean; balance: number }[];
  const till = accounts.find((account) => account.isDefault);
  if (!till) throw new Error('the new database has no default account');
  // A shop taking 16 checkouts at once has several tills: a till's checkouts queue on its row
  // (docs/tills-and-shifts.md#receipt-numbers), so the load sells at TILLS tills, each within an open shift.
  const first = ((await call('GET', '/api/tills?pageSize=10')) as { _id: string; warehouse: string; biller: string }[])[0]!;
  const tills = [first._id];
  for (let index = 2; index <= TILLS; index++) {
    tills.push((await call('POST', '/api/tills', { name: `Load till ${index}`, code: `L${index}`, warehouse: first.warehouse, biller: first.biller, cashAccount: till._id }))._id);
  }
  for (const id of tills) await call('POST', `/api/tills/${id}/shifts`, { float: 0 });
  return { products, till: till._id, tills, accounts: accounts.map((account) => account._id), openingBalances: new Map(accounts.map((account) => [account._id, cents(account.balance)])) };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)]!;
}

function kindOf(roll: number): Kind {
  let bound = 0;
  for (const [kind, share] of Object.entries(MIX) as [Kind, number][]) {
    bound += share;
    if (roll < bound) return kind;
  }
  return 'read';
}

async function runLoad(url: string, token: string, setup: Setup) {
  const books: Books = { stock: new Map(setup.products.map((product) => [product.id, STOCK_EACH])), balances: new Map(setup.openingBalances) };
  const sales: SaleModel[] = [];
  const busy = new Set<string>();
  const tallies = new Map<Kind, KindTally>(Object.keys(MIX).map((kind) => [kind as Kind, { answers: new Map(), errors: 0, ms: [] }]));
  const serverErrors: string[] = [];
  const move = (map: Map<string, number>, key: string, delta: number) => map.set(key, (map.get(key) ?? 0) + delta);
  const note = (kind: Kind, answer: Answer) => {
    const tally = tallies.get(kind)!;
    tally.answers.set(answer.status, (tally.answers.get(answer.status) ?? 0) + 1);
    tally.ms.push(answer.ms);
    if (answer.status >= 500 && serverErrors.length < 5) serverErrors.push(`${kind} ${answer.status}: ${JSON.stringify(answer.json).slice(0, 200)}`);
  };
  const linesOf = (answer: { products: { _id: string; quantity: number }[] }) => {
    const lines = new Map<string, number>();
    for (const line of answer.products) move(lines, line._id, line.quantity);
    return lines;
  };
  const today = new Date().toISOString().slice(0, 10);

  const operations: Record<Kind, () => Promise<void>> = {
    read: async () => {
      const path = pick(['/api/dashboard', '/api/products?q=load&pageSize=25', '/api/sales?pageSize=25', '/api/reports/sales/summary', '/api/accounts', '/api/pos/products?pageSize=12', '/api/returns/sale']);
      note('read', await request(url, token, 'GET', path));
    },
    checkout: async () => {
      const chosen = [...new Set(Array.from({ length: 1 + Math.floor(Math.random() * 3) }, () => pick(setup.products)))];
      const total = chosen.reduce((sum, product) => sum + product.price, 0);
      const body = {
        till: pick(setup.tills),
        customer: 'Walk-in Customer', warehouse: 'Main', biller: 'Main Biller', source: 'pos', saleStatus: 'Completed', orderTax: 0, orderDiscount: 0, coupon: 0, shippingCost: 0,
        products: chosen.map((product) => ({ _id: product.id, productName: product.name, productCode: product.code, quantity: 1, unitPrice: product.price, variant: null, subTotal: product.price })),
        totalAmount: total,
        payments: [{ method: 'Cash', amount: total, received: Math.ceil(total / 10) * 10 }],
      };
      const answer = await request(url, token, 'POST', '/api/sales', body, { 'Idempotency-Key': randomUUID() });
      note('checkout', answer);
      if (answer.status !== 201) return;
      for (const product of chosen) move(books.stock, product.id, -1);
      for (const payment of answer.json.payments as { amount: number; accountId?: string | null; account?: string | null }[]) {
        move(books.balances, payment.accountId ?? setup.till, cents(payment.amount));
      }
      sales.push({ id: answer.json._id, lines: linesOf(answer.json) });
    },
    edit: async () => {
      const sale = sales.length ? pick(sales) : undefined;
      if (!sale || busy.has(sale.id)) return operations.read();
      busy.add(sale.id);
      try {
        const grow = pick([...sale.lines.keys()]);
        const products = [...sale.lines].map(([id, quantity]) => {
          const product = setup.products.find((candidate) => candidate.id === id)!;
          return { _id: id, productName: product.name, quantity: quantity + (id === grow ? 1 : 0) };
        });
        const answer = await request(url, token, 'PUT', `/api/sales/${sale.id}`, {
          customer: 'Walk-in Customer', warehouse: 'Main', biller: 'Main Biller', source: 'pos', saleStatus: 'Completed', orderTax: 0, orderDiscount: 0, coupon: 0, shippingCost: 0, date: today, products,
        });
        note('edit', answer);
        if (answer.status !== 200) return;
        const lines = linesOf(answer.json);
        for (const id of new Set([...sale.lines.keys(), ...lines.keys()])) move(books.stock, id, (sale.lines.get(id) ?? 0) - (lines.get(id) ?? 0));
        sale.lines = lines;
      } finally {
        busy.delete(sale.id);
      }
    },
    return: async () => {
      const sale = sales.length ? pick(sales) : undefined;
      if (!sale || busy.has(sale.id)) return operations.read();
      busy.add(sale.id);
      try {
        const returnable = await request(url, token, 'GET', `/api/returns/sale/returnable/${sale.id}`);
        const line = (returnable.json?.lines as { lineId: string; productId: string; returnable: number; subTotal: number; returnedAmount: number }[] | undefined)?.find((candidate) => candidate.returnable > 0);
        if (!line) return;
        const value = cents(line.subTotal) - cents(line.returnedAmount);
        const refund = Math.max(0, value - cents(returnable.json.due)) / 100;
        const answer = await request(url, token, 'POST', '/api/returns/sale', { sale: sale.id, lines: [{ lineId: line.lineId, quantity: line.returnable }], restock: true, refundAmount: refund, creditAmount: 0, method: 'Cash', accountId: setup.till, note: '' });
        note('return', answer);
        if (answer.status !== 201) return;
        move(books.stock, line.productId, line.returnable);
        move(books.balances, setup.till, -cents(refund));
      } finally {
        busy.delete(sale.id);
      }
    },
    transfer: async () => {
      const from = pick(setup.accounts);
      const to = pick(setup.accounts.filter((account) => account !== from));
      const amount = 1 + Math.floor(Math.random() * 50);
      const answer = await request(url, token, 'POST', '/api/transfers', { date: today, fromAccount: from, toAccount: to, amount });
      note('transfer', answer);
      if (answer.status !== 201) return;
      move(books.balances, from, -cents(amount));
      move(books.balances, to, cents(amount));
    },
  };

  const deadline = performance.now() + SECONDS * 1000;
  let thrown = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const kind = kindOf(Math.random() * 100);
        try {
          await operations[kind]();
        } catch (error) {
          thrown++;
          tallies.get(kind)!.errors++;
          if (serverErrors.length < 5) serverErrors.push(`${kind} threw: ${(error as Error).message}`);
        }
      }
    }),
  );
  return { books, tallies, serverErrors, thrown, sales: sales.length };
}

async function checkLedgers(url: string, token: string, databaseUrl: string, setup: Setup, books: Books) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const levels = await client.query<{ n: number }>(
      `select count(*)::int as n from (
         select coalesce(l.product_id, m.product_id) as product_id from stock_levels l
         full join (select product_id, warehouse_id, sum(delta) as moved from stock_movements group by 1, 2) m on m.product_id = l.product_id and m.warehouse_id = l.warehouse_id
         where coalesce(l.on_hand, 0) <> coalesce(m.moved, 0)) off`,
    );
    const accounts = await client.query<{ n: number }>(
      `select count(*)::int as n from accounts a where a.initial_balance
         + coalesce((select sum(case when p.direction = 'in' then p.amount else -p.amount end) from payments p where p.account_id = a.id), 0)
         <> a.initial_balance + coalesce((select sum(p.amount) from payments p where p.account_id = a.id and p.direction = 'in'), 0) - coalesce((select sum(p.amount) from payments p where p.account_id = a.id and p.direction = 'out'), 0)`,
    );
    const onHand = await client.query<{ product_id: string; on_hand: number }>(`select product_id, sum(on_hand)::int as on_hand from stock_levels group by 1`);
    const stockDiffers = setup.products.filter((product) => (onHand.rows.find((row) => row.product_id === product.id)?.on_hand ?? 0) !== books.stock.get(product.id)).length;
    const served = (await expectOk(request(url, token, 'GET', '/api/accounts?pageSize=50'), 'GET /api/accounts')) as { _id: string; balance: number }[];
    const balancesDiffer = served.filter((account) => cents(account.balance) !== (books.balances.get(account._id) ?? 0)).length;
    // Each deadlock PostgreSQL broke (the route layer then ran the victim's transaction again).
    const deadlocks = await client.query<{ n: number }>(`select coalesce(sum(deadlocks), 0)::int as n from pg_stat_database where datname = current_database()`);
    return { levelsOff: levels.rows[0]!.n, accountsOff: accounts.rows[0]!.n, stockDiffers, balancesDiffer, accounts: served.length, deadlocks: deadlocks.rows[0]!.n };
  } finally {
    await client.end();
  }
}

export async function mixedLoadSection(repo: string, buildDir: string, tempRoot: string): Promise<string> {
  if (!(await postgresReachable())) return [MIXED_LOAD_HEADING, '', 'Not measured: PostgreSQL unreachable.'].join('\n');
  const database = await createBenchDatabase();
  const forget = onInterrupt(database.drop);
  const loadBefore = loadavg()[0];
  const server = await startShopDesk({ repo, port: await freePort(), dataDir: join(tempRoot, 'mixed-load-data'), databaseUrl: database.url, staticDir: buildDir });
  try {
    const user = await createBenchUser(server.url);
    console.log(`[bench] mixed load: setting up ${PRODUCTS} products and 3 accounts on ${database.name}…`);
    const setup = await setUp(server.url, user.token);
    console.log(`[bench] mixed load: ${CONNECTIONS} connections for ${SECONDS} s…`);
    const started = performance.now();
    const run = await runLoad(server.url, user.token, setup);
    const seconds = (performance.now() - started) / 1000;
    const ledgers = await checkLedgers(server.url, user.token, database.url, setup, run.books);
    const logged = server.output().split('\n').filter((line) => /Unexpected error/.test(line));
    if (logged.length) console.log(`[bench] mixed load: the server logged ${logged.length} errors, the first: ${logged.slice(0, 3).join(' | ').slice(0, 2000)}`);
    const loadAfter = loadavg()[0];
    const rows = [...run.tallies].map(([kind, tally]) => {
      const sorted = [...tally.ms].sort((a, b) => a - b);
      const count = (test: (status: number) => boolean) => [...tally.answers].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
      const statuses = [...tally.answers].sort(([a], [b]) => a - b).map(([status, n]) => `${status} × ${n}`).join(', ');
      return [kind, `${MIX[kind]} %`, String(sorted.length), String(count((status) => status < 300)), String(count((status) => status >= 400 && status < 500)), String(count((status) => status >= 500)), String(tally.errors), statuses || '—', fixed(percentile(sorted, 50), 1), fixed(percentile(sorted, 95), 1), fixed(percentile(sorted, 99), 1)];
    });
    const total = (column: number) => rows.reduce((sum, row) => sum + Number(row[column]), 0);
    const fivexx = total(5) + run.thrown;
    const consistent = ledgers.levelsOff === 0 && ledgers.accountsOff === 0 && ledgers.stockDiffers === 0 && ledgers.balancesDiffer === 0;
    return [
      MIXED_LOAD_HEADING,
      '',
      `${CONNECTIONS} clients, each sending its next request as soon as the last one answered, for ${SECONDS} s (measured ${fixed(seconds, 1)} s), over HTTP to the real built server ` +
        `(\`npm start\`'s command) on a new PostgreSQL database. Set up first: ${PRODUCTS} Standard products with ${STOCK_EACH.toLocaleString('en')} each in Main (one received purchase), ` +
        `two accounts of ${OPENING_BALANCE.toLocaleString('en')} beside the default one. Each request is drawn at random: ` +
        'reads (the dashboard, a product search, the sale list, the sale report\'s summary, the accounts, the POS tiles, the returns list), ' +
        'POS checkouts at 4 tills, each within an open shift (1 to 3 of the products, paid in cash, a new Idempotency-Key each), edits of a sale made by the run (one line one more), ' +
        'returns of a whole remaining line of such a sale (restocked, refunded out of the default account by what was paid), and transfers of 1 to 50 between any two of the 3 accounts. ' +
        'A sale is edited or returned by one client at a time. Then the ledgers are checked: every stock level against the sum of its movements and every account\'s balance against ' +
        'initial + money in − money out (SQL on the database), and both against the bench\'s own books of what each successful answer moved.',
      '',
      table(['Request', 'Share', 'Sent', '2xx', '4xx', '5xx', 'No answer', 'Statuses', 'p50 ms', 'p95 ms', 'p99 ms'], rows),
      '',
      table(
        ['Check', 'Result'],
        [
          ['5xx and requests with no answer (budget 0)', `${fivexx} → ${fivexx === 0 ? 'pass' : '**FAIL**'}`],
          ['Stock levels ≠ sum of their movements', String(ledgers.levelsOff)],
          ['Products whose stock ≠ the bench\'s books', `${ledgers.stockDiffers} of ${PRODUCTS}`],
          ['Accounts whose balance ≠ initial + in − out', String(ledgers.accountsOff)],
          ['Accounts whose balance ≠ the bench\'s books', `${ledgers.balancesDiffer} of ${ledgers.accounts}`],
          ['Ledgers consistent', consistent ? 'pass' : '**FAIL**'],
          ['Deadlocks PostgreSQL detected and broke (each victim run again by the route layer; info)', String(ledgers.deadlocks)],
        ],
      ),
      '',
      `Sales made: ${run.sales}. Load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (other work on the 2 cores slows every request).` +
        (run.serverErrors.length ? ` First failures: ${run.serverErrors.join(' | ').replace(/\|/g, '\\|')}` : ''),
    ].join('\n');
  } finally {
    await server.stop();
    await database.drop().catch((error) => console.error(`[bench] could not drop ${database.name}: ${error}`));
    void forget();
  }
}
