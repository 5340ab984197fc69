import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withSalesNotArrived, type SaleNotArrived } from '../../src/domain/sales-not-arrived';
import { adminAndStaff, productBody } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { laptopInStock, onHandIn, saleBody } from './sales-helpers';

/** One laptop: 18,500.00 + VAT 15% = 21,275.00 (major units on the wire). */
const LAPTOP = 21275;

/**
 * The server half of the offline till (docs/offline-till.md), on both drivers: receipt number blocks
 * shared with online checkouts, sales made offline arriving twice, late and out of order, stock sold
 * short and the owner's list of it, a shift closed before its last sales arrived, and the catalog feed.
 */
describe.each(drivers)('the offline till on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let laptop: string;
  let till: { _id: string; code: string; cashAccount: string };

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    laptop = await laptopInStock(server, admin, 2);
    till = (await call(server, 'GET /api/tills', staff)).body[0]!;
  });

  const rows = async <Row>(query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const withKey = (key: string) => ({ 'Idempotency-Key': key });
  const reserve = (size: number, key = randomUUID()) => call(server, 'POST /api/tills/:id/number-blocks', staff, { params: { id: till._id }, json: { size }, headers: withKey(key) });
  const openShift = async (float = 100) => (await call(server, 'POST /api/tills/:id/shifts', staff, { params: { id: till._id }, json: { float } })).body.shift._id;
  const online = (quantity = 1) =>
    call(server, 'POST /api/sales', staff, { json: saleBody(laptop, { source: 'pos', till: till._id, payments: [{ method: 'Cash', amount: LAPTOP * quantity }] }, { quantity }) });
  const offlineBody = (block: string, number: number, shift: string, extra: { quantity?: number; clientId?: string; madeAt?: string; method?: string } = {}) =>
    saleBody(
      laptop,
      {
        source: 'pos',
        till: till._id,
        payments: [{ method: extra.method ?? 'Cash', amount: LAPTOP * (extra.quantity ?? 1) }],
        offline: { clientId: extra.clientId ?? randomUUID(), block, number, madeAt: extra.madeAt ?? '2026-11-26T10:15:00Z', shift },
      },
      { quantity: extra.quantity ?? 1, unitPrice: 18500 },
    );
  /**
   * The test files share one PostgreSQL server, and the feed holds a change back while a transaction
   * of another database may still be in flight (docs/offline-till.md#the-catalog-feed): it delays,
   * never skips. A read that waits for a change asks again from the same cursor for a while.
   */
  const feed = (after?: string, limit = 2) => call(server, 'GET /api/tills/:id/catalog', staff, { params: { id: till._id }, query: { limit: String(limit), after } });
  const heldBack = () => new Promise((resolve) => setTimeout(resolve, 100));
  const feedUntil = async (after: string, arrived: (changes: { kind: string; _id: string }[]) => boolean) => {
    for (let attempt = 1; ; attempt++) {
      const answer = await feed(after, 100);
      if (arrived(answer.body.changes) || attempt === 50) return answer;
      await heldBack();
    }
  };
  const sendOffline = (body: Record<string, unknown>, key = randomUUID()) => call(server, 'POST /api/sales', staff, { json: body, headers: withKey(key) });

  it('a block takes the next numbers of the till; online checkouts number after it; sizes and held blocks are bounded', async () => {
    await openShift();
    expect((await online()).body.reference).toBe('POS-1-000001');
    const key = randomUUID();
    const block = await reserve(5, key);
    expect(block.status, JSON.stringify(block.body)).toBe(201);
    expect(block.body).toMatchObject({ first: 2, last: 6, firstReference: 'POS-1-000002', lastReference: 'POS-1-000006', status: 'held', used: 0, voided: 0 });
    // The same key again is the same block, not five more numbers.
    const again = await reserve(5, key);
    expect(again.body._id).toBe(block.body._id);
    expect((await online()).body.reference).toBe('POS-1-000007');
    expect((await reserve(0)).status).toBe(400);
    expect((await reserve(1001)).status).toBe(400);
    for (let held = 2; held <= 4; held++) expect((await reserve(1)).status).toBe(201);
    const fifth = await reserve(1);
    expect(fifth.status).toBe(409);
    expect(fifth.body.message).toBe('Till 1 already holds 4 number blocks. Release one first.');
    const listed = await call(server, 'GET /api/tills/:id/number-blocks', staff, { params: { id: till._id } });
    expect(listed.body.map((held) => held.first)).toEqual([2, 8, 9, 10]);
  });

  it('sales made offline arrive late, twice and out of order: each once, numbered as made; stock sold short is recorded for the owner', async () => {
    const shift = await openShift();
    const block = (await reserve(5)).body;
    const six = offlineBody(block._id, 5, shift);
    const two = offlineBody(block._id, 2, shift, { quantity: 3 });
    const sixKey = randomUUID();
    const first = await sendOffline(six, sixKey);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ reference: 'POS-1-000005', date: '2026-11-26', _id: (six.offline as { clientId: string }).clientId });
    // Twice with its key, and again under another key after the first answer was lost: one sale.
    expect((await sendOffline(six, sixKey)).body._id).toBe(first.body._id);
    expect((await sendOffline(six)).body._id).toBe(first.body._id);
    // Number 2 arrives after 6; the shop had 1 laptop left and the till sold 3.
    const short = await sendOffline(two);
    expect(short.status, JSON.stringify(short.body)).toBe(201);
    expect(short.body.reference).toBe('POS-1-000002');
    expect(await onHandIn(server, laptop)).toBe(-2);
    const [{ sales, movements }] = await rows<{ sales: number; movements: number }>(
      sql`select (select count(*)::int from sales) as sales, (select coalesce(sum(delta), 0)::int from stock_movements where product_id = ${laptop}) as movements`,
    );
    expect(sales).toBe(2);
    expect(movements).toBe(-2);
    const needs = await call(server, 'GET /api/stock-shortfalls', admin);
    expect(needs.status).toBe(200);
    expect(needs.body).toHaveLength(1);
    expect(needs.body[0]).toMatchObject({ saleReference: 'POS-1-000002', short: 2, onHandAfter: -2, warehouse: 'Main', resolvedAt: null });
    const bell = await call(server, 'GET /api/notifications', admin);
    expect(bell.body.shortfalls).toMatchObject({ total: 1, items: [{ saleReference: 'POS-1-000002', short: 2 }] });
    const resolved = await call(server, 'POST /api/stock-shortfalls/:id/resolve', admin, { params: { id: needs.body[0]!._id } });
    expect(resolved.body.resolvedAt).not.toBeNull();
    expect((await call(server, 'GET /api/stock-shortfalls', admin)).body).toHaveLength(0);
    // Another sale with a number taken, a number outside the block, a deposit: refused, nothing written.
    const taken = await sendOffline(offlineBody(block._id, 5, shift));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('POS-1-000005 is already another sale.');
    expect((await sendOffline(offlineBody(block._id, 6, shift))).status).toBe(400);
    const deposit = await sendOffline(offlineBody(block._id, 3, shift, { method: 'Deposit' }));
    expect(deposit.status).toBe(400);
    expect(deposit.body.error.details[0].path).toEqual(['payments', 0, 'method']);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from sales`))[0]!.n).toBe(2);
  });

  it('a released block records its unused numbers as void; one that still arrives takes its number back; every number is accounted for once', async () => {
    const shift = await openShift();
    await online();
    const block = (await reserve(5)).body;
    await online();
    expect((await sendOffline(offlineBody(block._id, 3, shift))).status).toBe(201);
    const released = await call(server, 'POST /api/number-blocks/:id/release', staff, { params: { id: block._id }, headers: withKey(randomUUID()) });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body).toMatchObject({ status: 'released', used: 1, voided: 4 });
    expect((await sendOffline(offlineBody(block._id, 5, shift))).status).toBe(201);
    const numbers = await rows<{ number: number; kind: string }>(
      sql`select substring(reference from 7)::int as number, 'sale' as kind from sales where till_id = ${till._id}
          union all select number::int, 'void' from receipt_number_voids where till_id = ${till._id} order by 1`,
    );
    expect(numbers.map((row) => `${row.number} ${row.kind}`)).toEqual(['1 sale', '2 void', '3 sale', '4 void', '5 sale', '6 void', '7 sale']);
    const [{ last }] = await rows<{ last: number }>(sql`select last_receipt::int as last from tills where id = ${till._id}`);
    expect(last).toBe(7);
  });

  it('past receipt number 999,999 a released block still tells its used numbers from its unused ones', async () => {
    const shift = await openShift();
    await server.db.execute(sql`update tills set last_receipt = 999998 where id = ${till._id}`);
    const block = (await reserve(3)).body;
    expect(block).toMatchObject({ first: 999999, last: 1000001, lastReference: 'POS-1-1000001' });
    const sold = await sendOffline(offlineBody(block._id, 1000000, shift));
    expect(sold.body.reference).toBe('POS-1-1000000');
    const released = await call(server, 'POST /api/number-blocks/:id/release', staff, { params: { id: block._id }, headers: withKey(randomUUID()) });
    expect(released.body).toMatchObject({ status: 'released', used: 1, voided: 2 });
    const voids = await rows<{ number: number }>(sql`select number::int from receipt_number_voids where till_id = ${till._id} order by 1`);
    expect(voids.map((row) => row.number)).toEqual([999999, 1000001]);
  });

  it('a shift closed before its last sale made offline arrived: the Z report counts it when it comes, the expected cash is the sum of what the till took', async () => {
    const float = 100;
    const shift = await openShift(float);
    const block = (await reserve(3)).body;
    await online();
    expect((await sendOffline(offlineBody(block._id, 1, shift))).status).toBe(201);
    // The till made a third sale offline (cash 21,275.00 in the drawer) that has not arrived.
    const counted = float + 3 * LAPTOP;
    const close = await call(server, 'POST /api/shifts/:id/close', staff, { params: { id: shift }, json: { counted, salesMade: 3 }, headers: withKey(randomUUID()) });
    expect(close.status, JSON.stringify(close.body)).toBe(200);
    expect(close.body).toMatchObject({ kind: 'Z', salesMade: 3, salesAwaited: 1, expectedCash: float + 2 * LAPTOP, variance: LAPTOP });
    const late = await sendOffline(offlineBody(block._id, 2, shift, { madeAt: new Date().toISOString() }));
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    const z = await call(server, 'GET /api/shifts/:id/report', staff, { params: { id: shift } });
    expect(z.body).toMatchObject({ kind: 'Z', sales: { count: 3, amount: 3 * LAPTOP }, salesAwaited: 0, expectedCash: counted, variance: 0 });
    // The drawer's account holds what was counted: the over posted at the close is taken back.
    const [{ variance, cash }] = await rows<{ variance: number; cash: number }>(
      sql`select coalesce(sum(case when direction = 'in' then amount else -amount end) filter (where kind = 'cash-variance'), 0)::int as variance,
            coalesce(sum(amount) filter (where kind = 'sale' and method = 'Cash'), 0)::int as cash
          from payments where shift_id = ${shift}`,
    );
    expect(variance).toBe(0);
    expect(cash).toBe(3 * LAPTOP * 100);
  });

  it('a late sale is reckoned into the figures kept at the close: a sale of the shift edited since the close stays as counted', async () => {
    const float = 100;
    const shift = await openShift(float);
    const block = (await reserve(1)).body;
    // An online sale on credit (nothing paid), then the close: the till made it and one offline, not arrived yet.
    const onCredit = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop, { source: 'pos', till: till._id, payments: [] }) });
    expect(onCredit.status, JSON.stringify(onCredit.body)).toBe(201);
    const counted = float + LAPTOP;
    const close = await call(server, 'POST /api/shifts/:id/close', admin, { params: { id: shift }, json: { counted, salesMade: 2 }, headers: withKey(randomUUID()) });
    expect(close.body).toMatchObject({ kind: 'Z', sales: { count: 1, amount: LAPTOP }, salesAwaited: 1, expectedCash: float, variance: LAPTOP });
    // Canceled in the back office after the close: the Z report reads as counted (docs/tills-and-shifts.md#closing).
    const canceled = await call(server, 'PUT /api/sales/:id', admin, { params: { id: onCredit.body._id }, json: saleBody(laptop, { source: 'pos', saleStatus: 'Canceled', payments: [] }) });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect((await sendOffline(offlineBody(block._id, block.first, shift, { madeAt: new Date().toISOString() }))).status).toBe(201);
    // The late sale on top of what was counted; before, the figures were read anew and the cancel with them (1 sale, 1 awaited).
    const z = await call(server, 'GET /api/shifts/:id/report', staff, { params: { id: shift } });
    expect(z.body).toMatchObject({ kind: 'Z', sales: { count: 2, amount: 2 * LAPTOP }, byMethod: [{ method: 'Cash', count: 1, amount: LAPTOP }], salesAwaited: 0, expectedCash: counted, variance: 0 });
  });

  it("the till's X report with its waiting sales counted in is the server's X report once they arrive: sales, payments by method, expected cash", async () => {
    const shift = await openShift(100);
    expect((await online()).status).toBe(201);
    const before = (await call(server, 'GET /api/shifts/:id/report', staff, { params: { id: shift } })).body;
    const block = (await reserve(5)).body;
    // As the till sends them (wireBody): a cash sale with change, a sale split between card and cash, two laptops by card.
    const waiting = [
      { method: 'Cash', payments: [{ method: 'Cash', amount: LAPTOP, received: 21300 }] },
      { method: 'split', payments: [{ method: 'Card', amount: 10000 }, { method: 'Cash', amount: LAPTOP - 10000 }] },
      { method: 'Card', payments: [{ method: 'Card', amount: 2 * LAPTOP }], quantity: 2 },
    ].map(({ payments, quantity = 1 }, index) => ({ ...offlineBody(block._id, block.first + index, shift, { quantity }), payments, totalAmount: LAPTOP * quantity }));
    const atTill = withSalesNotArrived(before, waiting as unknown as SaleNotArrived[]);
    expect(atTill.notArrived).toEqual({ count: 3, amount: 4 * LAPTOP });
    for (const body of waiting) expect((await sendOffline(body)).status).toBe(201);
    const after = (await call(server, 'GET /api/shifts/:id/report', staff, { params: { id: shift } })).body;
    expect({ sales: atTill.sales, byMethod: atTill.byMethod, expectedCash: atTill.expectedCash }).toEqual({ sales: after.sales, byMethod: after.byMethod, expectedCash: after.expectedCash });
    expect(after).toMatchObject({ sales: { count: 4, amount: 5 * LAPTOP }, expectedCash: 100 + 2 * LAPTOP + (LAPTOP - 10000) });
  });

  it("the catalog feed pages the till's catalog, then only what changed, with deletions", async () => {
    const seen = new Map<string, Record<string, unknown>>();
    let cursor: string | undefined;
    const whole = () => seen.has(`product ${laptop}`) && seen.has(`till ${till._id}`) && [...seen.values()].some((change) => change.kind === 'tax');
    for (let page = 0; page < 100; page++) {
      const answer = await feed(cursor);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      for (const change of answer.body.changes) seen.set(`${change.kind} ${change._id}`, change);
      cursor = answer.body.cursor;
      if (answer.body.more) continue;
      if (whole()) break;
      await heldBack();
    }
    expect(seen.get(`product ${laptop}`)).toMatchObject({ removed: false, product: { code: expect.any(String), price: 18500, variants: [] } });
    expect(seen.get(`till ${till._id}`)).toMatchObject({ till: { name: 'Till 1', code: '1' } });
    expect([...seen.values()].some((change) => change.kind === 'customer' && (change.customer as { isWalkIn: boolean }).isWalkIn)).toBe(true);
    expect([...seen.values()].some((change) => change.kind === 'tax')).toBe(true);
    expect((await feed(cursor)).body).toMatchObject({ changes: [], cursor, more: false });

    // A checkout moves the till's counter but not its settings: nothing for the feed.
    await openShift();
    await online();
    await server.db.execute(sql`update products set price = 1999900 where id = ${laptop}`);
    const created = await call(server, 'POST /api/customers', admin, { json: { customerGroup: 'Premium Customer', name: 'Bilal Ahmed', phone: '0300-1234567', address: '12 Mall Road', city: 'Lahore' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const changed = await feedUntil(cursor!, (changes) => changes.length >= 2);
    expect(changed.body.changes.map((change) => change.kind)).toEqual(['product', 'customer']);
    expect(changed.body.changes[0]).toMatchObject({ _id: laptop, product: { price: 19999 } });
    const other = await call(server, 'POST /api/products', admin, { json: productBody({ productName: 'Mouse', productCode: 'MS-1' }) });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    await server.db.execute(sql`delete from products where id = ${other.body._id}`);
    const removed = await feedUntil(changed.body.cursor, (changes) => changes.length >= 1);
    expect(removed.body.changes).toEqual([{ kind: 'product', _id: other.body._id, removed: true }]);
    expect((await call(server, 'GET /api/tills/:id/catalog', staff, { params: { id: till._id }, query: { after: 'x' } })).status).toBe(400);
    expect((await call(server, 'GET /api/tills/:id/catalog', staff, { params: { id: till._id }, query: { limit: '1001' } })).status).toBe(400);
  });

  // Declared on PostgreSQL only: PGlite's one connection never has two transactions in flight.
  if (driver === 'postgres') it('the feed never passes a change whose transaction commits after a later one', async () => {
    const start = (await call(server, 'GET /api/tills/:id/catalog', staff, { params: { id: till._id }, query: { limit: '1000' } })).body.cursor;
    const other = (await call(server, 'POST /api/products', admin, { json: productBody({ productName: 'Mouse', productCode: 'MS-1' }) })).body._id;
    const after = (await call(server, 'GET /api/tills/:id/catalog', staff, { params: { id: till._id }, query: { after: start } })).body.cursor;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    // An older transaction writes the laptop and stays open while a newer one writes the mouse and commits.
    const older = server.db.transaction(async (tx) => {
      await tx.execute(sql`update products set price = 1000000 where id = ${laptop}`);
      written();
      await held;
    });
    await wrote;
    await server.db.execute(sql`update products set price = 500000 where id = ${other}`);
    const meanwhile = await call(server, 'GET /api/tills/:id/catalog', staff, { params: { id: till._id }, query: { after } });
    // The mouse's change waits behind the laptop's transaction: a cursor past it would skip the laptop.
    expect(meanwhile.body).toMatchObject({ changes: [], cursor: after });
    release();
    await older;
    const both = await feedUntil(after, (changes) => changes.length >= 2);
    expect(both.body.changes.map((change: { _id: string }) => change._id).sort()).toEqual([laptop, other].sort());
  });
});
