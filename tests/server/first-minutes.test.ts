import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addStock, adminAndStaff, productBody } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';

/** What a new shop meets first, server side: the bell's low-stock list, taxes by rate, `barcode` on the wire, a parent category's count. */
describe.each(drivers)('what a new user meets, on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
    await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
  });

  const addProduct = async (overrides: Record<string, unknown>) => {
    const answer = await call(server, 'POST /api/products', admin, { json: productBody(overrides) });
    expect(answer.status).toBe(201);
    return answer.body._id as string;
  };

  describe('GET /api/notifications', () => {
    it('lists Standard products at or below their alert quantity per warehouse, emptiest first, never services', async () => {
      const cleanCode = await addProduct({ productName: 'Clean Code', productCode: 'BOOK-1', alertQuantity: 2 });
      const laptop = await addProduct({ productName: 'Laptop', productCode: 'LAP-1', alertQuantity: 3 });
      const never = await addProduct({ productName: 'Cable', productCode: 'CAB-1', alertQuantity: 0 });
      await addProduct({ productName: 'Repair', productCode: 'FIX-1', productType: 'Service', alertQuantity: 5 });
      await addProduct({ productName: 'Licence', productCode: 'LIC-1', productType: 'Digital', alertQuantity: 5 });
      await addStock(server.db, cleanCode, 'Main', 1);
      await addStock(server.db, cleanCode, 'Secondary', 2);
      await addStock(server.db, laptop, 'Main', 40);

      const answer = await call(server, 'GET /api/notifications', staff);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        total: 3,
        items: [
          { productId: never, productName: 'Cable', productCode: 'CAB-1', warehouseId: null, warehouse: null, variantId: null, variant: null, quantity: 0, alertQuantity: 0 },
          expect.objectContaining({ productId: cleanCode, warehouse: 'Main', quantity: 1, alertQuantity: 2 }),
          expect.objectContaining({ productId: cleanCode, warehouse: 'Secondary', quantity: 2, alertQuantity: 2 }),
        ],
        // Nothing sold offline beyond the stock in a new shop (docs/offline-till.md#stock-short).
        shortfalls: { total: 0, items: [] },
      });
    });

    it('counts every entry but answers the first 20', async () => {
      for (let n = 1; n <= 23; n += 1) await addProduct({ productName: `Item ${String(n).padStart(2, '0')}`, productCode: `IT-${n}` });
      const answer = await call(server, 'GET /api/notifications', admin);
      expect(answer.body.total).toBe(23);
      expect(answer.body.items).toHaveLength(20);
      expect(answer.body.items[0].productName).toBe('Item 01');
    });

    it("follows a product's first stock, its alert quantity and its type", async () => {
      const laptop = await addProduct({ productName: 'Laptop', productCode: 'LAP-1', alertQuantity: 3 });
      const cable = await addProduct({ productName: 'Cable', productCode: 'CAB-1', alertQuantity: 0 });
      await addStock(server.db, laptop, 'Main', 40);
      const entries = async () => {
        const answer = await call(server, 'GET /api/notifications', admin);
        return { total: answer.body.total, items: answer.body.items.map((item: { productCode: string; warehouse: string | null; quantity: number; alertQuantity: number }) => [item.productCode, item.warehouse, item.quantity, item.alertQuantity]) };
      };
      expect(await entries()).toEqual({ total: 1, items: [['CAB-1', null, 0, 0]] });
      // Stocked for the first time, above its alert quantity: no longer on the bell.
      await addStock(server.db, cable, 'Secondary', 1);
      expect(await entries()).toEqual({ total: 0, items: [] });
      // The laptop's alert quantity raised to what Main holds: it is low there.
      const raised = await call(server, 'PUT /api/products/:id', admin, { params: { id: laptop }, json: productBody({ productName: 'Laptop', productCode: 'LAP-1', alertQuantity: 40 }) });
      expect(raised.status, JSON.stringify(raised.body)).toBe(200);
      expect(await entries()).toEqual({ total: 1, items: [['LAP-1', 'Main', 40, 40]] });
      // A product that is no longer Standard keeps no stock to warn about.
      await server.db.execute(sql`update products set product_type = 'Service' where id = ${laptop}::uuid`);
      expect(await entries()).toEqual({ total: 0, items: [] });
      await server.db.execute(sql`update products set product_type = 'Standard' where id = ${laptop}::uuid`);
      expect(await entries()).toEqual({ total: 1, items: [['LAP-1', 'Main', 40, 40]] });
    });

    it('answers the emptiest 20 (then by name and warehouse) of everything it counts', async () => {
      // 30 stocked products at quantities with many ties, 6 of them also in Secondary, and 4 never stocked.
      const expected: { name: string; warehouse: string | null; quantity: number }[] = [];
      for (let n = 0; n < 30; n += 1) {
        const name = `Stocked ${String((n * 7) % 30).padStart(2, '0')}`;
        const id = await addProduct({ productName: name, productCode: `ST-${n}`, alertQuantity: 5 });
        const quantity = n % 8;
        // Sold out: in, then out again (a movement is never 0).
        await addStock(server.db, id, 'Main', quantity === 0 ? 2 : quantity);
        if (quantity === 0) {
          await server.db.execute(sql`with m as (insert into stock_movements (product_id, warehouse_id, delta, reason) select product_id, warehouse_id, -2, 'adjustment' from stock_levels where product_id = ${id}::uuid)
            update stock_levels set on_hand = 0 where product_id = ${id}::uuid`);
        }
        if (quantity <= 5) expected.push({ name, warehouse: 'Main', quantity });
        if (n % 5 === 0) {
          await addStock(server.db, id, 'Secondary', 3);
          expected.push({ name, warehouse: 'Secondary', quantity: 3 });
        }
      }
      for (const name of ['Never D', 'Never A', 'Never C', 'Never B']) {
        await addProduct({ productName: name, productCode: `NV-${name.at(-1)}`, alertQuantity: 5 });
        expected.push({ name, warehouse: null, quantity: 0 });
      }
      const order = (a: (typeof expected)[number], b: (typeof expected)[number]) =>
        a.quantity - b.quantity || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.warehouse === null ? -1 : b.warehouse === null ? 1 : a.warehouse.localeCompare(b.warehouse));
      const shown = async () => {
        const answer = await call(server, 'GET /api/notifications', admin);
        expect(answer.body.total).toBe(expected.length);
        return answer.body.items.map((item: { productName: string; warehouse: string | null; quantity: number }) => ({ name: item.productName, warehouse: item.warehouse, quantity: item.quantity }));
      };
      expected.sort(order);
      expect(await shown()).toEqual(expected.slice(0, 20));
      // Renamed, a product beyond the first 20 moves up among those as empty as it.
      const renamed = expected[25]!;
      const id = (await call(server, 'GET /api/products', admin, { query: { q: renamed.name } })).body[0]._id as string;
      await server.db.execute(sql`update products set name = ${'A ' + renamed.name} where id = ${id}::uuid`);
      for (const entry of expected) if (entry.name === renamed.name) entry.name = `A ${renamed.name}`;
      expected.sort(order);
      expect(expected.slice(0, 20).some((entry) => entry.name.startsWith('A '))).toBe(true);
      expect(await shown()).toEqual(expected.slice(0, 20));
    });

    it('needs a signed-in user', async () => {
      expect((await call(server, 'GET /api/notifications', '')).status).toBe(401);
    });
  });

  it('lists taxes by rate, not as text (VAT 5% before VAT 10%)', async () => {
    const answer = await call(server, 'GET /api/taxes', admin, { query: { pageSize: 50 } });
    expect(answer.body.map((tax: { name: string }) => tax.name)).toEqual(['No Tax', 'VAT 5%', 'VAT 10%', 'VAT 15%', 'VAT 20%']);
  });

  it('accepts the symbology as `barcode` (docs/screens.md#products, docs/decisions/011-barcode-field-name.md) and answers both names', async () => {
    const { barcodeSymbology: _, ...body } = productBody({ productCode: '9780132350884', barcode: 'EAN-13' });
    const created = await call(server, 'POST /api/products', admin, { json: body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ barcode: 'EAN-13', barcodeSymbology: 'EAN-13' });
    const old = await call(server, 'POST /api/products', admin, { json: productBody({ productCode: 'OLD-NAME', barcodeSymbology: 'Code 39' }) });
    expect(old.body).toMatchObject({ barcode: 'Code 39', barcodeSymbology: 'Code 39' });
    const clash = await call(server, 'POST /api/products', admin, { json: productBody({ productCode: 'CLASH-1', barcode: 'Code 39', barcodeSymbology: 'Code 128' }) });
    expect(clash.status).toBe(400);
    const { barcodeSymbology: __, ...neither } = productBody({ productCode: 'NONE-1' });
    const missing = await call(server, 'POST /api/products', admin, { json: neither });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].path).toEqual(['barcode']);
  });

  it("counts a sub-category's products in its parent category", async () => {
    const parent = (await call(server, 'GET /api/categories', admin, { query: { q: 'Electronics' } })).body[0];
    await call(server, 'POST /api/categories', admin, { json: { name: 'Laptops', parentCategory: 'Electronics' } });
    await addProduct({ productCode: 'P-1', category: 'Electronics' });
    await addProduct({ productCode: 'P-2', category: 'Laptops' });
    await addProduct({ productCode: 'P-3', category: 'Laptops' });
    const list = (await call(server, 'GET /api/categories', admin)).body as { _id: string; name: string; productCount: number }[];
    expect(list.find((row) => row._id === parent._id)?.productCount).toBe(3);
    expect(list.find((row) => row.name === 'Laptops')?.productCount).toBe(2);
  });
});
