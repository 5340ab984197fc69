import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAndStaff, productBody } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { laptopInStock, ledgerSum, onHandIn, saleBody } from './sales-helpers';

/**
 * A product's type is fixed once it has stock or movements (docs/money-and-payments.md, "Stock and
 * product type"): Standard -> Service -> Standard would sell goods past the stock ledger.
 */
describe.each(drivers)('product type lock on %s', (driver) => {
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

  it('PUT /api/products/{id} refuses to change the type of a product with stock, saying why, and changes nothing', async () => {
    const laptop = await laptopInStock(server, admin, 5);
    const flipped = await call(server, 'PUT /api/products/:id', admin, { params: { id: laptop }, json: productBody({ productType: 'Service' }) });
    expect(flipped.status).toBe(409);
    const message = 'The type of Dell Inspiron 15 Laptop cannot change from Standard to Service: it has 5 in stock, 1 stock movement and 0 sale or purchase lines.';
    expect(flipped.body.error.details).toEqual([{ message, path: ['productType'] }]);
    expect((await call(server, 'GET /api/products/:id', admin, { params: { id: laptop } })).body.productType).toBe('Standard');
    // What the flip allowed: selling 8 of the 5 as a service, then flipping back with 5 still shown.
    const oversold = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, {}, { quantity: 8 }) });
    expect(oversold.status).toBe(409);
    expect(await onHandIn(server, laptop)).toBe(5);
    expect(await ledgerSum(server, laptop)).toBe(5);
  });

  it('a product whose stock was all sold keeps its type too: it has movements', async () => {
    const laptop = await laptopInStock(server, admin, 1);
    expect((await call(server, 'POST /api/sales', admin, { json: saleBody(laptop) })).status).toBe(201);
    const flipped = await call(server, 'PUT /api/products/:id', admin, { params: { id: laptop }, json: productBody({ productType: 'Service' }) });
    expect(flipped.status).toBe(409);
    expect(flipped.body.message).toBe('The type of Dell Inspiron 15 Laptop cannot change from Standard to Service: it has 0 in stock, 2 stock movements and 1 sale or purchase line.');
  });

  it('a service that was sold keeps its type: made Standard, cancelling its sale would put stock on the shelf that was never taken', async () => {
    const service = await laptopInStock(server, admin, 0, { productType: 'Service', productName: 'Repair', productCode: 'SV-1' });
    const sold = await call(server, 'POST /api/sales', admin, { json: saleBody(service) });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const flipped = await call(server, 'PUT /api/products/:id', admin, { params: { id: service }, json: productBody({ productType: 'Standard', productName: 'Repair', productCode: 'SV-1' }) });
    expect(flipped.status).toBe(409);
    expect(flipped.body.message).toBe('The type of Repair cannot change from Service to Standard: it has 0 in stock, 0 stock movements and 1 sale or purchase line.');
    expect((await call(server, 'PUT /api/sales/:id', admin, { params: { id: sold.body._id }, json: saleBody(service, { saleStatus: 'Canceled' }) })).status).toBe(200);
    expect(await onHandIn(server, service)).toBe(0);
  });

  it('a product without stock or movements may change its type', async () => {
    const laptop = await laptopInStock(server, admin, 0);
    const flipped = await call(server, 'PUT /api/products/:id', admin, { params: { id: laptop }, json: productBody({ productType: 'Service' }) });
    expect(flipped.status, JSON.stringify(flipped.body)).toBe(200);
    expect(flipped.body.productType).toBe('Service');
    expect((await call(server, 'PUT /api/products/:id', admin, { params: { id: laptop }, json: productBody({ productType: 'Standard', productName: 'Renamed' }) })).status).toBe(200);
  });
});
