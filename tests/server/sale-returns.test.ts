import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountBalances } from '../../server/services/payments-ledger';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { ledgerSum, onHandIn, saleBody, setStaffAccess } from './sales-helpers';
import { laptopInStock } from './sales-helpers';

/** Sale returns (RS-…) through the stock ledger and the payments ledger. */
describe.each(drivers)('sale returns on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let laptop: string;
  let cashId: string;
  let saleId: string;
  let lineId: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    laptop = await laptopInStock(server, admin, 10);
    const sold = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { payments: [{ method: 'Cash', amount: 63825 }] }, { quantity: 3 }) });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    saleId = sold.body._id;
    const result = (await server.db.execute(sql`select id from accounts where is_default`)) as unknown as { rows: { id: string }[] };
    cashId = result.rows[0]!.id;
    lineId = (await call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: saleId } })).body.lines[0].lineId;
  });

  const cash = async () => (await accountBalances(server.db, [cashId])).get(cashId);
  const returnBody = (overrides: Record<string, unknown> = {}) => ({ sale: saleId, lines: [{ lineId, quantity: 1 }], restock: true, refundAmount: 21275, accountId: cashId, method: 'Cash', note: 'Wrong model', ...overrides });

  it('GET /api/returns/sale/returnable/{id} lists what may come back, at the line\u2019s price with tax', async () => {
    const answer = await call(server, 'GET /api/returns/sale/returnable/:id', staff, { params: { id: saleId } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ reference: 'SL-000001', party: 'Walk-in Customer', warehouse: 'Main', status: 'Completed', due: 0 });
    expect(answer.body.lines).toEqual([
      { lineId, productId: laptop, productName: 'Dell Inspiron 15 Laptop', productCode: 'DL-INS15', variantId: null, variant: null, variantCode: null, quantity: 3, returned: 0, returnable: 3, unitAmount: 21275, subTotal: 63825, returnedAmount: 0 },
    ]);
  });

  it('POST /api/returns/sale restocks and refunds out of the account: stock and the balance follow', async () => {
    expect(await onHandIn(server, laptop)).toBe(7);
    const before = await cash();
    const answer = await call(server, 'POST /api/returns/sale', staff, { json: returnBody() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ reference: 'RS-000001', document: 'SL-000001', documentId: saleId, party: 'Walk-in Customer', warehouse: 'Main', restock: true, total: 21275, refunded: 21275, note: 'Wrong model', createdBy: 'Staff' });
    expect(answer.body.lines).toEqual([{ productId: laptop, productName: 'Dell Inspiron 15 Laptop', productCode: 'DL-INS15', variantId: null, variant: null, variantCode: null, quantity: 1, subTotal: 21275 }]);
    expect(await onHandIn(server, laptop)).toBe(8);
    expect(await ledgerSum(server, laptop)).toBe(8);
    expect(await cash()).toBe(before! - 2127500);
    const payment = (await server.db.execute(sql`select kind, direction, sale_id, customer_id is not null as has_customer from payments where sale_return_id = ${answer.body._id}`)) as unknown as { rows: unknown[] };
    expect(payment.rows).toEqual([{ kind: 'sale-return', direction: 'out', sale_id: saleId, has_customer: true }]);

    const listed = await call(server, 'GET /api/returns/sale', admin, { query: { q: 'SL-000001' } });
    expect(listed.total).toBe(1);
    expect(listed.headers.get('x-total-amount')).toBe('21275.00');
    expect(listed.body.map((row) => row.reference)).toEqual(['RS-000001']);
  });

  it('a refunded return of a paid sale takes its refund off the sale\u2019s Paid; the sale stays Paid with nothing due', async () => {
    const answer = await call(server, 'POST /api/returns/sale', staff, { json: returnBody() });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const sale = await call(server, 'GET /api/sales/:id', admin, { params: { id: saleId } });
    expect(sale.body).toMatchObject({ grandTotal: 63825, paid: 42550, returned: 21275, due: 0, paymentStatus: 'Paid' });
    const listed = await call(server, 'GET /api/sales', admin, { query: { paymentStatus: 'Paid' } });
    expect(listed.body.map((row: { reference: string; paid: number }) => [row.reference, row.paid])).toEqual([['SL-000001', 42550]]);
    // The payments ledger holds the refund, out of the account: the sale's payments less it equal Paid.
    const sum = (await server.db.execute(sql`select sum(case when direction = 'in' then amount else -amount end)::int as net from payments where sale_id = ${saleId}`)) as unknown as { rows: { net: number }[] };
    expect(sum.rows[0]!.net).toBe(4255000);
    // Deleting the return puts the refund back on Paid.
    await call(server, 'DELETE /api/returns/sale/:id', admin, { params: { id: answer.body._id } });
    expect((await call(server, 'GET /api/sales/:id', admin, { params: { id: saleId } })).body).toMatchObject({ paid: 63825, returned: 0, due: 0, paymentStatus: 'Paid' });
  });

  it('a return of a sale on credit comes off what the customer owes, and cannot be refunded in money they never paid', async () => {
    const customer = (await call(server, 'POST /api/customers', admin, { json: { name: 'Bilal Ahmed', phone: '0300-1234567', address: '12 Mall Road', city: 'Lahore' } })).body;
    const credit = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { customer: customer._id }, { quantity: 3 }) });
    const returnable = (await call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: credit.body._id } })).body;
    expect(returnable.due).toBe(63825);
    const creditLine = returnable.lines[0].lineId;
    expect((await call(server, 'GET /api/customers/:id', admin, { params: { id: customer._id } })).body.balance).toBe(63825);
    const before = await cash();

    const refunded = await call(server, 'POST /api/returns/sale', admin, { json: { sale: credit.body._id, lines: [{ lineId: creditLine, quantity: 1 }], restock: true, refundAmount: 0.01, accountId: cashId, method: 'Cash' } });
    expect([refunded.status, refunded.body.error.details]).toEqual([400, [{ message: 'The refund can be at most 0.00: 63825.00 was still due on SL-000002, and the return comes off that first.', path: ['refundAmount'] }]]);
    expect((await call(server, 'GET /api/returns/sale', admin)).total).toBe(0);

    const returned = await call(server, 'POST /api/returns/sale', admin, { json: { sale: credit.body._id, lines: [{ lineId: creditLine, quantity: 1 }], restock: true, refundAmount: 0 } });
    expect(returned.status).toBe(201);
    expect((await call(server, 'GET /api/sales/:id', admin, { params: { id: credit.body._id } })).body).toMatchObject({ grandTotal: 63825, paid: 0, returned: 21275, due: 42550, paymentStatus: 'Pending' });
    expect((await call(server, 'GET /api/customers/:id', admin, { params: { id: customer._id } })).body.balance).toBe(42550);
    expect(await cash()).toBe(before);
  });

  it('a partly paid sale refunds only what was paid beyond the new due', async () => {
    const part = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { payments: [{ method: 'Cash', amount: 50000 }] }, { quantity: 3 }) });
    expect(part.body).toMatchObject({ paid: 50000, due: 13825, paymentStatus: 'Due' });
    const partLine = (await call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: part.body._id } })).body.lines[0].lineId;
    const body = (refundAmount: number) => ({ sale: part.body._id, lines: [{ lineId: partLine, quantity: 1 }], restock: true, refundAmount, accountId: cashId, method: 'Cash' });
    // 63,825 − 21,275 = 42,550 now owed; 50,000 paid: 7,450 can go back.
    const tooMuch = await call(server, 'POST /api/returns/sale', admin, { json: body(7450.01) });
    expect(tooMuch.body.message).toBe('The refund can be at most 7450.00: 13825.00 was still due on SL-000002, and the return comes off that first.');
    const before = await cash();
    expect((await call(server, 'POST /api/returns/sale', admin, { json: body(7450) })).status).toBe(201);
    expect((await call(server, 'GET /api/sales/:id', admin, { params: { id: part.body._id } })).body).toMatchObject({ paid: 42550, returned: 21275, due: 0, paymentStatus: 'Paid' });
    expect(await cash()).toBe(before! - 745000);
  });

  it('damaged goods come back without restocking; what was paid for them can go on the customer\u2019s credit instead of a refund', async () => {
    // Credit is a named customer's deposit (a walk-in sale refunds): Bilal's paid sale of one laptop.
    const customer = (await call(server, 'POST /api/customers', admin, { json: { name: 'Bilal Ahmed', phone: '0300-1234567', address: '12 Mall Road', city: 'Lahore' } })).body;
    const sold = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { customer: customer._id, payments: [{ method: 'Cash', amount: 21275 }] }) });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const line = (await call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: sold.body._id } })).body.lines[0].lineId;
    const answer = await call(server, 'POST /api/returns/sale', admin, { json: returnBody({ sale: sold.body._id, restock: false, refundAmount: 0, creditAmount: 21275, accountId: null, lines: [{ lineId: line, quantity: 1 }] }) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ restock: false, total: 21275, refunded: 0, credited: 21275 });
    expect(await onHandIn(server, laptop)).toBe(6);
    expect((await call(server, 'GET /api/customers/:id', admin, { params: { id: customer._id } })).body).toMatchObject({ depositBalance: 21275 });
  });

  it('refuses more than was sold and not yet returned, and a refund above the total; nothing is written', async () => {
    expect((await call(server, 'POST /api/returns/sale', admin, { json: returnBody({ lines: [{ lineId, quantity: 2 }], refundAmount: 42550 }) })).status).toBe(201);
    const tooMany = await call(server, 'POST /api/returns/sale', admin, { json: returnBody({ lines: [{ lineId, quantity: 2 }], refundAmount: 42550 }) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details).toEqual([{ message: 'Dell Inspiron 15 Laptop: at most 1 can be returned (2 already returned).', path: ['lines', 0, 'quantity'] }]);
    const tooMuch = await call(server, 'POST /api/returns/sale', admin, { json: returnBody({ refundAmount: 21275.01 }) });
    expect([tooMuch.status, tooMuch.body.error.details[0].path]).toEqual([400, ['refundAmount']]);
    const noAccount = await call(server, 'POST /api/returns/sale', admin, { json: returnBody({ accountId: null }) });
    expect([noAccount.status, noAccount.body.error.details[0].path]).toEqual([400, ['accountId']]);
    expect((await call(server, 'GET /api/returns/sale', admin)).total).toBe(1);
    expect(await onHandIn(server, laptop)).toBe(9);
  });

  it('refuses a refund the account cannot pay (409) and writes nothing', async () => {
    await server.db.execute(sql`update accounts set initial_balance = -6382500 where id = ${cashId}`);
    const answer = await call(server, 'POST /api/returns/sale', admin, { json: returnBody({ refundAmount: 21275 }) });
    expect(answer.status).toBe(409);
    // One wording for every payment out (docs/money-and-payments.md, "Money out").
    expect(answer.body.message).toBe('The account Cash in Hand holds 0.00, less than 21275.00.');
    expect((await call(server, 'GET /api/returns/sale', admin)).total).toBe(0);
    expect(await onHandIn(server, laptop)).toBe(7);
  });

  it('a pending sale cannot be returned (409); an unknown sale is a 404', async () => {
    const pending = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { saleStatus: 'Pending' }) });
    const refused = await call(server, 'POST /api/returns/sale', admin, { json: returnBody({ sale: pending.body._id, refundAmount: 0 }) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a completed sale can be returned; SL-000002 is Pending.');
    expect((await call(server, 'POST /api/returns/sale', admin, { json: returnBody({ sale: '00000000-0000-4000-8000-000000000000' }) })).status).toBe(404);
    expect((await call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });

  it('Own Records staff see and return only their own sales', async () => {
    await setStaffAccess(server, 'Own Records');
    expect((await call(server, 'GET /api/returns/sale/returnable/:id', staff, { params: { id: saleId } })).status).toBe(404);
    expect((await call(server, 'POST /api/returns/sale', staff, { json: returnBody() })).status).toBe(404);
    const own = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop) });
    const ownLine = (await call(server, 'GET /api/returns/sale/returnable/:id', staff, { params: { id: own.body._id } })).body.lines[0].lineId;
    expect((await call(server, 'POST /api/returns/sale', staff, { json: { sale: own.body._id, lines: [{ lineId: ownLine, quantity: 1 }] } })).status).toBe(201);
    await call(server, 'POST /api/returns/sale', admin, { json: returnBody() });
    expect((await call(server, 'GET /api/returns/sale', staff)).body.map((row: { document: string }) => row.document)).toEqual(['SL-000002']);
    expect((await call(server, 'GET /api/returns/sale', admin)).total).toBe(2);
  });

  it('DELETE (admins) takes the restocked goods back out and deletes the refund', async () => {
    const before = await cash();
    const made = await call(server, 'POST /api/returns/sale', admin, { json: returnBody() });
    expect((await call(server, 'DELETE /api/returns/sale/:id', staff, { params: { id: made.body._id } })).status).toBe(403);
    const gone = await call(server, 'DELETE /api/returns/sale/:id', admin, { params: { id: made.body._id } });
    expect(gone.body).toMatchObject({ deleted: 1 });
    expect(await onHandIn(server, laptop)).toBe(7);
    expect(await ledgerSum(server, laptop)).toBe(7);
    expect(await cash()).toBe(before);
    expect((await call(server, 'GET /api/returns/sale/:id', admin, { params: { id: made.body._id } })).status).toBe(404);
  });
});
