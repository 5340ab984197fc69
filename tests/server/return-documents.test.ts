import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { laptopInStock, saleBody } from './sales-helpers';
import { openTill1 } from './till-helpers';

/** One laptop: 18,500.00 + VAT 15% = 21,275.00 (major units on the wire). */
const LAPTOP = 21275;
const SALES = 23;

/**
 * The POS's 'Return a sale' search (docs/screens.md#point-of-sale, GET /api/returns/sale/documents),
 * on both drivers: a shop with more completed sales than the list shows gets the newest 20, newest
 * first, and finds an older one by its receipt number.
 */
describe.each(drivers)('the sales a return is searched among on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  const references: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(driver);
    await server.reset();
    ({ admin } = await adminAndStaff(server));
    const laptop = await laptopInStock(server, admin, SALES);
    const till = await openTill1(server, admin);
    for (let sale = 0; sale < SALES; sale += 1) {
      const sold = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { source: 'pos', till, idempotencyKey: `return-search-${sale}`, payments: [{ method: 'Cash', amount: LAPTOP }] }) });
      expect(sold.status, JSON.stringify(sold.body)).toBe(201);
      references.push(sold.body.reference);
    }
  }, 120_000);
  afterAll(() => server.close());

  it('lists the newest 20, newest first, each with its units still returnable', async () => {
    const found = await call(server, 'GET /api/returns/sale/documents', admin);
    expect(found.status).toBe(200);
    expect(found.body.map((row: { reference: string }) => row.reference)).toEqual(references.slice(-20).reverse());
    expect(found.body.every((row: { returnable: number }) => row.returnable === 1)).toBe(true);
  });

  it('finds an older sale by its receipt number, whatever its case', async () => {
    const oldest = references[0]!;
    const found = await call(server, 'GET /api/returns/sale/documents', admin, { query: { q: oldest.toLowerCase() } });
    expect(found.body.map((row: { reference: string }) => row.reference)).toEqual([oldest]);
  });
});
