import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, customers, stockLevels, stockMovements, warehouses } from '../../server/db/schema';
import { ApiError } from '../../server/http/errors';
import { accountBalances, defaultAccountId, deletePayments, lockAccountBalance, recordPayment } from '../../server/services/payments-ledger';
import { nextReference } from '../../server/services/references';
import { moveStock } from '../../server/services/stock-ledger';
import { adminAndStaff, productBody } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';

/** The stock ledger, the payments ledger and the references that every document posts through. */
describe.each(drivers)('ledgers on %s', (driver) => {
  let server: TestServer;
  let productId: string;
  let serviceId: string;
  let mainId: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    const { admin } = await adminAndStaff(server);
    await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
    await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
    productId = (await call(server, 'POST /api/products', admin, { json: productBody() })).body._id;
    serviceId = (await call(server, 'POST /api/products', admin, { json: productBody({ productType: 'Service', productCode: 'FIX-1', productName: 'Repair' }) })).body._id;
    mainId = (await server.db.select().from(warehouses).where(eq(warehouses.name, 'Main')))[0]!.id;
  });

  const onHand = async () => (await server.db.select().from(stockLevels).where(eq(stockLevels.productId, productId)))[0]?.onHand ?? 0;
  const ledgerSum = async () => {
    const result = (await server.db.execute(sql`select coalesce(sum(delta), 0)::int as total from stock_movements where product_id = ${productId}`)) as unknown as { rows: { total: number }[] };
    return result.rows[0]!.total;
  };

  it('puts stock in and takes it out, keeping on-hand equal to the sum of the movements', async () => {
    await server.db.transaction((tx) => moveStock(tx, [{ productId, warehouseId: mainId, delta: 5 }], { reason: 'purchase', reference: 'PR-000001', userId: null }));
    await server.db.transaction((tx) =>
      moveStock(tx, [{ productId, warehouseId: mainId, delta: -2 }, { productId, warehouseId: mainId, delta: -1 }], { reason: 'sale', reference: 'SL-000001', userId: null }),
    );
    expect(await onHand()).toBe(2);
    expect(await ledgerSum()).toBe(2);
    const movements = await server.db.select().from(stockMovements).where(eq(stockMovements.productId, productId));
    // Two moves of one product and warehouse are one movement.
    expect(movements.map((m) => [m.delta, m.reason, m.reference]).sort()).toEqual([
      [-3, 'sale', 'SL-000001'],
      [5, 'purchase', 'PR-000001'],
    ]);
  });

  it('refuses to take out more than is on hand with a 409 naming the line, and changes nothing', async () => {
    await server.db.transaction((tx) => moveStock(tx, [{ productId, warehouseId: mainId, delta: 1 }], { reason: 'opening', userId: null }));
    const attempt = server.db.transaction((tx) =>
      moveStock(tx, [{ productId: serviceId, warehouseId: mainId, delta: -4 }, { productId, warehouseId: mainId, delta: -3 }], { reason: 'sale', userId: null }),
    );
    await expect(attempt).rejects.toMatchObject({
      status: 409,
      message: 'Not enough stock: Dell Inspiron 15 Laptop (DL-INS15) needs 3, 1 in stock.',
      details: [{ path: ['products', 1] }],
    });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    expect(await onHand()).toBe(1);
    expect(await ledgerSum()).toBe(1);
  });

  it('keeps no stock for services', async () => {
    await server.db.transaction((tx) => moveStock(tx, [{ productId: serviceId, warehouseId: mainId, delta: -4 }], { reason: 'sale', userId: null }));
    expect(await server.db.select().from(stockMovements).where(eq(stockMovements.productId, serviceId))).toEqual([]);
  });

  it('never oversells under concurrent takes: 20 takes of 1 from 10 in stock make exactly 10', async () => {
    await server.db.transaction((tx) => moveStock(tx, [{ productId, warehouseId: mainId, delta: 10 }], { reason: 'opening', userId: null }));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => server.db.transaction((tx) => moveStock(tx, [{ productId, warehouseId: mainId, delta: -1 }], { reason: 'sale', userId: null }))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.status)).toEqual(Array(10).fill(409));
    expect(await onHand()).toBe(0);
    expect(await ledgerSum()).toBe(0);
  });

  it('moves 10,000 lines of different products in one document (one statement may bind at most 65,535 parameters)', async () => {
    await server.db.execute(
      sql`insert into products (product_type, name, code, barcode_symbology, category_id, product_unit_id, purchase_unit_id, cost, price, tax_id, tax_method)
       select 'Standard', 'Bulk ' || n, 'BULK-' || n, 'Code 128', (select id from categories limit 1), (select id from units limit 1), (select id from units limit 1), 100, 200,
         (select id from taxes where name = 'No Tax'), 'Exclusive'
       from generate_series(1, 10000) as n`,
    );
    const bulk = (await server.db.execute(sql`select id from products where code like 'BULK-%'`)) as unknown as { rows: { id: string }[] };
    const moves = bulk.rows.map((row) => ({ productId: row.id, warehouseId: mainId, delta: 2 }));
    await server.db.transaction((tx) => moveStock(tx, moves, { reason: 'purchase', reference: 'PR-000009', userId: null }));
    const totals = (await server.db.execute(
      sql`select (select count(*)::int from stock_movements where reference = 'PR-000009') as movements, (select coalesce(sum(on_hand), 0)::int from stock_levels s join products p on p.id = s.product_id where p.code like 'BULK-%') as on_hand`,
    )) as unknown as { rows: { movements: number; on_hand: number }[] };
    expect(totals.rows[0]).toEqual({ movements: 10_000, on_hand: 20_000 });

    // Taken out again in one document: each line's row is changed, and the ledger still adds up.
    await server.db.transaction((tx) => moveStock(tx, moves.map((move) => ({ ...move, delta: -1 })), { reason: 'sale', reference: 'SL-000009', userId: null }));
    const after = (await server.db.execute(
      sql`select (select count(*)::int from stock_movements where reference = 'SL-000009') as movements, (select coalesce(sum(on_hand), 0)::int from stock_levels s join products p on p.id = s.product_id where p.code like 'BULK-%') as on_hand`,
    )) as unknown as { rows: { movements: number; on_hand: number }[] };
    expect(after.rows[0]).toEqual({ movements: 10_000, on_hand: 10_000 });

    // Three lines that want more than is left: a 409 naming each of them by its line, and nothing taken.
    const wanting = [moves[0]!, moves[1]!, moves[2]!, moves[3]!].map((move, index) => ({ ...move, delta: index === 1 ? -1 : -2 }));
    const refused = await server.db.transaction((tx) => moveStock(tx, wanting, { reason: 'sale', userId: null })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(409);
    expect((refused as ApiError).details?.map((detail) => detail.path)).toEqual([['products', 0], ['products', 2], ['products', 3]]);
    expect((refused as ApiError).details?.[0]?.message).toMatch(/needs 2, 1 in stock\.$/);
    const unchanged = (await server.db.execute(sql`select coalesce(sum(on_hand), 0)::int as on_hand from stock_levels s join products p on p.id = s.product_id where p.code like 'BULK-%'`)) as unknown as { rows: { on_hand: number }[] };
    expect(unchanged.rows[0]!.on_hand).toBe(10_000);
  }, 60_000);

  it('numbers references per kind from 1, without repeating', async () => {
    const first = await nextReference(server.db, 'TR');
    const [second, third] = await Promise.all([nextReference(server.db, 'TR'), nextReference(server.db, 'TR')]);
    expect(first).toBe('TR-000001');
    expect(new Set([second, third])).toEqual(new Set(['TR-000002', 'TR-000003']));
    expect(await nextReference(server.db, 'POS')).toBe('POS-000001');
    // A series past six digits grows its number: the counter row stands at 1,234,566.
    await server.db.execute(sql`insert into reference_counters (prefix, last) values ('SL', 1234566) on conflict (prefix) do update set last = 1234566`);
    expect(await nextReference(server.db, 'SL')).toBe('SL-1234567');
  });

  it('gives a new database one default cash account and a walk-in customer', async () => {
    const all = await server.db.select().from(accounts);
    expect(all.map((a) => [a.name, a.isDefault, a.initialBalance])).toEqual([['Cash in Hand', true, 0]]);
    expect(await defaultAccountId(server.db)).toBe(all[0]!.id);
    expect((await server.db.select().from(customers).where(eq(customers.isWalkIn, true))).map((c) => c.name)).toEqual(['Walk-in Customer']);
    // The database allows one default only.
    await expect(server.db.insert(accounts).values({ accountNumber: 'BANK-1', name: 'Bank', isDefault: true })).rejects.toThrow();
  });

  it('computes balances from the ledger: initial + in − out, and deleting a payment takes it back', async () => {
    const [bank] = await server.db.insert(accounts).values({ accountNumber: 'BANK-1', name: 'Bank', initialBalance: 10_000 }).returning();
    const cash = (await defaultAccountId(server.db))!;
    const base = { date: '2026-11-23', method: 'Cash' as const, userId: null };
    await server.db.transaction(async (tx) => {
      await recordPayment(tx, { ...base, kind: 'deposit', direction: 'in', amount: 2_550, accountId: bank!.id });
      await recordPayment(tx, { ...base, kind: 'transfer', direction: 'out', amount: 1_000, accountId: bank!.id });
      await recordPayment(tx, { ...base, kind: 'transfer', direction: 'in', amount: 1_000, accountId: cash });
    });
    expect(Object.fromEntries(await accountBalances(server.db, [bank!.id, cash]))).toEqual({ [bank!.id]: 11_550, [cash]: 1_000 });
    await server.db.transaction(async (tx) => {
      expect(await lockAccountBalance(tx, bank!.id)).toBe(11_550);
      expect(await lockAccountBalance(tx, '00000000-0000-0000-0000-000000000000')).toBeUndefined();
      const deleted = await deletePayments(tx, sql`kind = 'deposit'`);
      expect(deleted.map((p) => [p.reference, p.amount])).toEqual([['PAY-000001', 2_550]]);
    });
    expect((await accountBalances(server.db, [bank!.id])).get(bank!.id)).toBe(9_000);
  });
});
