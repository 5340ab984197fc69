import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { ledgerSum, onHand, purchaseBody, purchaseCatalog } from './purchase-helpers';

const laptopLine = (quantity: number) => ({ productCode: 'DL-INS15', quantity, productCost: 100, discount: 0 });

/** An edit or a delete may not undo goods already sent back to the supplier. */
describe.each(drivers)('editing and deleting a purchase with returns on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let laptopId: string;
  let mainId: string;
  let purchaseId: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin } = await adminAndStaff(server));
    ({ laptopId, mainId } = await purchaseCatalog(server, admin));
    // 5 laptops received, 2 of them returned: 3 left in Main.
    const purchase = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ products: [laptopLine(5)] }) });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
    purchaseId = purchase.body._id;
    const lineId = (await call(server, 'GET /api/returns/purchase/returnable/:id', admin, { params: { id: purchaseId } })).body.lines[0].lineId;
    const returned = await call(server, 'POST /api/returns/purchase', admin, { json: { purchase: purchaseId, lines: [{ lineId, quantity: 2 }], refundAmount: 0 } });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
  });

  const unchanged = async () => {
    expect(await onHand(server, laptopId, mainId)).toBe(3);
    expect(await ledgerSum(server, laptopId, mainId)).toBe(3);
    const read = await call(server, 'GET /api/purchase/:id', admin, { params: { id: purchaseId } });
    expect(read.body.products.map((line: { productCode: string; quantity: number }) => [line.productCode, line.quantity])).toEqual([['DL-INS15', 5]]);
  };

  it('refuses 409 to lower a quantity below what was returned, naming the product, and changes nothing', async () => {
    const answer = await call(server, 'PUT /api/purchase/:id', admin, { params: { id: purchaseId }, json: purchaseBody({ products: [laptopLine(1)] }) });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Dell Inspiron 15 Laptop (DL-INS15): 2 already returned to the supplier; the purchase cannot hold fewer than 2.');
    await unchanged();
  });

  it('refuses 409 to drop a returned product or to un-receive the purchase', async () => {
    const dropped = await call(server, 'PUT /api/purchase/:id', admin, { params: { id: purchaseId }, json: purchaseBody({ products: [{ productCode: 'MS-1', quantity: 1, productCost: 4.5, discount: 0 }] }) });
    expect(dropped.status).toBe(409);
    expect(dropped.body.message).toBe('Dell Inspiron 15 Laptop (DL-INS15): 2 already returned to the supplier; the purchase cannot hold fewer than 2.');
    const pending = await call(server, 'PUT /api/purchase/:id', admin, { params: { id: purchaseId }, json: purchaseBody({ purchaseStatus: 'Pending', products: [laptopLine(5)] }) });
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe('This purchase has returns: it stays Received, in Main.');
    await unchanged();
  });

  it('accepts a quantity down to what was returned, and the returned quantity still counts', async () => {
    const answer = await call(server, 'PUT /api/purchase/:id', admin, { params: { id: purchaseId }, json: purchaseBody({ products: [laptopLine(2)] }) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await onHand(server, laptopId, mainId)).toBe(0);
    expect(await ledgerSum(server, laptopId, mainId)).toBe(0);
    const returnable = (await call(server, 'GET /api/returns/purchase/returnable/:id', admin, { params: { id: purchaseId } })).body.lines[0];
    expect([returnable.returned, returnable.returnable]).toEqual([2, 0]);
  });

  it("refuses 409 to change the unit cost, discount or tax the return was priced at, naming the field, and changes nothing", async () => {
    const message = "Dell Inspiron 15 Laptop (DL-INS15): 2 already returned to the supplier at this line's cost; its unit cost, discount and tax cannot change.";
    const edits: [Record<string, unknown>, string][] = [
      [{ productCost: 90 }, 'productCost'],
      [{ discount: 10 }, 'discount'],
      [{ taxRate: 0 }, 'taxRate'],
    ];
    for (const [change, field] of edits) {
      const answer = await call(server, 'PUT /api/purchase/:id', admin, { params: { id: purchaseId }, json: purchaseBody({ products: [{ ...laptopLine(5), ...change }] }) });
      expect(answer.status, field).toBe(409);
      expect(answer.body.message).toBe(message);
      expect(answer.body.error.details).toEqual([{ message, path: ['products', 0, field] }]);
    }
    await unchanged();
    const returns = await call(server, 'GET /api/returns/purchase', admin);
    expect(returns.body.map((record: { total: number }) => record.total)).toEqual([230]);
  });

  it('refuses 409 a discounted line cut so far that it comes to less than its returns took off', async () => {
    // 3 at 100 less 50 plus VAT 15 %: 287.50; 2 returned for 191.67. 2 less 50 plus VAT would be 172.50.
    const bought = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ products: [{ ...laptopLine(3), discount: 50 }] }) });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const lineId = (await call(server, 'GET /api/returns/purchase/returnable/:id', admin, { params: { id: bought.body._id } })).body.lines[0].lineId;
    const returned = await call(server, 'POST /api/returns/purchase', admin, { json: { purchase: bought.body._id, lines: [{ lineId, quantity: 2 }], refundAmount: 0 } });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    const answer = await call(server, 'PUT /api/purchase/:id', admin, { params: { id: bought.body._id }, json: purchaseBody({ products: [{ ...laptopLine(2), discount: 50 }] }) });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Dell Inspiron 15 Laptop (DL-INS15): 2 already returned to the supplier for 191.67; the line cannot come to less than that.');
    expect(answer.body.error.details[0].path).toEqual(['products', 0, 'quantity']);
  });

  it('keeps a return on the line of its own cost when the product is bought at two costs', async () => {
    // 1 laptop at 80 and 4 at 100; the one at 80 goes back (92 with VAT).
    const bought = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ products: [{ ...laptopLine(1), productCost: 80 }, laptopLine(4)] }) });
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);
    const lineId = (await call(server, 'GET /api/returns/purchase/returnable/:id', admin, { params: { id: bought.body._id } })).body.lines[0].lineId;
    const returned = await call(server, 'POST /api/returns/purchase', admin, { json: { purchase: bought.body._id, lines: [{ lineId, quantity: 1 }], refundAmount: 0 } });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    const answer = await call(server, 'PUT /api/purchase/:id', admin, { params: { id: bought.body._id }, json: purchaseBody({ products: [laptopLine(3), { ...laptopLine(1), productCost: 80 }] }) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const lines = (await call(server, 'GET /api/returns/purchase/returnable/:id', admin, { params: { id: bought.body._id } })).body.lines;
    expect(lines.map((line: { quantity: number; unitAmount: number; returned: number }) => [line.quantity, line.unitAmount, line.returned])).toEqual([
      [3, 115, 0],
      [1, 92, 1],
    ]);
  });

  it('refuses 409 to delete it, saying why, and changes nothing', async () => {
    const answer = await call(server, 'DELETE /api/purchase/:id', admin, { params: { id: purchaseId } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This purchase has returns; delete them first.');
    await unchanged();
  });
});
