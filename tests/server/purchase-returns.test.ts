import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountBalances } from '../../server/services/payments-ledger';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { ledgerSum, onHand, purchaseBody, purchaseCatalog } from './purchase-helpers';
import { saleBody } from './sales-helpers';

/** Purchase returns (RP-…): stock leaves through the ledger, the supplier's refund comes into an account. */
describe.each(drivers)('purchase returns on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let laptopId: string;
  let mainId: string;
  let cashId: string;
  let purchaseId: string;
  let lineId: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin } = await adminAndStaff(server));
    ({ laptopId, mainId } = await purchaseCatalog(server, admin));
    const purchase = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ products: [{ productCode: 'DL-INS15', quantity: 5, productCost: 100, discount: 0 }] }) });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
    purchaseId = purchase.body._id;
    lineId = (await call(server, 'GET /api/returns/purchase/returnable/:id', admin, { params: { id: purchaseId } })).body.lines[0].lineId;
    const result = (await server.db.execute(sql`select id from accounts where is_default`)) as unknown as { rows: { id: string }[] };
    cashId = result.rows[0]!.id;
  });

  const cash = async () => (await accountBalances(server.db, [cashId])).get(cashId)!;

  it('POST /api/returns/purchase takes the goods out and puts the refund into the account', async () => {
    const before = await cash();
    const answer = await call(server, 'POST /api/returns/purchase', admin, { json: { purchase: purchaseId, lines: [{ lineId, quantity: 2 }], refundAmount: 230, accountId: cashId, method: 'Cheque', note: 'Dented' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    // 2 × 100 + VAT 15% = 230.
    expect(answer.body).toMatchObject({ reference: 'RP-000001', document: 'PR-000001', party: 'Karachi Traders', total: 230, refunded: 230 });
    expect(await onHand(server, laptopId, mainId)).toBe(3);
    expect(await ledgerSum(server, laptopId, mainId)).toBe(3);
    expect(await cash()).toBe(before + 23000);
    const returnable = (await call(server, 'GET /api/returns/purchase/returnable/:id', admin, { params: { id: purchaseId } })).body.lines[0];
    expect([returnable.returned, returnable.returnable]).toEqual([2, 3]);
    const found = (await call(server, 'GET /api/returns/purchase/documents', admin, { query: { q: 'karachi' } })).body;
    expect(found.map((row: { reference: string; returnable: number }) => [row.reference, row.returnable])).toEqual([['PR-000001', 3]]);
  });

  it('answers 409 naming the product when the goods were sold meanwhile, and writes nothing', async () => {
    expect((await call(server, 'POST /api/sales', admin, { json: saleBody(laptopId, {}, { quantity: 4 }) })).status).toBe(201);
    const answer = await call(server, 'POST /api/returns/purchase', admin, { json: { purchase: purchaseId, lines: [{ lineId, quantity: 2 }], refundAmount: 0 } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Not enough stock in the warehouse to send back: Dell Inspiron 15 Laptop (DL-INS15) needs 2, 1 in stock.');
    expect((await call(server, 'GET /api/returns/purchase', admin)).total).toBe(0);
    expect(await onHand(server, laptopId, mainId)).toBe(1);
  });

  it('the last units take what rounding left, so a line returned in parts adds up to its subtotal', async () => {
    const odd = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ products: [{ productCode: 'DL-INS15', quantity: 3, productCost: 33.33, discount: 0 }] }) });
    const oddLine = (await call(server, 'GET /api/returns/purchase/returnable/:id', admin, { params: { id: odd.body._id } })).body.lines[0];
    const totals: number[] = [];
    for (let n = 0; n < 3; n++) totals.push((await call(server, 'POST /api/returns/purchase', admin, { json: { purchase: odd.body._id, lines: [{ lineId: oddLine.lineId, quantity: 1 }] } })).body.total);
    expect(Math.round(totals.reduce((sum, total) => sum + total, 0) * 100)).toBe(Math.round(oddLine.subTotal * 100));
  });
});
