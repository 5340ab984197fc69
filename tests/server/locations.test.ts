import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './harness';
import { adminAndStaff, addStock, productBody } from './catalog-helpers';
import { call } from './route-client';
import { saleBody, setStaffAccess } from './sales-helpers';

/** Warehouses the admin adds, renames and deactivates, and stock transfers between them (docs/screens.md#warehouses, #stock-transfers). */
describe.each(drivers)('locations on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    const rows = (await call(server, 'GET /api/warehouses', admin, { query: { pageSize: 50 } })).body;
    ids = Object.fromEntries(rows.map((row) => [row.name, row._id]));
  });

  async function product(code: string, name = `Shirt ${code}`): Promise<string> {
    const created = await call(server, 'POST /api/products', admin, { json: productBody({ productCode: code, productName: name, brand: null, category: 'Electronics' }) });
    expect(created.status).toBe(201);
    return created.body._id;
  }

  async function onHand(productId: string, warehouse: string): Promise<number> {
    const history = (await call(server, 'GET /api/products/:id/stock-history', admin, { params: { id: productId } })).body;
    return history.warehouses.find((row) => row.warehouse === warehouse)!.onHand;
  }

  const today = '2026-11-26';
  const transfer = (from: string, to: string, lines: { product: string; quantity: number }[], note = '') => ({ date: today, fromWarehouse: ids[from], toWarehouse: ids[to], lines, note });

  describe('warehouses', () => {
    beforeEach(async () => {
      expect((await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } })).status).toBe(201);
    });

    it('adds, renames and deactivates one; a deactivated one keeps its name and history', async () => {
      const added = await call(server, 'POST /api/warehouses', admin, { json: { name: 'Lahore Store' } });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ name: 'Lahore Store', active: true });
      const renamed = await call(server, 'PUT /api/warehouses/:id', admin, { params: { id: added.body._id }, json: { name: 'Lahore Mall Road', active: true } });
      expect(renamed.body).toMatchObject({ name: 'Lahore Mall Road', active: true });
      const deactivated = await call(server, 'PUT /api/warehouses/:id', admin, { params: { id: added.body._id }, json: { name: 'Lahore Mall Road', active: false } });
      expect(deactivated.status).toBe(200);
      expect(deactivated.body.active).toBe(false);
      // Staff may read them (pickers) but not write them.
      expect((await call(server, 'PUT /api/warehouses/:id', staff, { params: { id: added.body._id }, json: { name: 'X', active: true } })).status).toBe(403);
    });

    it('refuses to deactivate one holding stock or the only active one, saying why', async () => {
      const shirt = await product('SH-1');
      await addStock(server.db, shirt, 'Backup Warehouse', 4);
      const refused = await call(server, 'PUT /api/warehouses/:id', admin, { params: { id: ids['Backup Warehouse'] }, json: { name: 'Backup Warehouse', active: false } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("Warehouse 'Backup Warehouse' cannot be deactivated: it holds stock of 1 product (transfer it out first).");
      expect(refused.body.error.details[0].path).toEqual(['active']);

      for (const name of ['Secondary']) expect((await call(server, 'PUT /api/warehouses/:id', admin, { params: { id: ids[name] }, json: { name, active: false } })).status).toBe(200);
      await server.db.execute(sql`delete from tills`);
      await call(server, 'POST /api/stock-transfers', admin, { json: transfer('Backup Warehouse', 'Main', [{ product: shirt, quantity: 4 }]) });
      expect((await call(server, 'PUT /api/warehouses/:id', admin, { params: { id: ids['Backup Warehouse'] }, json: { name: 'Backup Warehouse', active: false } })).status).toBe(200);
      const last = await call(server, 'PUT /api/warehouses/:id', admin, { params: { id: ids.Main }, json: { name: 'Main', active: false } });
      expect(last.status).toBe(409);
      expect(last.body.message).toBe("Warehouse 'Main' cannot be deactivated: it holds stock of 1 product (transfer it out first) and is the only active warehouse.");
    });

    it('a deactivated warehouse takes no sale, purchase or stock adjustment, saying which warehouse, and no stock moves', async () => {
      const shirt = await product('SH-1');
      await addStock(server.db, shirt, 'Main', 3);
      expect((await call(server, 'POST /api/suppliers', admin, { json: { name: 'Karachi Traders', companyName: 'KT Ltd', city: 'Karachi' } })).status).toBe(201);
      expect((await call(server, 'PUT /api/warehouses/:id', admin, { params: { id: ids.Secondary }, json: { name: 'Secondary', active: false } })).status).toBe(200);
      const movements = async () => ((await server.db.execute(sql`select count(*)::int as n from stock_movements`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
      const before = await movements();
      const refusal = (field: string) => ({ status: 400, details: [{ message: "Warehouse 'Secondary' is deactivated.", path: [field] }] });
      const answerOf = (answer: { status: number; body: { error?: { details: unknown } } }) => ({ status: answer.status, details: answer.body.error?.details });

      const sale = await call(server, 'POST /api/sales', admin, { json: saleBody(shirt, { warehouse: 'Secondary' }) });
      expect(answerOf(sale)).toEqual(refusal('warehouse'));
      const purchase = await call(server, 'POST /api/purchase', admin, { json: {
        warehouse: ids.Secondary, supplier: 'Karachi Traders', purchaseStatus: 'Received', orderTax: 0, discount: 0, shippingCost: 0, note: '',
        products: [{ productId: shirt, quantity: 2, productCost: 10, discount: 0 }],
      } });
      expect(answerOf(purchase)).toEqual(refusal('warehouse'));
      const adjustment = await call(server, 'POST /api/stock/adjustments', admin, { json: { productId: shirt, warehouseId: ids.Secondary, mode: 'add', quantity: 1, reason: 'opening', note: '' } });
      expect(answerOf(adjustment)).toEqual(refusal('warehouseId'));
      expect(await movements()).toBe(before);
      // Main still sells.
      expect((await call(server, 'POST /api/sales', admin, { json: saleBody(shirt) })).status).toBe(201);
    });

    it('refuses to delete one holding stock: 409 saying why and what to do instead', async () => {
      const shirt = await product('SH-1');
      await addStock(server.db, shirt, 'Backup Warehouse', 2);
      const refused = await call(server, 'DELETE /api/warehouses/:id', admin, { params: { id: ids['Backup Warehouse'] } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("Warehouse 'Backup Warehouse' has stock history (1 movement): deactivate it instead.");
    });
  });

  describe('stock transfers', () => {
    let shirt: string;
    let cap: string;

    beforeEach(async () => {
      expect((await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } })).status).toBe(201);
      shirt = await product('SH-1', 'T-Shirt');
      cap = await product('CP-1', 'Cap');
      await addStock(server.db, shirt, 'Main', 10);
      await addStock(server.db, cap, 'Main', 3);
    });

    it('moves stock out of one warehouse and into the other, numbered WT-… without gaps, shown in the stock history', async () => {
      const first = await call(server, 'POST /api/stock-transfers', staff, { json: transfer('Main', 'Secondary', [{ product: shirt, quantity: 4 }, { product: cap, quantity: 1 }], 'For the weekend') });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        referenceNo: 'WT-000001',
        date: today,
        fromWarehouse: 'Main',
        toWarehouse: 'Secondary',
        status: 'received',
        totalQuantity: 5,
        note: 'For the weekend',
        createdBy: 'Staff',
        lines: [
          { productId: shirt, productName: 'T-Shirt', productCode: 'SH-1', variantId: null, variant: null, variantCode: null, quantity: 4 },
          { productId: cap, productName: 'Cap', productCode: 'CP-1', variantId: null, variant: null, variantCode: null, quantity: 1 },
        ],
      });
      expect([await onHand(shirt, 'Main'), await onHand(shirt, 'Secondary'), await onHand(cap, 'Secondary')]).toEqual([6, 4, 1]);

      // A refused transfer takes no number.
      expect((await call(server, 'POST /api/stock-transfers', admin, { json: transfer('Main', 'Secondary', [{ product: cap, quantity: 9 }]) })).status).toBe(409);
      const second = await call(server, 'POST /api/stock-transfers', admin, { json: transfer('Secondary', 'Main', [{ product: shirt, quantity: 1 }]) });
      expect(second.body.referenceNo).toBe('WT-000002');

      const history = (await call(server, 'GET /api/products/:id/stock-history', admin, { params: { id: shirt }, query: { warehouseId: ids.Secondary } })).body;
      expect(history.movements.map((row) => [row.delta, row.reason, row.reference, row.note])).toEqual([
        [-1, 'transfer', 'WT-000002', 'Secondary → Main'],
        [4, 'transfer', 'WT-000001', 'Main → Secondary'],
      ]);

      const list = await call(server, 'GET /api/stock-transfers', admin, { query: { q: 'weekend' } });
      expect(list.total).toBe(1);
      expect((await call(server, 'GET /api/stock-transfers/:id', admin, { params: { id: first.body._id } })).body.referenceNo).toBe('WT-000001');
    });

    it('refuses a short transfer naming every short line, writing nothing', async () => {
      const movements = async () => (await call(server, 'GET /api/products/:id/stock-history', admin, { params: { id: shirt }, query: { warehouseId: ids.Main } })).body.movements.length;
      const before = await movements();
      const refused = await call(server, 'POST /api/stock-transfers', admin, { json: transfer('Main', 'Secondary', [{ product: shirt, quantity: 11 }, { product: cap, quantity: 4 }]) });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Not enough stock: T-Shirt (SH-1) needs 11, 10 in stock. Cap (CP-1) needs 4, 3 in stock.');
      expect(refused.body.error.details.map((detail: { path: unknown[] }) => detail.path)).toEqual([
        ['lines', 0, 'quantity'],
        ['lines', 1, 'quantity'],
      ]);
      expect(await movements()).toBe(before);
      expect((await call(server, 'GET /api/stock-transfers', admin)).total).toBe(0);
    });

    it('refuses the same warehouse twice, a deactivated warehouse, a product twice and a product with no stock', async () => {
      const same = await call(server, 'POST /api/stock-transfers', admin, { json: transfer('Main', 'Main', [{ product: shirt, quantity: 1 }]) });
      expect(same.status).toBe(400);
      expect(same.body.error.details).toEqual([{ message: 'Choose a different warehouse to move the stock to.', path: ['toWarehouse'] }]);
      const twice = await call(server, 'POST /api/stock-transfers', admin, { json: transfer('Main', 'Secondary', [{ product: shirt, quantity: 1 }, { product: shirt, quantity: 2 }]) });
      expect(twice.status).toBe(400);
      await server.db.execute(sql`update warehouses set active = false where name = 'Backup Warehouse'`);
      const inactive = await call(server, 'POST /api/stock-transfers', admin, { json: transfer('Main', 'Backup Warehouse', [{ product: shirt, quantity: 1 }]) });
      expect(inactive.status).toBe(400);
      expect(inactive.body.error.details).toEqual([{ message: "Warehouse 'Backup Warehouse' is deactivated.", path: ['toWarehouse'] }]);
      const service = await call(server, 'POST /api/products', admin, { json: productBody({ productType: 'Service', productCode: 'SV-1', productName: 'Fitting', brand: null }) });
      const noStock = await call(server, 'POST /api/stock-transfers', admin, { json: transfer('Main', 'Secondary', [{ product: service.body._id, quantity: 1 }]) });
      expect(noStock.status).toBe(400);
      expect(noStock.body.error.details[0].path).toEqual(['lines', 0, 'product']);
    });

    it('concurrent transfers out of one warehouse never overdraw it', async () => {
      // 10 in Main; eight transfers of 3 at once (four each way to two warehouses): exactly three succeed.
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) => call(server, 'POST /api/stock-transfers', admin, { json: transfer('Main', index % 2 ? 'Secondary' : 'Backup Warehouse', [{ product: shirt, quantity: 3 }]) })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
      expect(await onHand(shirt, 'Main')).toBe(1);
      expect((await onHand(shirt, 'Secondary')) + (await onHand(shirt, 'Backup Warehouse'))).toBe(9);
      const references = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.referenceNo).sort();
      expect(references).toEqual(['WT-000001', 'WT-000002', 'WT-000003']);
    });

    it('Own Records staff list only their own transfers', async () => {
      await call(server, 'POST /api/stock-transfers', admin, { json: transfer('Main', 'Secondary', [{ product: shirt, quantity: 1 }]) });
      await setStaffAccess(server, 'Own Records');
      // A Limited Access cashier may not move stock.
      await setStaffAccess(server, 'Limited Access');
      expect((await call(server, 'POST /api/stock-transfers', staff, { json: transfer('Main', 'Secondary', [{ product: shirt, quantity: 1 }]) })).status).toBe(403);
      await setStaffAccess(server, 'Own Records');
      const mine = await call(server, 'GET /api/stock-transfers', staff);
      expect(mine.status).toBe(200);
      expect(mine.total).toBe(0);
    });
  });
});
