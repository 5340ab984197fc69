import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../server/routes/openapi';
import { routeTable } from '../../server/routes/route-table';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { documentValidator } from './contract-ajv';
import { drivers, startTestServer, type TestServer } from './harness';
import { laptopInStock, saleBody } from './sales-helpers';

const document = openApiDocument(routeTable) as { paths: Record<string, Record<string, unknown>> };
const ajv = documentValidator(document);
const requestSchemaOf = (path: string, method: string) => {
  const pointer = ['paths', path, method, 'requestBody', 'content', 'application/json', 'schema'].map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
  return ajv.compile({ $ref: `openapi#/${pointer}` });
};

/** Amounts the server takes (at most 2 decimals, floats whose binary form is not exact among them) and refuses. */
const TAKEN = [12.34, 0.07, 19.99, 0.3, 1234567.89, 100000000000];
const REFUSED = [12.345, 0.005, 1.001, 99.999];

/**
 * The document says what the server takes for money (docs/api.md#money-on-the-wire): at most two
 * decimals, `multipleOf: 0.01`. Each body is sent to the server and checked against the document's
 * request schema with the contract check's Ajv; both must give the same verdict.
 */
describe.each(drivers)('money in the OpenAPI document on %s', (driver) => {
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

  it('a deposit of 3 decimals is refused by the server and by the document; 2 decimals are taken by both', async () => {
    const customer = await call(server, 'POST /api/customers', admin, { json: { name: 'Bilal Ahmed', phone: '0300-1234567', address: '12 Mall Road', city: 'Lahore' } });
    const depositSchema = requestSchemaOf('/api/customers/{id}/deposits', 'post');
    for (const amount of [...TAKEN, ...REFUSED]) {
      const answer = await call(server, 'POST /api/customers/:id/deposits', admin, { params: { id: customer.body._id }, json: { amount } });
      const taken = REFUSED.includes(amount) ? 400 : 201;
      expect([amount, answer.status], JSON.stringify(answer.body)).toEqual([amount, taken]);
      if (taken === 400) expect(answer.body.error.details[0].path).toEqual(['amount']);
      expect([amount, depositSchema({ amount })]).toEqual([amount, taken === 201]);
    }
  });

  it("a sale's payment, price and discount of 3 decimals are refused by both; 2 decimals are taken by both", async () => {
    const laptop = await laptopInStock(server, admin, 50);
    const saleSchema = requestSchemaOf('/api/sales', 'post');
    const bodies = (amount: number) => [
      saleBody(laptop, { payments: [{ method: 'Cash', amount }] }),
      saleBody(laptop, {}, { unitPrice: amount }),
      saleBody(laptop, { orderDiscount: amount }),
    ];
    for (const amount of [...TAKEN.filter((amount) => amount < 20), ...REFUSED]) {
      for (const body of bodies(amount)) {
        const answer = await call(server, 'POST /api/sales', admin, { json: body });
        const taken = !REFUSED.includes(amount);
        expect([amount, answer.status], JSON.stringify(answer.body)).toEqual([amount, taken ? 201 : 400]);
        expect([amount, saleSchema(body)], JSON.stringify(saleSchema.errors)).toEqual([amount, taken]);
      }
    }
  });

  it('money fields of request bodies say multipleOf 0.01, with their range', () => {
    const schemas = (document as unknown as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } }).components.schemas;
    const money = { type: 'number', minimum: 0, maximum: 9999999999999.99, multipleOf: 0.01 };
    expect(schemas.DepositInput.properties.amount).toEqual(money);
    expect(schemas.TransferInput.properties.amount).toEqual(money);
    expect(schemas.SalePaymentInput.properties.amount).toEqual(money);
    expect(schemas.SaleLineInput.properties.unitPrice).toEqual(money);
    expect(schemas.PurchaseLineInput.properties.productCost).toMatchObject(money);
    expect(schemas.ProductInput.properties.productPrice).toMatchObject(money);
  });
});
