import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAndStaff, call } from './catalog-helpers';
import { drivers, startTestServer, type TestServer } from './harness';
import { laptopInStock, saleBody } from './sales-helpers';

/**
 * Tax rates as written in law, up to three decimals (docs/pricing.md): New York's 8.875 % is kept
 * exactly and each line's tax is rounded half away from zero, as with any rate.
 */
describe.each(drivers)('tax rates with three decimals on %s', (driver) => {
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

  it('keeps 8.875 % and taxes a sale line at it, rounding half away from zero', async () => {
    const tax = await call(server, 'POST', '/api/taxes', admin, { name: 'NY Sales Tax', rate: 8.875 });
    expect(tax.status).toBe(201);
    expect(tax.body.rate).toBe(8.875);
    expect((await call(server, 'POST', '/api/taxes', admin, { name: 'Too fine', rate: 8.8755 })).status).toBe(400);
    // 4.00 × 8.875 % = 0.355: exactly half a cent, so 0.36.
    const product = await laptopInStock(server, admin, 5, { productPrice: 4, productTax: 'NY Sales Tax', taxMethod: 'Exclusive' });
    const sale = await call(server, 'POST', '/api/sales', admin, saleBody(product, {}, { quantity: 1, unitPrice: 4 }));
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const read = (await call(server, 'GET', `/api/sales/${sale.body._id}`, admin)).body;
    expect(read.products[0]).toMatchObject({ taxRate: 8.875, tax: 0.36 });
    expect(read.grandTotal).toBe(4.36);
  });
});
