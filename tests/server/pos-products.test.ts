import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './harness';
import { addStock, adminAndStaff, productBody } from './catalog-helpers';
import { call } from './route-client';

describe.each(drivers)('/api/pos/products on %s', (driver) => {
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
    const dell = await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
    const hp = await call(server, 'POST /api/brands', admin, { json: { name: 'HP' } });
    const electronics = await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
    const books = await call(server, 'POST /api/categories', admin, { json: { name: 'Books' } });
    const laptop = await call(server, 'POST /api/products', admin, { json: productBody({
      hasVariant: true,
      variantList: [{ name: '16 GB', itemCode: 'VRT-1', additionalPrice: 2500 }],
      hasWarehousePrice: true,
      warehousePrices: { Main: 18000 },
    }) });
    const printer = await call(server, 'POST /api/products', admin, { json: productBody({ productName: 'HP LaserJet', productCode: 'HP-LJ', brand: 'HP', featured: false, productPrice: 300 }) });
    const novel = await call(server, 'POST /api/products', admin, { json: productBody({ productName: 'Novel', productCode: 'BK-1', brand: null, category: 'Books', featured: false, productPrice: 12.5 }) });
    await addStock(server.db, laptop.body._id, 'Main', 7);
    ids = { dell: dell.body._id, hp: hp.body._id, electronics: electronics.body._id, books: books.body._id, laptop: laptop.body._id, printer: printer.body._id, novel: novel.body._id };
  });

  const names = (rows: { productName: string }[]) => rows.map((row) => row.productName).sort();

  it('lists the tiles of a category, a brand and the featured products, with what the cart prices', async () => {
    const electronics = await call(server, 'GET /api/pos/products', staff, { query: { categoryId: ids.electronics } });
    expect(electronics.status).toBe(200);
    expect(names(electronics.body)).toEqual(['Dell Inspiron 15 Laptop', 'HP LaserJet']);
    expect(electronics.total).toBe(2);
    expect(names((await call(server, 'GET /api/pos/products', staff, { query: { brandId: ids.hp } })).body)).toEqual(['HP LaserJet']);
    expect(names((await call(server, 'GET /api/pos/products', staff, { query: { categoryId: ids.books } })).body)).toEqual(['Novel']);
    const featured = await call(server, 'GET /api/pos/products', staff, { query: { featured: 'true' } });
    expect(names(featured.body)).toEqual(['Dell Inspiron 15 Laptop']);
    expect(featured.body[0]).toMatchObject({
      _id: ids.laptop,
      productCode: 'DL-INS15',
      productPrice: 18500,
      warehousePrices: { Main: 18000 },
      productTaxRate: 15,
      taxMethod: 'Exclusive',
      quantity: 7,
      variantList: [{ name: '16 GB', itemCode: 'VRT-1', additionalPrice: 2500 }],
    });
  });

  it('pages the tiles and searches by name or code', async () => {
    const first = await call(server, 'GET /api/pos/products', staff, { query: { pageSize: 2, page: 1 } });
    const second = await call(server, 'GET /api/pos/products', staff, { query: { pageSize: 2, page: 2 } });
    expect(first.total).toBe(3);
    expect(first.body).toHaveLength(2);
    expect(second.body).toHaveLength(1);
    expect(names((await call(server, 'GET /api/pos/products', staff, { query: { q: 'laser' } })).body)).toEqual(['HP LaserJet']);
    expect(names((await call(server, 'GET /api/pos/products', staff, { query: { q: 'bk' } })).body)).toEqual(['Novel']);
  });

  it('finds a scanned product code or a variant code, and answers 404 for an unknown code', async () => {
    const product = await call(server, 'GET /api/pos/products/by-code', staff, { query: { code: 'dl-ins15' } });
    expect(product.status).toBe(200);
    expect(product.body).toMatchObject({ _id: ids.laptop, scannedVariant: null });
    const variant = await call(server, 'GET /api/pos/products/by-code', staff, { query: { code: 'DL-INS15-VRT-1' } });
    expect(variant.body).toMatchObject({ _id: ids.laptop, scannedVariant: 'VRT-1' });
    const unknown = await call(server, 'GET /api/pos/products/by-code', staff, { query: { code: 'NOPE-1' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("No product has the code 'NOPE-1'.");
    expect((await call(server, 'GET /api/pos/products/by-code', staff, { query: { code: 'DL-INS15-VRT-9' } })).status).toBe(404);
  });

  it("shows each product's stock in the warehouse asked for (the till's), and the shop's total without one", async () => {
    const lahore = await call(server, 'POST /api/warehouses', admin, { json: { name: 'Lahore Store' } });
    expect(lahore.status).toBe(201);
    await addStock(server.db, ids.laptop, 'Lahore Store', 3);
    await addStock(server.db, ids.printer, 'Lahore Store', 2);
    const [main] = (await call(server, 'GET /api/warehouses', admin, { query: { q: 'Main' } })).body;
    const stock = (rows: { productName: string; quantity: number }[]) => Object.fromEntries(rows.map((row) => [row.productName, row.quantity]));
    // The laptop: 7 at Main, 3 at Lahore; the printer: 2 at Lahore; the novel: none anywhere.
    expect(stock((await call(server, 'GET /api/pos/products', staff)).body)).toEqual({ 'Dell Inspiron 15 Laptop': 10, 'HP LaserJet': 2, Novel: 0 });
    expect(stock((await call(server, 'GET /api/pos/products', staff, { query: { warehouseId: main._id } })).body)).toEqual({ 'Dell Inspiron 15 Laptop': 7, 'HP LaserJet': 0, Novel: 0 });
    expect(stock((await call(server, 'GET /api/pos/products', staff, { query: { q: 'laser', warehouseId: lahore.body._id } })).body)).toEqual({ 'HP LaserJet': 2 });
    const scanned = await call(server, 'GET /api/pos/products/by-code', staff, { query: { code: 'DL-INS15-VRT-1', warehouseId: lahore.body._id } });
    expect(scanned.body).toMatchObject({ scannedVariant: 'VRT-1', quantity: 3 });
    expect((await call(server, 'GET /api/pos/products/by-code', staff, { query: { code: 'DL-INS15' } })).body.quantity).toBe(10);
    const refused = await call(server, 'GET /api/pos/products/by-code', staff, { query: { code: 'DL-INS15', warehouseId: 'Main' } });
    expect([refused.status, refused.body.error.details[0].message]).toEqual([400, 'warehouseId must be a record id.']);
  });

  it('refuses a filter that is not a record id with a 400', async () => {
    const answer = await call(server, 'GET /api/pos/products', staff, { query: { categoryId: 'Electronics' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details[0].message).toBe('categoryId must be a record id.');
  });
});
