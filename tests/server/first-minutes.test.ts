import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addStock, adminAndStaff, call, productBody } from './catalog-helpers';
import { drivers, startTestServer, type TestServer } from './harness';

/** Issue 10's server side: the bell's low-stock list, taxes by rate, `barcode` on the wire, a parent category's count. */
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
    await call(server, 'POST', '/api/categories', admin, { name: 'Electronics' });
    await call(server, 'POST', '/api/brands', admin, { name: 'Dell' });
  });

  const addProduct = async (overrides: Record<string, unknown>) => {
    const answer = await call(server, 'POST', '/api/products', admin, productBody(overrides));
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

      const answer = await call(server, 'GET', '/api/notifications', staff);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        total: 3,
        items: [
          { productId: never, productName: 'Cable', productCode: 'CAB-1', warehouseId: null, warehouse: null, quantity: 0, alertQuantity: 0 },
          expect.objectContaining({ productId: cleanCode, warehouse: 'Main', quantity: 1, alertQuantity: 2 }),
          expect.objectContaining({ productId: cleanCode, warehouse: 'Secondary', quantity: 2, alertQuantity: 2 }),
        ],
      });
    });

    it('counts every entry but answers the first 20', async () => {
      for (let n = 1; n <= 23; n += 1) await addProduct({ productName: `Item ${String(n).padStart(2, '0')}`, productCode: `IT-${n}` });
      const answer = await call(server, 'GET', '/api/notifications', admin);
      expect(answer.body.total).toBe(23);
      expect(answer.body.items).toHaveLength(20);
      expect(answer.body.items[0].productName).toBe('Item 01');
    });

    it('needs a signed-in user', async () => {
      expect((await call(server, 'GET', '/api/notifications', '')).status).toBe(401);
    });
  });

  it('lists taxes by rate, not as text (VAT 5% before VAT 10%)', async () => {
    const answer = await call(server, 'GET', '/api/taxes?pageSize=50', admin);
    expect(answer.body.map((tax: { name: string }) => tax.name)).toEqual(['No Tax', 'VAT 5%', 'VAT 10%', 'VAT 15%', 'VAT 20%']);
  });

  it('accepts the symbology as `barcode` (SPEC.md section 5, DESIGN.md decision 11) and answers both names', async () => {
    const { barcodeSymbology: _, ...body } = productBody({ productCode: '9780132350884', barcode: 'EAN-13' });
    const created = await call(server, 'POST', '/api/products', admin, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ barcode: 'EAN-13', barcodeSymbology: 'EAN-13' });
    const old = await call(server, 'POST', '/api/products', admin, productBody({ productCode: 'OLD-NAME', barcodeSymbology: 'Code 39' }));
    expect(old.body).toMatchObject({ barcode: 'Code 39', barcodeSymbology: 'Code 39' });
    const clash = await call(server, 'POST', '/api/products', admin, productBody({ productCode: 'CLASH-1', barcode: 'Code 39', barcodeSymbology: 'Code 128' }));
    expect(clash.status).toBe(400);
    const { barcodeSymbology: __, ...neither } = productBody({ productCode: 'NONE-1' });
    const missing = await call(server, 'POST', '/api/products', admin, neither);
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].path).toEqual(['barcode']);
  });

  it("counts a sub-category's products in its parent category", async () => {
    const parent = (await call(server, 'GET', '/api/categories?q=Electronics', admin)).body[0];
    await call(server, 'POST', '/api/categories', admin, { name: 'Laptops', parentCategory: 'Electronics' });
    await addProduct({ productCode: 'P-1', category: 'Electronics' });
    await addProduct({ productCode: 'P-2', category: 'Laptops' });
    await addProduct({ productCode: 'P-3', category: 'Laptops' });
    const list = (await call(server, 'GET', '/api/categories', admin)).body as { _id: string; name: string; productCount: number }[];
    expect(list.find((row) => row._id === parent._id)?.productCount).toBe(3);
    expect(list.find((row) => row.name === 'Laptops')?.productCount).toBe(2);
  });
});
