import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './harness';
import { adminAndStaff, addStock, productBody, tableCounts } from './catalog-helpers';
import { call } from './route-client';

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
    expect((await call(server, 'POST /api/categories', admin, { json: { name: 'Clothing' } })).status).toBe(201);
    const rows = (await call(server, 'GET /api/warehouses', admin, { query: { pageSize: 50 } })).body;
    warehouseIds = Object.fromEntries(rows.map((row) => [row.name, row._id]));
  });

  const sizes = (barcodes: (string | null)[] = [null, null, null]) =>
    ['S', 'M', 'L'].map((name, index) => ({ name, itemCode: `VRT-${index + 1}`, barcode: barcodes[index], additionalPrice: index === 2 ? 2 : 0 }));

  function shirtBody(overrides: Record<string, unknown> = {}) {
    return productBody({
      productName: 'T-Shirt',
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
    const created = await call(server, 'POST /api/products', admin, { json: shirtBody(overrides) });
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
      const read = (await call(server, 'GET /api/products/:id', admin, { params: { id: tee.id } })).body;
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
      const listed = (await call(server, 'GET /api/products', staff, { query: { q: 'T-Shirt' } })).body[0];
      expect(listed.variantList.map((variant: { quantity: number }) => variant.quantity)).toEqual([0, 5, 0]);
    });

    it('keeps a size and its stock through an edit that renames and reorders the sizes', async () => {
      const tee = await shirt();
      await addStock(server.db, tee.id, 'Main', 4, tee.size.M);
      const edited = await call(server, 'PUT /api/products/:id', admin, { params: { id: tee.id }, json: shirtBody({
          variantList: [
            { _id: tee.size.M, name: 'Medium', itemCode: 'VRT-1', barcode: '2000000000022', additionalPrice: 0 },
            { _id: tee.size.S, name: 'M', itemCode: 'VRT-2', barcode: null, additionalPrice: 0 },
            { _id: tee.size.L, name: 'L', itemCode: 'VRT-3', barcode: null, additionalPrice: 2 },
            { name: 'XL', itemCode: 'VRT-4', barcode: null, additionalPrice: 3 },
          ],
        }) });
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
      const refused = await call(server, 'PUT /api/products/:id', admin, { params: { id: tee.id }, json: shirtBody({ variantList: sizes().filter((size) => size.name !== 'M') }) });
      expect(refused.status).toBe(409);
      expect(refused.body.error.details[0]).toEqual({ message: 'M (VRT-2) has stock or stock history and cannot be removed.', path: ['variantList'] });
      expect(await tableCounts(server.db)).toEqual(before);
      const removed = await call(server, 'PUT /api/products/:id', admin, { params: { id: tee.id }, json: shirtBody({ variantList: sizes().filter((size) => size.name !== 'S') }) });
      expect(removed.status).toBe(200);
      expect(removed.body.variantList.map((variant: { name: string }) => variant.name)).toEqual(['M', 'L']);
    });

    it("checks a size's barcode like a product code: printable (400) and used nowhere else in any case (409)", async () => {
      const unprintable = await call(server, 'POST /api/products', admin, { json: shirtBody({ variantList: sizes(['2000000000016', null, null]) }) });
      expect(unprintable.status).toBe(400);
      expect(unprintable.body.error.details[0]).toEqual({ message: 'The last digit is not the EAN-13 check digit.', path: ['variantList', 0, 'barcode'] });
      await shirt();
      const mug = (overrides: Record<string, unknown>) =>
        productBody({ productName: 'Mug', productCode: 'MUG-1', brand: null, category: 'Clothing', hasVariant: true, variantList: [{ name: 'Red', itemCode: 'VRT-1', barcode: 'X' }], ...overrides });
      const taken = await call(server, 'POST /api/products', admin, { json: mug({ variantList: [{ name: 'Red', itemCode: 'VRT-1', barcode: '2000000000022' }] }) });
      expect(taken.status).toBe(409);
      expect(taken.body.error.details[0]).toEqual({ message: "Barcode '2000000000022' is already used by 'T-Shirt M'.", path: ['variantList', 0, 'barcode'] });
      const aProductCode = await call(server, 'POST /api/products', admin, { json: mug({ variantList: [{ name: 'Red', itemCode: 'VRT-1', barcode: '2000000000008' }] }) });
      expect(aProductCode.status).toBe(409);
      expect(aProductCode.body.error.details[0].path).toEqual(['variantList', 0, 'barcode']);
      const codeIsABarcode = await call(server, 'POST /api/products', admin, { json: mug({ productCode: '2000000000015', variantList: [] , hasVariant: false }) });
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
      const byBarcode = await call(server, 'GET /api/pos/products/by-code', staff, { query: { code: '2000000000022', warehouseId: warehouseIds.Main } });
      expect(byBarcode.status).toBe(200);
      expect(byBarcode.body).toMatchObject({ _id: tee.id, scannedVariant: 'VRT-2', quantity: 5 });
      expect(byBarcode.body.variantList).toEqual([
        { _id: tee.size.S, name: 'S', itemCode: 'VRT-1', barcode: '2000000000015', additionalPrice: 0, quantity: 0 },
        { _id: tee.size.M, name: 'M', itemCode: 'VRT-2', barcode: '2000000000022', additionalPrice: 0, quantity: 4 },
        { _id: tee.size.L, name: 'L', itemCode: 'VRT-3', barcode: null, additionalPrice: 2, quantity: 1 },
      ]);
      const bySuffix = await call(server, 'GET /api/pos/products/by-code', staff, { query: { code: '2000000000008-vrt-3' } });
      expect(bySuffix.body).toMatchObject({ scannedVariant: 'VRT-3', quantity: 12 });
      const own = await call(server, 'GET /api/pos/products/by-code', staff, { query: { code: '2000000000008' } });
      expect(own.body.scannedVariant).toBeNull();
      const tiles = await call(server, 'GET /api/pos/products', staff, { query: { q: 'T-Shirt', warehouseId: warehouseIds.Secondary } });
      expect(tiles.body[0].quantity).toBe(7);
      expect(tiles.body[0].variantList.map((variant: { quantity: number }) => variant.quantity)).toEqual([0, 7, 0]);
    });
  });

  describe('the product list', () => {
    it("finds a product by a size's whole barcode, but not by part of one", async () => {
      const tee = await shirt();
      const search = async (q: string) => (await call(server, 'GET /api/products', staff, { query: { q } })).body.map((row: { _id: string }) => row._id);
      expect(await search('2000000000022')).toEqual([tee.id]);
      expect(await search(' 2000000000015 ')).toEqual([tee.id]);
      // Part of a size's barcode is no scan: only the product's own name and code are searched within.
      expect(await search('000000002')).toEqual([]);
    });
  });

  describe("the order forms' code lookup", () => {
    it('finds a size by its barcode or {code}-{itemCode} in any case, as the POS does; its own code names no size; else a 404', async () => {
      const tee = await shirt();
      const byCode = (code: string) => call(server, 'GET /api/products/by-code', staff, { query: { code } });
      const byBarcode = await byCode(' 2000000000022 ');
      expect([byBarcode.status, byBarcode.body._id, byBarcode.body.scannedVariant]).toEqual([200, tee.id, 'VRT-2']);
      expect(byBarcode.body.variantList.map((variant: { barcode: string | null }) => variant.barcode)).toEqual(['2000000000015', '2000000000022', null]);
      expect((await byCode('2000000000008-vrt-3')).body).toMatchObject({ _id: tee.id, scannedVariant: 'VRT-3' });
      expect((await byCode('2000000000008')).body).toMatchObject({ _id: tee.id, scannedVariant: null });
      expect((await byCode('2000000000008-VRT-4')).status).toBe(404);
      expect((await byCode('2000000000039')).status).toBe(404);
    });
  });

  /** A back-office sale from Main of the given lines, as the sale form sends it. */
  const sale = (lines: Record<string, unknown>[], overrides: Record<string, unknown> = {}) => ({
    customer: 'Walk-in Customer',
    warehouse: 'Main',
    biller: 'Main Biller',
    saleStatus: 'Completed',
    paymentStatus: 'Pending',
    products: lines,
    ...overrides,
  });

  describe('documents move the size they name', () => {
    it('a sale takes its sizes; a short size is a 409 naming it; no size, or a size of a product without them, is a 400 under the line', async () => {
      const tee = await shirt();
      await addStock(server.db, tee.id, 'Main', 3, tee.size.M);
      await addStock(server.db, tee.id, 'Main', 1, tee.size.L);
      const sold = await call(server, 'POST /api/sales', staff, { json: sale([{ _id: tee.id, variant: 'm', quantity: 2 }, { _id: tee.id, variant: tee.size.L, quantity: 1 }]) });
      expect(sold.status, JSON.stringify(sold.body)).toBe(201);
      expect(sold.body.products.map((line) => [line.variant, line.variantCode, line.unitPrice])).toEqual([
        ['M', 'VRT-2', 10],
        ['L', 'VRT-3', 12],
      ]);
      expect([await level(tee.id, 'Main', tee.size.M), await level(tee.id, 'Main', tee.size.L)]).toEqual([1, 0]);

      const plain = (await call(server, 'POST /api/products', admin, { json: productBody({ productName: 'Cap', productCode: 'CAP-1', brand: null, category: 'Clothing' }) })).body._id;
      const before = await tableCounts(server.db);
      const short = await call(server, 'POST /api/sales', staff, { json: sale([{ _id: tee.id, variant: 'S', quantity: 1 }, { _id: tee.id, variant: 'M', quantity: 2 }]) });
      expect(short.status).toBe(409);
      expect(short.body.error.details).toEqual([
        { message: 'T-Shirt (2000000000008) S needs 1, 0 in stock.', path: ['products', 0] },
        { message: 'T-Shirt (2000000000008) M needs 2, 1 in stock.', path: ['products', 1] },
      ]);
      const noSize = await call(server, 'POST /api/sales', staff, { json: sale([{ _id: tee.id, quantity: 1 }]) });
      expect([noSize.status, noSize.body.error.details]).toEqual([400, [{ message: 'Choose a variant of T-Shirt: S, M, L.', path: ['products', 0, 'variant'] }]]);
      const capSize = await call(server, 'POST /api/sales', staff, { json: sale([{ _id: plain, variant: 'M', quantity: 1 }]) });
      expect([capSize.status, capSize.body.error.details]).toEqual([400, [{ message: "Cap has no variant 'M'.", path: ['products', 0, 'variant'] }]]);
      expect(await tableCounts(server.db)).toEqual(before);

      // Deleting the sale puts each size back.
      expect((await call(server, 'DELETE /api/sales/:id', admin, { params: { id: sold.body._id } })).status).toBe(200);
      expect([await level(tee.id, 'Main', tee.size.M), await level(tee.id, 'Main', tee.size.L)]).toEqual([3, 1]);
    });

    it('concurrent sales of the last units of one size never overdraw it: exactly as many succeed as there are', async () => {
      const tee = await shirt();
      await addStock(server.db, tee.id, 'Main', 3, tee.size.M);
      await addStock(server.db, tee.id, 'Main', 10, tee.size.S);
      const answers = await Promise.all(Array.from({ length: 8 }, () => call(server, 'POST /api/sales', staff, { json: sale([{ _id: tee.id, variant: 'M', quantity: 1 }]) })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
      expect(await level(tee.id, 'Main', tee.size.M)).toBe(0);
      expect(await level(tee.id, 'Main', tee.size.S)).toBe(10);
    });

    it('a purchase puts its sizes in; an edit and a purchase return move the same sizes', async () => {
      const tee = await shirt();
      await call(server, 'POST /api/suppliers', admin, { json: { name: 'Faisalabad Mills', companyName: 'FM', city: 'Faisalabad' } });
      const body = (lines: Record<string, unknown>[]) => ({ warehouse: 'Main', supplier: 'Faisalabad Mills', purchaseStatus: 'Received', products: lines });
      const bought = await call(server, 'POST /api/purchase', admin, { json: body([{ productId: tee.id, variant: 'S', quantity: 4, productCost: 5 }, { productCode: '2000000000008', variant: 'VRT-2', quantity: 6, productCost: 5 }]) });
      expect(bought.status, JSON.stringify(bought.body)).toBe(201);
      expect(bought.body.products.map((line) => [line.variantId, line.variant, line.variantCode])).toEqual([
        [tee.size.S, 'S', 'VRT-1'],
        [tee.size.M, 'M', 'VRT-2'],
      ]);
      expect([await level(tee.id, 'Main', tee.size.S), await level(tee.id, 'Main', tee.size.M), await level(tee.id, 'Main', null)]).toEqual([4, 6, 0]);
      const noSize = await call(server, 'POST /api/purchase', admin, { json: body([{ productId: tee.id, quantity: 1, productCost: 5 }]) });
      expect([noSize.status, noSize.body.error.details[0].path]).toEqual([400, ['products', 0, 'variant']]);

      const edited = await call(server, 'PUT /api/purchase/:id', admin, { params: { id: bought.body._id }, json: body([{ productId: tee.id, variant: 'S', quantity: 1, productCost: 5 }, { productId: tee.id, variant: 'L', quantity: 2, productCost: 5 }]) });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect([await level(tee.id, 'Main', tee.size.S), await level(tee.id, 'Main', tee.size.M), await level(tee.id, 'Main', tee.size.L)]).toEqual([1, 0, 2]);

      const returnable = (await call(server, 'GET /api/returns/purchase/returnable/:id', admin, { params: { id: bought.body._id } })).body;
      const lLine = returnable.lines.find((line) => line.variant === 'L')!;
      expect(lLine).toMatchObject({ variantId: tee.size.L, variantCode: 'VRT-3', returnable: 2 });
      const sentBack = await call(server, 'POST /api/returns/purchase', admin, { json: { purchase: bought.body._id, lines: [{ lineId: lLine.lineId, quantity: 1 }], refundAmount: 0 } });
      expect(sentBack.status, JSON.stringify(sentBack.body)).toBe(201);
      expect(sentBack.body.lines![0]).toMatchObject({ variantId: tee.size.L, variant: 'L' });
      expect(await level(tee.id, 'Main', tee.size.L)).toBe(1);
    });

    it("a sale return restocks the size sold, and deleting it takes it back out", async () => {
      const tee = await shirt();
      await addStock(server.db, tee.id, 'Main', 2, tee.size.L);
      const sold = (await call(server, 'POST /api/sales', staff, { json: sale([{ _id: tee.id, variant: 'L', quantity: 2 }]) })).body;
      const lineId = (await call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: sold._id } })).body.lines[0].lineId;
      const returned = await call(server, 'POST /api/returns/sale', admin, { json: { sale: sold._id, lines: [{ lineId, quantity: 1 }], restock: true, refundAmount: 0 } });
      expect(returned.status, JSON.stringify(returned.body)).toBe(201);
      expect([await level(tee.id, 'Main', tee.size.L), await level(tee.id, 'Main', null)]).toEqual([1, 0]);
      expect((await call(server, 'DELETE /api/returns/sale/:id', admin, { params: { id: returned.body._id } })).status).toBe(200);
      expect(await level(tee.id, 'Main', tee.size.L)).toBe(0);
    });

    it('stock from before the sizes stays on the product until a count or a transfer names the size', async () => {
      const tee = await shirt();
      // As migrated: stock on the product itself (variant null).
      await addStock(server.db, tee.id, 'Main', 5, null);
      expect((await call(server, 'POST /api/sales', staff, { json: sale([{ _id: tee.id, variant: 'M', quantity: 1 }]) })).status).toBe(409);
      const adjust = (body: Record<string, unknown>) => call(server, 'POST /api/stock/adjustments', admin, { json: { productId: tee.id, warehouseId: warehouseIds.Main, reason: 'count', note: '', ...body } });
      const cleared = await adjust({ mode: 'count', quantity: 0 });
      expect(cleared.body).toMatchObject({ variantId: null, delta: -5, onHand: 0 });
      const counted = await adjust({ variant: 'M', mode: 'count', quantity: 4 });
      expect(counted.body).toMatchObject({ variantId: tee.size.M, delta: 4, onHand: 4 });
      expect((await adjust({ variant: 'XL', mode: 'add', quantity: 1 })).body.error.details).toEqual([{ message: "T-Shirt has no variant 'XL'.", path: ['variant'] }]);

      const moved = await call(server, 'POST /api/stock-transfers', admin, { json: {
        date: '2026-11-26',
        fromWarehouse: warehouseIds.Main,
        toWarehouse: warehouseIds.Secondary,
        lines: [{ product: tee.id, variant: 'VRT-2', quantity: 3 }],
      } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(201);
      expect(moved.body.lines).toEqual([{ productId: tee.id, productName: 'T-Shirt', productCode: '2000000000008', variantId: tee.size.M, variant: 'M', variantCode: 'VRT-2', quantity: 3 }]);
      expect([await level(tee.id, 'Main', tee.size.M), await level(tee.id, 'Secondary', tee.size.M)]).toEqual([1, 3]);
      const short = await call(server, 'POST /api/stock-transfers', admin, { json: {
        date: '2026-11-26',
        fromWarehouse: warehouseIds.Main,
        toWarehouse: warehouseIds.Secondary,
        lines: [{ product: tee.id, variant: 'S', quantity: 1 }],
      } });
      expect([short.status, short.body.error.details]).toEqual([409, [{ message: 'T-Shirt (2000000000008) S needs 1, 0 in stock.', path: ['lines', 0, 'quantity'] }]]);
      // A short size on the second line names that line, and the first line's size does not move either.
      const secondShort = await call(server, 'POST /api/stock-transfers', admin, { json: {
        date: '2026-11-26',
        fromWarehouse: warehouseIds.Main,
        toWarehouse: warehouseIds.Secondary,
        lines: [
          { product: tee.id, variant: 'M', quantity: 1 },
          { product: tee.id, variant: 'L', quantity: 2 },
        ],
      } });
      expect([secondShort.status, secondShort.body.error.details]).toEqual([409, [{ message: 'T-Shirt (2000000000008) L needs 2, 0 in stock.', path: ['lines', 1, 'quantity'] }]]);
      expect([await level(tee.id, 'Main', tee.size.M), await level(tee.id, 'Secondary', tee.size.M)]).toEqual([1, 3]);

      const history = (await call(server, 'GET /api/products/:id/stock-history', admin, { params: { id: tee.id }, query: { warehouseId: warehouseIds.Main, variantId: tee.size.M } })).body;
      // Every size, stocked or not, for the count dialog to ask which.
      expect(history.variants).toEqual([
        { id: tee.size.S, name: 'S', itemCode: 'VRT-1' },
        { id: tee.size.M, name: 'M', itemCode: 'VRT-2' },
        { id: tee.size.L, name: 'L', itemCode: 'VRT-3' },
      ]);
      expect(history.levels).toEqual([
        { warehouseId: warehouseIds.Main, warehouse: 'Main', variantId: null, variant: null, onHand: 0 },
        { warehouseId: warehouseIds.Main, warehouse: 'Main', variantId: tee.size.M, variant: 'M', onHand: 1 },
        { warehouseId: warehouseIds.Secondary, warehouse: 'Secondary', variantId: tee.size.M, variant: 'M', onHand: 3 },
      ]);
      expect(history.movements.map((movement) => [movement.variant, movement.delta, movement.balance])).toEqual([
        ['M', -3, 1],
        ['M', 4, 4],
      ]);
    });

    it('the imports carry the size of each row and move it', async () => {
      const tee = await shirt();
      await call(server, 'POST /api/suppliers', admin, { json: { name: 'Faisalabad Mills', companyName: 'FM', city: 'Faisalabad' } });
      const form = new FormData();
      form.append('warehouse', 'Main');
      form.append('supplier', 'Faisalabad Mills');
      form.append('file', new Blob(['product_code,quantity,purchase_unit,product_cost,discount,tax_name,variant\n2000000000008,5,Piece,5,0,No Tax,S\n2000000000008,2,Piece,5,0,No Tax,vrt-3\n'], { type: 'text/csv' }), 'purchase.csv');
      const imported = await call(server, 'POST /api/import/purchases', admin, { body: form });
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      expect([await level(tee.id, 'Main', tee.size.S), await level(tee.id, 'Main', tee.size.L)]).toEqual([5, 2]);

      const refused = new FormData();
      refused.append('warehouse', 'Main');
      refused.append('file', new Blob(['product_code,quantity,purchase_unit,product_cost,discount,tax_name\n2000000000008,5,Piece,5,0,No Tax\n'], { type: 'text/csv' }), 'purchase.csv');
      const noSize = await call(server, 'POST /api/import/purchases', admin, { body: refused });
      expect(noSize.status).toBe(400);
      expect(noSize.body.error.details).toEqual([{ message: 'Row 2, variant: Choose a variant of T-Shirt: S, M, L.', path: [2, 'variant'] }]);

      const sales = new FormData();
      for (const [name, value] of Object.entries({ customer: 'Walk-in Customer', warehouse: 'Main', biller: 'Main Biller', saleStatus: 'Completed' })) sales.append(name, value);
      sales.append('file', new Blob(['product_code,quantity,unit_price,variant\n2000000000008,3,10,S\n'], { type: 'text/csv' }), 'sales.csv');
      const sold = await call(server, 'POST /api/import/sales', admin, { body: sales });
      expect(sold.status).toBe(201);
      expect(await level(tee.id, 'Main', tee.size.S)).toBe(2);
    });
  });

  describe('the bell', () => {
    it('lists each size at or below the alert quantity per warehouse, never the unassigned stock of a product with sizes', async () => {
      const tee = await shirt();
      await addStock(server.db, tee.id, 'Main', 1, tee.size.M);
      await addStock(server.db, tee.id, 'Main', 9, tee.size.S);
      await addStock(server.db, tee.id, 'Main', 1, null);
      const bell = (await call(server, 'GET /api/notifications', staff)).body;
      expect(bell.items.filter((item: { productId: string }) => item.productId === tee.id)).toEqual([
        { productId: tee.id, productName: 'T-Shirt', productCode: '2000000000008', warehouseId: warehouseIds.Main, warehouse: 'Main', variantId: tee.size.M, variant: 'M', quantity: 1, alertQuantity: 2 },
      ]);
    });
  });
});
