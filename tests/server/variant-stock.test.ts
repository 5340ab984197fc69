import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './harness';
import { adminAndStaff, addStock, call, productBody, tableCounts } from './catalog-helpers';

/**
 * Sizes and colours with their own stock (docs/decisions/021-warehouses-and-variants.md): a T-shirt in
 * S, M and L keeps stock per size and warehouse, has a barcode per size, and every document moves the
 * size it names. The expectations are a clothing shop's books kept by hand here, not the server's reads.
 */
describe.each(drivers)('variant stock on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let warehouseIds: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    expect((await call(server, 'POST', '/api/categories', admin, { name: 'Clothing' })).status).toBe(201);
    const rows = (await call<{ _id: string; name: string }[]>(server, 'GET', '/api/warehouses?pageSize=50', admin)).body;
    warehouseIds = Object.fromEntries(rows.map((row) => [row.name, row._id]));
  });

  const sizes = (barcodes: (string | null)[] = [null, null, null]) =>
    ['S', 'M', 'L'].map((name, index) => ({ name, itemCode: `VRT-${index + 1}`, barcode: barcodes[index], additionalPrice: index === 2 ? 2 : 0 }));

  function shirtBody(overrides: Record<string, unknown> = {}) {
    return productBody({
      productName: 'T-Shirt',
      productCode: 'TS-1',
      brand: null,
      category: 'Clothing',
      productCost: 5,
      productPrice: 10,
      productTax: 'No Tax',
      alertQuantity: 2,
      hasVariant: true,
      variantList: sizes(['2000000000015', '2000000000022', null]),
      barcodeSymbology: 'EAN-13',
      productCode: '2000000000008',
      ...overrides,
    });
  }

  /** The T-shirt, answered as POST /api/products answers it; its sizes by name. */
  async function shirt(overrides: Record<string, unknown> = {}) {
    const created = await call(server, 'POST', '/api/products', admin, shirtBody(overrides));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const size = Object.fromEntries(created.body.variantList.map((variant: { name: string; _id: string }) => [variant.name, variant._id])) as Record<string, string>;
    return { id: created.body._id as string, size, body: created.body };
  }

  /** On hand of one size (or the product's own stock, variant null) in a warehouse, from the levels table. */
  async function level(productId: string, warehouse: string, variantId: string | null): Promise<number> {
    const result = (await server.db.execute(
      sql`select coalesce(sum(on_hand), 0)::int as n from stock_levels where product_id = ${productId} and warehouse_id = ${warehouseIds[warehouse]}
          and variant_id is not distinct from ${variantId}::uuid`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]!.n;
  }

  describe('products', () => {
    it('keeps each size with its own id, barcode and stock per warehouse; the product counts them all', async () => {
      const tee = await shirt();
      expect(tee.body.variantList).toEqual([
        { _id: tee.size.S, name: 'S', itemCode: 'VRT-1', barcode: '2000000000015', additionalPrice: 0, quantity: 0, stock: [] },
        { _id: tee.size.M, name: 'M', itemCode: 'VRT-2', barcode: '2000000000022', additionalPrice: 0, quantity: 0, stock: [] },
        { _id: tee.size.L, name: 'L', itemCode: 'VRT-3', barcode: null, additionalPrice: 2, quantity: 0, stock: [] },
      ]);
      await addStock(server.db, tee.id, 'Main', 4, tee.size.M);
      await addStock(server.db, tee.id, 'Secondary', 1, tee.size.M);
      await addStock(server.db, tee.id, 'Main', 3, null);
      const read = (await call(server, 'GET', `/api/products/${tee.id}`, admin)).body;
      expect(read.quantity).toBe(8);
      expect(read.unassignedQuantity).toBe(3);
      expect(await level(tee.id, 'Main', null)).toBe(3);
      expect(await level(tee.id, 'Main', tee.size.M)).toBe(4);
      expect(read.variantList[1]).toMatchObject({
        name: 'M',
        quantity: 5,
        stock: [
          { warehouseId: warehouseIds.Main, warehouse: 'Main', quantity: 4 },
          { warehouseId: warehouseIds.Secondary, warehouse: 'Secondary', quantity: 1 },
        ],
      });
      const listed = (await call(server, 'GET', '/api/products?q=T-Shirt', staff)).body[0];
      expect(listed.variantList.map((variant: { quantity: number }) => variant.quantity)).toEqual([0, 5, 0]);
    });

    it('keeps a size and its stock through an edit that renames and reorders the sizes', async () => {
      const tee = await shirt();
      await addStock(server.db, tee.id, 'Main', 4, tee.size.M);
      const edited = await call(
        server,
        'PUT',
        `/api/products/${tee.id}`,
        admin,
        shirtBody({
          variantList: [
            { _id: tee.size.M, name: 'Medium', itemCode: 'VRT-1', barcode: '2000000000022', additionalPrice: 0 },
            { _id: tee.size.S, name: 'M', itemCode: 'VRT-2', barcode: null, additionalPrice: 0 },
            { _id: tee.size.L, name: 'L', itemCode: 'VRT-3', barcode: null, additionalPrice: 2 },
            { name: 'XL', itemCode: 'VRT-4', barcode: null, additionalPrice: 3 },
          ],
        }),
      );
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.variantList.map((variant: { _id: string; name: string; quantity: number }) => [variant._id === tee.size.M, variant.name, variant.quantity])).toEqual([
        [true, 'Medium', 4],
        [false, 'M', 0],
        [false, 'L', 0],
        [false, 'XL', 0],
      ]);
    });

    it('refuses to remove a size that has stock history (409 under variantList), and removes an unused one', async () => {
      const tee = await shirt();
      await addStock(server.db, tee.id, 'Main', 4, tee.size.M);
      const before = await tableCounts(server.db);
      const refused = await call(server, 'PUT', `/api/products/${tee.id}`, admin, shirtBody({ variantList: sizes().filter((size) => size.name !== 'M') }));
      expect(refused.status).toBe(409);
      expect(refused.body.error.details[0]).toEqual({ message: 'M (VRT-2) has stock or stock history and cannot be removed.', path: ['variantList'] });
      expect(await tableCounts(server.db)).toEqual(before);
      const removed = await call(server, 'PUT', `/api/products/${tee.id}`, admin, shirtBody({ variantList: sizes().filter((size) => size.name !== 'S') }));
      expect(removed.status).toBe(200);
      expect(removed.body.variantList.map((variant: { name: string }) => variant.name)).toEqual(['M', 'L']);
    });

    it("checks a size's barcode like a product code: printable (400) and used nowhere else in any case (409)", async () => {
      const unprintable = await call(server, 'POST', '/api/products', admin, shirtBody({ variantList: sizes(['2000000000016', null, null]) }));
      expect(unprintable.status).toBe(400);
      expect(unprintable.body.error.details[0]).toEqual({ message: 'The last digit is not the EAN-13 check digit.', path: ['variantList', 0, 'barcode'] });
      await shirt();
      const mug = (overrides: Record<string, unknown>) =>
        productBody({ productName: 'Mug', productCode: 'MUG-1', brand: null, category: 'Clothing', hasVariant: true, variantList: [{ name: 'Red', itemCode: 'VRT-1', barcode: 'X' }], ...overrides });
      const taken = await call(server, 'POST', '/api/products', admin, mug({ variantList: [{ name: 'Red', itemCode: 'VRT-1', barcode: '2000000000022' }] }));
      expect(taken.status).toBe(409);
      expect(taken.body.error.details[0]).toEqual({ message: "Barcode '2000000000022' is already used by 'T-Shirt M'.", path: ['variantList', 0, 'barcode'] });
      const aProductCode = await call(server, 'POST', '/api/products', admin, mug({ variantList: [{ name: 'Red', itemCode: 'VRT-1', barcode: '2000000000008' }] }));
      expect(aProductCode.status).toBe(409);
      expect(aProductCode.body.error.details[0].path).toEqual(['variantList', 0, 'barcode']);
      const codeIsABarcode = await call(server, 'POST', '/api/products', admin, mug({ productCode: '2000000000015', variantList: [] , hasVariant: false }));
      expect(codeIsABarcode.status).toBe(409);
      expect(codeIsABarcode.body.error.details[0]).toEqual({ message: "Product code '2000000000015' is already used by 'T-Shirt S'.", path: ['productCode'] });
    });
  });

  describe('POS reads', () => {
    it("answers a size scanned by its barcode or {code}-{itemCode}, with each size's stock in the till's warehouse", async () => {
      const tee = await shirt();
      await addStock(server.db, tee.id, 'Main', 4, tee.size.M);
      await addStock(server.db, tee.id, 'Secondary', 7, tee.size.M);
      await addStock(server.db, tee.id, 'Main', 1, tee.size.L);
      const byBarcode = await call(server, 'GET', `/api/pos/products/by-code?code=2000000000022&warehouseId=${warehouseIds.Main}`, staff);
      expect(byBarcode.status).toBe(200);
      expect(byBarcode.body).toMatchObject({ _id: tee.id, scannedVariant: 'VRT-2', quantity: 5 });
      expect(byBarcode.body.variantList).toEqual([
        { _id: tee.size.S, name: 'S', itemCode: 'VRT-1', barcode: '2000000000015', additionalPrice: 0, quantity: 0 },
        { _id: tee.size.M, name: 'M', itemCode: 'VRT-2', barcode: '2000000000022', additionalPrice: 0, quantity: 4 },
        { _id: tee.size.L, name: 'L', itemCode: 'VRT-3', barcode: null, additionalPrice: 2, quantity: 1 },
      ]);
      const bySuffix = await call(server, 'GET', '/api/pos/products/by-code?code=2000000000008-vrt-3', staff);
      expect(bySuffix.body).toMatchObject({ scannedVariant: 'VRT-3', quantity: 12 });
      const own = await call(server, 'GET', '/api/pos/products/by-code?code=2000000000008', staff);
      expect(own.body.scannedVariant).toBeNull();
      const tiles = await call(server, 'GET', `/api/pos/products?q=T-Shirt&warehouseId=${warehouseIds.Secondary}`, staff);
      expect(tiles.body[0].quantity).toBe(7);
      expect(tiles.body[0].variantList.map((variant: { quantity: number }) => variant.quantity)).toEqual([0, 7, 0]);
    });
  });
});
