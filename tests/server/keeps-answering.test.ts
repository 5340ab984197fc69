/**
 * The server keeps answering whatever a caller sends (docs/concurrency-and-limits.md, "Bounds and
 * ranges"): every date the API takes is a real calendar day of the years 2000 to 2199, every period
 * is bounded, a line quantity has a stated maximum, search text goes through the text rules, and a
 * sum over documents never refuses to be shown.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addStock, adminAndStaff, productBody } from './catalog-helpers';
import { call, rawRequest } from './route-client';
import { routeTable } from '../../server/routes/route-table';
import { drivers, startTestServer, type TestServer } from './harness';
import { purchaseBody, purchaseCatalog } from './purchase-helpers';
import { countRows, laptopInStock, onHandIn, saleBody } from './sales-helpers';

const PERIOD_ROUTES = [
  'GET /api/dashboard',
  'GET /api/reports/product',
  'GET /api/reports/sales',
  'GET /api/reports/purchase',
  'GET /api/reports/payment',
  'GET /api/reports/product/summary',
  'GET /api/reports/sales/summary',
  'GET /api/reports/purchase/summary',
  'GET /api/reports/payment/summary',
] as const;

async function importSales(server: TestServer, token: string, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'sales.csv');
  for (const [name, value] of Object.entries({ customer: 'Walk-in Customer', warehouse: 'Main', biller: 'Main Biller', saleStatus: 'Completed' })) form.append(name, value);
  return call(server, 'POST /api/import/sales', token, { body: form });
}

describe.each(drivers)('the server keeps answering on %s', (driver) => {
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

  it('refuses a period reaching past 2199 or before 2000 on every report, at once, with a 400 under the date', async () => {
    for (const path of PERIOD_ROUTES) {
      for (const [from, to, field] of [
        ['2026-01-01', '2200-01-01', 'to'],
        ['2026-01-01', '9999-12-31', 'to'],
        ['1999-12-31', '2026-01-01', 'from'],
        ['0000-01-01', '2026-01-01', 'from'],
      ] as const) {
        const started = performance.now();
        const answer = await call(server, path, admin, { query: { from, to } });
        expect([path, from, to, answer.status]).toEqual([path, from, to, 400]);
        expect(answer.body.error.details[0].path).toEqual([field]);
        expect(performance.now() - started).toBeLessThan(2000);
      }
    }
  });

  it('answers the widest period allowed, 2000-01-01 to 2199-12-31, on every report', async () => {
    for (const path of PERIOD_ROUTES) {
      const answer = await call(server, path, admin, { query: { from: '2000-01-01', to: '2199-12-31' } });
      expect([path, answer.status]).toEqual([path, 200]);
    }
  });

  it('refuses impossible and out-of-range dates with a 400, never a 500', async () => {
    for (const send of [
      () => call(server, 'GET /api/returns/sale', admin, { query: { from: '2024-02-30' } }),
      () => call(server, 'GET /api/returns/purchase', admin, { query: { to: '2024-13-01' } }),
      () => call(server, 'GET /api/returns/sale', admin, { query: { from: '9999-01-01' } }),
      () => call(server, 'GET /api/sales', admin, { query: { from: '2024-02-30' } }),
      () => call(server, 'GET /api/sales', admin, { query: { to: '2200-01-01' } }),
      () => call(server, 'GET /api/purchase', admin, { query: { from: '2024-02-30' } }),
      () => call(server, 'GET /api/payments', admin, { query: { from: '2024-02-30' } }),
      () => call(server, 'GET /api/payments', admin, { query: { to: '2300-01-01' } }),
      () => call(server, 'GET /api/dashboard', admin, { query: { from: '2024-02-30', to: '2024-03-01' } }),
      () => call(server, 'GET /api/transactions', admin, { query: { month: '9999-12' } }),
      () => call(server, 'GET /api/transactions', admin, { query: { month: '1999-12' } }),
    ]) {
      // The function's text names the request in a failure.
      expect((await send()).status, String(send)).toBe(400);
    }
    const transactions = await call(server, 'GET /api/transactions', admin, { query: { month: '2199-12' } });
    expect(transactions.status).toBe(200);
  });

  it('refuses a document dated outside 2000 to 2199 with a 400 and writes nothing', async () => {
    const laptop = await laptopInStock(server, admin, 5);
    const sale = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { date: '2200-01-01' }) });
    expect(sale.status).toBe(400);
    expect(sale.body.error.details[0].path).toEqual(['date']);
    const transfer = await call(server, 'POST /api/transfers', admin, { json: { date: '1999-12-31', fromAccount: 'x', toAccount: 'y', amount: 1 } });
    expect(transfer.status).toBe(400);
    expect(await countRows(server, 'sales')).toBe(0);
  });

  it('refuses NUL and other control characters in search text with a 400 on every list that searches', async () => {
    for (const path of ['GET /api/returns/sale', 'GET /api/returns/purchase', 'GET /api/returns/sale/documents', 'GET /api/pos/products', 'GET /api/products', 'GET /api/sales'] as const) {
      const answer = await call(server, path, admin, { query: { q: 'lap\u0000top' } });
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body.message).toMatch(/control character \(U\+0000\)/);
    }
  });

  it('answers every query parameter of every read with 2xx or 4xx, never 5xx: NUL, an impossible date, a far date, a huge number', async () => {
    const failures: string[] = [];
    for (const route of routeTable.filter((candidate) => candidate.method === 'GET' && candidate.query)) {
      const schema = route.query as { entries?: Record<string, unknown>; pipe?: { entries?: Record<string, unknown> }[] };
      const entries = schema.entries ?? schema.pipe?.[0]?.entries ?? {};
      const path = route.path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      for (const name of Object.keys(entries)) {
        for (const value of ['a\u0000b', '2024-02-30', '9999-12-31', '99999999999999999999', '2026-13', ' ']) {
          // Every route of the table, found at run time: raw, as no call names them one by one.
          const answer = await rawRequest(server, 'GET', `${path}?${new URLSearchParams({ [name]: value })}`, { token: admin });
          if (answer.status >= 500) failures.push(`${path} ${name}=${JSON.stringify(value)}: ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a line quantity above 1,000,000 on a sale, a sale edit, a purchase and a sale import, with a 400 and nothing written', async () => {
    const laptop = await laptopInStock(server, admin, 5);
    const huge = 2_147_483_648;
    const sale = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, {}, { quantity: huge }) });
    expect(sale.status).toBe(400);
    expect(sale.body.error.details[0].path).toEqual(['products', 0, 'quantity']);
    expect(sale.body.message).toBe('Quantity must be at most 1,000,000 on a line.');
    const overMax = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, {}, { quantity: 1_000_001 }) });
    expect(overMax.status).toBe(400);

    const made = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop) });
    expect(made.status).toBe(201);
    const edit = await call(server, 'PUT /api/sales/:id', admin, { params: { id: made.body._id }, json: saleBody(laptop, {}, { quantity: huge }) });
    expect(edit.status).toBe(400);

    await purchaseCatalog(server, admin).catch(() => undefined);
    await call(server, 'POST /api/suppliers', admin, { json: { name: 'Karachi Traders', companyName: 'KT Ltd', city: 'Karachi' } });
    const purchase = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ products: [{ productCode: 'DL-INS15', quantity: huge, productCost: 1, discount: 0 }] }) });
    expect(purchase.status).toBe(400);

    const imported = await importSales(server, admin, `product_code,quantity,unit_price,discount,tax_name\nDL-INS15,${huge},1,,\n`);
    expect(imported.status).toBe(400);
    expect(imported.body.error.details[0].path).toEqual([2, 'quantity']);
    expect(await countRows(server, 'sales')).toBe(1);
  });

  it('refuses stock that would pass what a stock level holds (2,147,483,647) with a 409, never a 500', async () => {
    await purchaseCatalog(server, admin);
    const line = { productCode: 'DL-INS15', quantity: 1_000_000, productCost: 1, discount: 0 };
    const many = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ products: Array.from({ length: 2_148 }, () => line) }) });
    expect([many.status, many.body.message]).toEqual([409, 'The stock of Dell Inspiron 15 Laptop (DL-INS15) would pass 2,147,483,647.']);
    const laptop = (await call(server, 'GET /api/products', admin, { query: { q: 'DL-INS15' } })).body[0]._id;
    await addStock(server.db, laptop, 'Main', 2_147_000_000);
    const more = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ products: [line] }) });
    expect(more.status).toBe(409);
    expect(await onHandIn(server, laptop)).toBe(2_147_000_000);
  });

  it('shows totals above the largest amount of one document on the dashboard and every report', async () => {
    await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
    await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
    const created = await call(server, 'POST /api/products', admin, { json: productBody({ productType: 'Service', productCode: 'BIG-1', productTax: 'No Tax', productPrice: 9_999_999_999_999.99, productCost: 1 }) });
    expect([created.status, created.body.message]).toEqual([201, undefined]);
    for (let index = 0; index < 2; index += 1) {
      const sale = await call(server, 'POST /api/sales', admin, { json: saleBody(created.body._id, {}, { productName: 'Big' }) });
      expect(sale.status).toBe(201);
      expect(sale.body.grandTotal).toBe(9_999_999_999_999.99);
    }
    for (const path of PERIOD_ROUTES) {
      const answer = await call(server, path, admin);
      expect([path, answer.status]).toEqual([path, 200]);
    }
    expect((await call(server, 'GET /api/transactions', admin, { query: { month: new Date().toISOString().slice(0, 7) } })).status).toBe(200);
    const sales = await call(server, 'GET /api/reports/sales/summary', admin);
    expect(JSON.stringify(sales.body)).toContain('19999999999999.98');
  });

  it('shows a customer owing, and a category holding stock worth, more than the largest amount of one document', async () => {
    const big = 9_999_999_999_999.99;
    const laptop = await laptopInStock(server, admin, 3, { productPrice: big, productCost: big, productTax: 'No Tax' });
    const customer = await call(server, 'POST /api/customers', admin, { json: { customerGroup: 'Regular', name: 'Bilal Ahmed', companyName: 'Ahmed Traders', email: 'bilal@example.com', phone: '0300-1234567', taxNumber: 'NTN-42', address: '12 Mall Road', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan' } });
    for (let index = 0; index < 2; index += 1) expect((await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { customer: customer.body._id }) })).status).toBe(201);
    const customers = await call(server, 'GET /api/customers', admin);
    expect(customers.status).toBe(200);
    expect(customers.body.find((row) => row._id === customer.body._id)!.balance).toBe(19_999_999_999_999.98);
    expect((await call(server, 'GET /api/customers/:id', admin, { params: { id: customer.body._id } })).status).toBe(200);
    // One laptop left at that price and cost, three more put in: four on the shelf.
    await addStock(server.db, laptop, 'Main', 3);
    const categories = await call(server, 'GET /api/categories', admin);
    expect(categories.status).toBe(200);
    expect(categories.body[0]).toMatchObject({ stockQuantity: 4, worthPrice: 39_999_999_999_999.96, worthCost: 39_999_999_999_999.96 });
  });
});
