import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shopSettings, warehouses } from '../../server/db/schema';
import { DEFAULT_GENERAL_SETTINGS } from '../../src/domain/default-general-settings';
import { adminAndStaff, productBody, tableCounts } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';

/** Stock adjustments and counts through the ledger, and a product's stock history. */
describe.each(drivers)('stock adjustments on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let productId: string;
  let mainId: string;
  let secondaryId: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
    await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
    productId = (await call(server, 'POST /api/products', admin, { json: productBody() })).body._id;
    const rows = await server.db.select().from(warehouses);
    mainId = rows.find((row) => row.name === 'Main')!.id;
    secondaryId = rows.find((row) => row.name === 'Secondary')!.id;
  });

  const adjust = (token: string, body: Record<string, unknown>) => call(server, 'POST /api/stock/adjustments', token, { json: { productId, warehouseId: mainId, note: '', ...body } });
  const history = (token: string, warehouseId?: string) =>
    call(server, 'GET /api/products/:id/stock-history', token, { params: { id: productId }, query: { warehouseId } });
  const listedQuantity = async () => (await call(server, 'GET /api/products', admin, { query: { q: 'DL-INS15' } })).body[0].quantity;
  const ledgerSum = async () => {
    const result = (await server.db.execute(sql`select coalesce(sum(delta), 0)::int as total from stock_movements where product_id = ${productId}`)) as unknown as { rows: { total: number }[] };
    return result.rows[0]!.total;
  };

  it('POST /api/stock/adjustments enters opening stock: the product list shows it and the history names it', async () => {
    const opened = await adjust(staff, { mode: 'count', quantity: 12, reason: 'opening', note: 'First count of the shop' });
    expect(opened.status).toBe(201);
    expect(opened.body).toEqual({ reference: 'ADJ-000001', productId, variantId: null, warehouseId: mainId, delta: 12, onHand: 12 });
    expect(await listedQuantity()).toBe(12);

    const answer = await history(admin);
    expect(answer.status).toBe(200);
    expect(answer.body.warehouseId).toBe(mainId);
    expect(answer.body.warehouses.map((w: { warehouse: string; onHand: number }) => [w.warehouse, w.onHand])).toEqual([
      ['Backup Warehouse', 0],
      ['Main', 12],
      ['Secondary', 0],
    ]);
    expect(answer.body.movements).toEqual([
      { _id: expect.any(String), variantId: null, variant: null, at: expect.any(String), delta: 12, balance: 12, reason: 'opening', reference: 'ADJ-000001', note: 'First count of the shop', user: 'Staff' },
    ]);
  });

  it('a count sets on-hand to what was counted; add and remove move it; the history keeps a running balance, newest first', async () => {
    await adjust(admin, { mode: 'add', quantity: 10, reason: 'opening' });
    expect((await adjust(admin, { mode: 'remove', quantity: 2, reason: 'damage', note: 'Dropped' })).body.onHand).toBe(8);
    expect((await adjust(admin, { mode: 'count', quantity: 5, reason: 'count' })).body).toMatchObject({ delta: -3, onHand: 5, reference: 'ADJ-000003' });
    expect((await adjust(admin, { mode: 'remove', quantity: 1, reason: 'theft' })).body.onHand).toBe(4);
    expect((await adjust(admin, { mode: 'count', quantity: 6, reason: 'correction' })).body.delta).toBe(2);

    const rows = (await history(admin, mainId)).body.movements;
    expect(rows.map((row) => [row.reference, row.reason, row.delta, row.balance, row.user])).toEqual([
      ['ADJ-000005', 'correction', 2, 6, 'Owner'],
      ['ADJ-000004', 'theft', -1, 4, 'Owner'],
      ['ADJ-000003', 'count', -3, 5, 'Owner'],
      ['ADJ-000002', 'damage', -2, 8, 'Owner'],
      ['ADJ-000001', 'opening', 10, 10, 'Owner'],
    ]);
    expect(await listedQuantity()).toBe(6);
    expect(await ledgerSum()).toBe(6);
  });

  it('keeps each warehouse apart: the history of one warehouse shows only its movements', async () => {
    await adjust(admin, { mode: 'add', quantity: 3, reason: 'opening' });
    await adjust(admin, { mode: 'add', quantity: 7, reason: 'opening', warehouseId: secondaryId });
    expect(await listedQuantity()).toBe(10);
    const secondary = (await history(admin, secondaryId)).body;
    expect(secondary.warehouseId).toBe(secondaryId);
    expect(secondary.movements.map((row: { delta: number }) => row.delta)).toEqual([7]);
  });

  it('refuses to remove more than is in stock with a 409 under quantity, and writes nothing', async () => {
    await adjust(admin, { mode: 'add', quantity: 2, reason: 'opening' });
    const before = await tableCounts(server.db);
    const refused = await adjust(admin, { mode: 'remove', quantity: 3, reason: 'theft' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only 2 in stock: cannot remove 3.');
    expect(refused.body.error.details).toEqual([{ message: 'Only 2 in stock: cannot remove 3.', path: ['quantity'] }]);
    expect(await tableCounts(server.db)).toEqual(before);
    expect(await listedQuantity()).toBe(2);
  });

  it('answers 400 for a count equal to the stock, a remove of 0, a non-stock product, an unknown warehouse, or a bad reason; nothing is written', async () => {
    await adjust(admin, { mode: 'add', quantity: 4, reason: 'opening' });
    const serviceId = (await call(server, 'POST /api/products', admin, { json: productBody({ productType: 'Service', productCode: 'FIX-1', productName: 'Repair' }) })).body._id;
    const before = await tableCounts(server.db);
    const same = await adjust(admin, { mode: 'count', quantity: 4, reason: 'count' });
    expect([same.status, same.body.message]).toEqual([400, '4 already in stock: nothing to change.']);
    const zero = await adjust(admin, { mode: 'remove', quantity: 0, reason: 'damage' });
    expect([zero.status, zero.body.error.details[0]]).toEqual([400, { message: 'Enter a whole number from 1.', path: ['quantity'] }]);
    const service = await adjust(admin, { productId: serviceId, mode: 'add', quantity: 1, reason: 'opening' });
    expect([service.status, service.body.message]).toEqual([400, 'Repair is a Service product: it keeps no stock.']);
    const nowhere = await adjust(admin, { warehouseId: '00000000-0000-4000-8000-000000000000', mode: 'add', quantity: 1, reason: 'opening' });
    expect([nowhere.status, nowhere.body.message]).toEqual([400, "There is no warehouse '00000000-0000-4000-8000-000000000000'."]);
    const reason = await adjust(admin, { mode: 'add', quantity: 1, reason: 'purchase' });
    expect(reason.status).toBe(400);
    const fraction = await adjust(admin, { mode: 'add', quantity: 1.5, reason: 'opening' });
    expect(fraction.status).toBe(400);
    const extra = await adjust(admin, { mode: 'add', quantity: 1, reason: 'opening', delta: 5 });
    expect(extra.status).toBe(400);
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it('answers 404 for an unknown product, in an adjustment and a history', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(server, 'POST /api/stock/adjustments', admin, { json: { productId: unknown, warehouseId: mainId, mode: 'add', quantity: 1, reason: 'opening' } })).status).toBe(404);
    expect((await call(server, 'GET /api/products/:id/stock-history', admin, { params: { id: unknown } })).status).toBe(404);
    expect((await call(server, 'GET /api/products/:id/stock-history', admin, { params: { id: 'not-an-id' } })).status).toBe(404);
  });

  it('refuses Limited Access staff (403) and callers without a token (401)', async () => {
    const { updatedAt: _updatedAt, ...settings } = DEFAULT_GENERAL_SETTINGS;
    const values = { ...settings, staffAccess: 'Limited Access' as const };
    await server.db.insert(shopSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: shopSettings.id, set: values });
    const refused = await adjust(staff, { mode: 'add', quantity: 1, reason: 'opening' });
    expect(refused.status).toBe(403);
    expect((await history(staff)).status).toBe(403);
    const anonymous = await call(server, 'POST /api/stock/adjustments', null, { json: {} });
    expect(anonymous.status).toBe(401);
    expect(await ledgerSum()).toBe(0);
  });

  it('concurrent removes never take stock below zero: on-hand equals the ledger sum', async () => {
    await adjust(admin, { mode: 'add', quantity: 5, reason: 'opening' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => adjust(admin, { mode: 'remove', quantity: 1, reason: 'damage' })));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect(await listedQuantity()).toBe(0);
    expect(await ledgerSum()).toBe(0);
  });
});
