/**
 * Writes racing each other never answer 500 and never break a rule (docs/concurrency-and-limits.md,
 * "Lock order" and "Retries"): opposing transfers, sales paid from one deposit, checkouts racing
 * sale edits, category edits that would close a loop, and a product's code written as another's
 * size barcode. On PGlite one connection runs them in turn; on PostgreSQL they really overlap, where
 * each of these answered 500 or broke a rule.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addStock, adminAndStaff, productBody } from './catalog-helpers';
import { call, type Answer } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { laptopInStock, ledgerSum, onHandIn, saleBody } from './sales-helpers';
import { openTill1 } from './till-helpers';

const rowsOf = async <Row>(server: TestServer, query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: Row[] }).rows;
const statuses = (answers: Answer<unknown>[]) => answers.map((answer) => answer.status);
const serverErrors = (answers: Answer<unknown>[]) => answers.filter((answer) => answer.status >= 500).map((answer) => answer.body);

describe.each(drivers)('concurrent writes on %s', (driver) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin } = await adminAndStaff(server));
  });

  /** Deadlocks PostgreSQL has broken in this database (each victim was run again by the route layer). */
  async function deadlocks(): Promise<number> {
    // Statistics reach pg_stat_database when a backend reports them; a fresh snapshot then reads them.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await server.db.execute(sql`select pg_stat_clear_snapshot()`);
    return (await rowsOf<{ n: number }>(server, sql`select coalesce(sum(deadlocks), 0)::int as n from pg_stat_database where datname = current_database()`))[0]!.n;
  }

  it('30 pairs of opposing transfers (A to B and B to A at once) all succeed and the balances add up', async () => {
    const first = (await call(server, 'POST /api/accounts', admin, { json: { accountNumber: 'A-1', name: 'Till', initialBalance: 1000 } })).body._id;
    const second = (await call(server, 'POST /api/accounts', admin, { json: { accountNumber: 'B-1', name: 'Bank', initialBalance: 1000 } })).body._id;
    const transfer = (from: string, to: string, amount: number) => call(server, 'POST /api/transfers', admin, { json: { date: '2026-11-20', fromAccount: from, toAccount: to, amount } });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => [transfer(first, second, 1 + index), transfer(second, first, 2 + index)]).flat());
    expect(serverErrors(answers)).toEqual([]);
    expect(statuses(answers).every((status) => status === 201)).toBe(true);
    // A sends 1 + … + 30 = 465 and receives 2 + … + 31 = 495.
    const accounts = (await call(server, 'GET /api/accounts', admin, { query: { pageSize: 50 } })).body;
    expect(accounts.find((account) => account._id === first)!.balance).toBe(1030);
    expect(accounts.find((account) => account._id === second)!.balance).toBe(970);
  });

  it('sales paid from one deposit at once spend it at most once, with no 500', async () => {
    const laptop = await laptopInStock(server, admin, 50);
    const customer = (await call(server, 'POST /api/customers', admin, { json: { customerGroup: 'Regular', name: 'Bilal Ahmed', companyName: 'Ahmed Traders', email: 'bilal@example.com', phone: '0300-1234567', taxNumber: 'NTN-42', address: '12 Mall Road', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan' } })).body;
    expect((await call(server, 'POST /api/customers/:id/deposits', admin, { params: { id: customer._id }, json: { amount: 5000 } })).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { customer: customer._id, payments: [{ method: 'Deposit', amount: 1000 }] }) })),
    );
    expect(serverErrors(answers)).toEqual([]);
    const made = answers.filter((answer) => answer.status === 201).length;
    expect(made).toBe(5);
    expect(answers.filter((answer) => answer.status !== 201).every((answer) => answer.status === 400)).toBe(true);
    expect((await call(server, 'GET /api/customers/:id', admin, { params: { id: customer._id } })).body.depositBalance).toBe(0);
  });

  it('checkouts racing edits of sales of the same products answer no 500, and stock stays the sum of its movements', async () => {
    const laptop = await laptopInStock(server, admin, 200);
    const mouse = await laptopInStock(server, admin, 200, { productName: 'USB Mouse', productCode: 'MS-1', productTax: 'No Tax', productPrice: 9, productCost: 4 });
    const till = await openTill1(server, admin);
    const lines = (first: string, second: string, quantity: number) => ({
      products: [
        { _id: first, productName: 'first', quantity },
        { _id: second, productName: 'second', quantity: 1 },
      ],
    });
    const sales = await Promise.all(Array.from({ length: 6 }, () => call(server, 'POST /api/sales', admin, { json: saleBody(laptop, lines(laptop, mouse, 1)) })));
    expect(statuses(sales)).toEqual([201, 201, 201, 201, 201, 201]);
    const before = driver === 'postgres' ? await deadlocks() : 0;
    const answers = await Promise.all([
      ...sales.map((sale, index) => call(server, 'PUT /api/sales/:id', admin, { params: { id: sale.body._id }, json: saleBody(laptop, index % 2 ? lines(mouse, laptop, 2) : lines(laptop, mouse, 2)) })),
      ...Array.from({ length: 12 }, (_, index) => call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { source: 'pos', till, ...(index % 2 ? lines(mouse, laptop, 1) : lines(laptop, mouse, 1)) }) })),
    ]);
    expect(serverErrors(answers)).toEqual([]);
    expect(statuses(answers).every((status) => status === 200 || status === 201)).toBe(true);
    for (const product of [laptop, mouse]) expect(await onHandIn(server, product)).toBe(await ledgerSum(server, product));
    // Locks taken in one order: nothing for PostgreSQL to break, no retry needed.
    if (driver === 'postgres') expect((await deadlocks()) - before).toBe(0);
  });

  it('checkouts of the same products on lines in opposite orders never deadlock (the database counts none)', async () => {
    const products = [await laptopInStock(server, admin, 500)];
    const till = await openTill1(server, admin);
    for (let index = 1; index < 4; index += 1) products.push((await call(server, 'POST /api/products', admin, { json: productBody({ productName: `Item ${index}`, productCode: `IT-${index}`, productTax: 'No Tax' }) })).body._id);
    for (const product of products.slice(1)) await addStock(server.db, product, 'Main', 500);
    const before = driver === 'postgres' ? await deadlocks() : 0;
    const lines = (order: string[]) => ({ products: order.map((id) => ({ _id: id, productName: 'item', quantity: 1 })) });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => call(server, 'POST /api/sales', admin, { json: saleBody(products[0]!, { source: 'pos', till, ...lines(index % 2 ? [...products].reverse() : products) }) })),
    );
    expect(statuses(answers).every((status) => status === 201)).toBe(true);
    if (driver === 'postgres') expect((await deadlocks()) - before).toBe(0);
  });

  it('two category edits that would make each the parent of the other: one wins, the other is refused, and the list still answers', async () => {
    for (let round = 0; round < 8; round += 1) {
      await server.db.execute(sql`delete from categories`);
      const first = (await call(server, 'POST /api/categories', admin, { json: { name: `First ${round}` } })).body._id;
      const second = (await call(server, 'POST /api/categories', admin, { json: { name: `Second ${round}` } })).body._id;
      const answers = await Promise.all([
        call(server, 'PUT /api/categories/:id', admin, { params: { id: first }, json: { name: `First ${round}`, parentCategory: second } }),
        call(server, 'PUT /api/categories/:id', admin, { params: { id: second }, json: { name: `Second ${round}`, parentCategory: first } }),
      ]);
      expect(statuses(answers).sort()).toEqual([200, 400]);
      const loops = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from categories a join categories b on a.parent_id = b.id and b.parent_id = a.id`);
      expect(loops[0]!.n).toBe(0);
    }
    expect((await call(server, 'GET /api/categories', admin)).status).toBe(200);
  });

  it("a product's code and another product's size barcode written at once, the same in any case: one wins, the other is a 409, and no code is both", async () => {
    const sized = (round: number, barcode: string) =>
      productBody({ productName: `Shirt ${round}`, productCode: `SH-${round}`, hasVariant: true, variantList: [{ name: 'M', itemCode: 'VRT-1', barcode, additionalPrice: 0 }] });
    await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
    await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, round) => [
        call(server, 'POST /api/products', admin, { json: productBody({ productName: `Mug ${round}`, productCode: `CODE-${round}` }) }),
        call(server, 'POST /api/products', admin, { json: sized(round, `code-${round}`) }),
      ]).flat(),
    );
    expect(serverErrors(answers)).toEqual([]);
    for (let round = 0; round < 12; round += 1) expect(statuses(answers.slice(2 * round, 2 * round + 2)).sort()).toEqual([201, 409]);
    const both = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from products p join product_variants v on lower(v.barcode) = lower(p.code)`);
    expect(both[0]!.n).toBe(0);
  });

  it('a category loop already in the database (written before the check was safe) does not stop the category list', async () => {
    const first = (await call(server, 'POST /api/categories', admin, { json: { name: 'Loop one' } })).body._id;
    const second = (await call(server, 'POST /api/categories', admin, { json: { name: 'Loop two' } })).body._id;
    await server.db.execute(sql`update categories set parent_id = ${second} where id = ${first}`);
    await server.db.execute(sql`update categories set parent_id = ${first} where id = ${second}`);
    const started = performance.now();
    const list = await call(server, 'GET /api/categories', admin);
    expect(list.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(2000);
  }, 10_000);
});
