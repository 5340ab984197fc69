import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { laptopInStock, onHandIn, saleBody } from './sales-helpers';

/** One laptop: 18,500.00 + VAT 15% = 21,275.00 (major units on the wire). */
const LAPTOP = 21275;

/**
 * Tills, their receipt numbers and shifts (docs/tills-and-shifts.md), on both drivers: the first
 * till every shop has, the admin's till form, numbers without gaps under refused and accepted
 * checkouts at once, one open shift per till under concurrent opens, and the cash count reckoned
 * independently here from what the test sent.
 */
describe.each(drivers)('tills and shifts on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let laptop: string;
  let till1: { _id: string; code: string; cashAccount: string; warehouse: string };

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    laptop = await laptopInStock(server, admin, 1000);
    const tills = await call(server, 'GET /api/tills', staff);
    till1 = tills.body[0];
  });

  const rows = async <Row>(query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const open = (tillId: string, body: Record<string, unknown> = { float: 100 }, token = staff) => call(server, 'POST /api/tills/:id/shifts', token, { params: { id: tillId }, json: body });
  const checkout = (overrides: Record<string, unknown> = {}, token = staff) =>
    call(server, 'POST /api/sales', token, { json: saleBody(laptop, { source: 'pos', till: till1._id, payments: [{ method: 'Cash', amount: LAPTOP, received: 21300 }], ...overrides }) });

  it('a new shop has Till 1 (code 1) on the Main warehouse with the default cash account', async () => {
    const tills = await call(server, 'GET /api/tills', staff);
    expect(tills.status).toBe(200);
    expect(tills.body).toHaveLength(1);
    expect(tills.body[0]).toMatchObject({ name: 'Till 1', code: '1', warehouseName: 'Main', cashAccountName: 'Cash in Hand', openShift: null, lastReceipt: 0 });
  });

  it('admins set up tills; the code is unique and upper-cased, references must exist, staff may not write', async () => {
    const [{ id: warehouse }] = await rows<{ id: string }>(sql`select id from warehouses where name = 'Secondary'`);
    const [{ id: biller }] = await rows<{ id: string }>(sql`select id from billers limit 1`);
    const body = { name: 'Back counter', code: 'b2', warehouse, biller, cashAccount: till1.cashAccount, methodAccounts: { Card: till1.cashAccount } };
    expect((await call(server, 'POST /api/tills', staff, { json: body })).status).toBe(403);
    const created = await call(server, 'POST /api/tills', admin, { json: body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ code: 'B2', warehouseName: 'Secondary', methodAccounts: { Card: till1.cashAccount, Paypal: null } });
    const clash = await call(server, 'POST /api/tills', admin, { json: { ...body, name: 'Other', code: 'B2' } });
    expect(clash.status).toBe(409);
    expect(clash.body.error.details[0]).toMatchObject({ path: ['code'], message: 'The till Back counter has the code B2.' });
    const badCode = await call(server, 'POST /api/tills', admin, { json: { ...body, name: 'Other', code: 'TOO-LONG' } });
    expect(badCode.status).toBe(400);
    const noWarehouse = await call(server, 'POST /api/tills', admin, { json: { ...body, name: 'Other', code: 'C3', warehouse: '00000000-0000-4000-8000-000000000000' } });
    expect(noWarehouse.status).toBe(400);
    expect(noWarehouse.body.error.details[0].path).toEqual(['warehouse']);
  });

  it('a checkout at a till with no open shift is a 409 that takes no number and writes nothing', async () => {
    const refused = await checkout();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Till 1 has no open shift. Open a shift to sell.');
    expect(await onHandIn(server, laptop)).toBe(1000);
    expect((await open(till1._id)).status).toBe(201);
    const sold = await checkout();
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body.reference).toBe('POS-1-000001');
  });

  it('one open shift per till, also when ten opens arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => open(till1._id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from shifts where status = 'open'`);
    expect(n).toBe(1);
  });

  it('receipt numbers run 1..n without gaps under refused and accepted checkouts at once', async () => {
    expect((await open(till1._id)).status).toBe(201);
    // Every third checkout is refused inside its transaction: it pays more than is due (400) after its number could have been taken.
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) => (index % 3 === 2 ? checkout({ payments: [{ method: 'Cash', amount: LAPTOP * 2 }] }) : checkout())),
    );
    const accepted = answers.filter((answer) => answer.status === 201);
    expect(accepted).toHaveLength(16);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(8);
    const numbers = accepted.map((answer) => answer.body.reference as string).sort();
    expect(numbers).toEqual(Array.from({ length: 16 }, (_, index) => `POS-1-${String(index + 1).padStart(6, '0')}`));
    const tills = await call(server, 'GET /api/tills/:id', staff, { params: { id: till1._id } });
    expect(tills.body.lastReceipt).toBe(16);
  });

  it('back-office series run without gaps too: a refused sale takes no SL number', async () => {
    const first = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop) });
    expect(first.body.reference).toBe('SL-000001');
    const refused = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop, {}, { quantity: 5000 }) });
    expect(refused.status).toBe(409);
    const second = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop) });
    expect(second.body.reference).toBe('SL-000002');
  });

  it('an idempotency key sent twice at once makes one sale and takes one number', async () => {
    expect((await open(till1._id)).status).toBe(201);
    const body = saleBody(laptop, { source: 'pos', till: till1._id, payments: [{ method: 'Cash', amount: LAPTOP }], idempotencyKey: 'till-1-key-0001' });
    const answers = await Promise.all([call(server, 'POST /api/sales', staff, { json: body }), call(server, 'POST /api/sales', staff, { json: body })]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]!.body._id).toBe(answers[1]!.body._id);
    const next = await checkout();
    expect(next.body.reference).toBe('POS-1-000002');
  });

  it('the X report, pay-in, pay-out, no-sale and a close with a variance an admin confirms; the variance is posted to the cash account', async () => {
    const opened = await open(till1._id, { float: 100, floatDenominations: [{ value: 50, count: 1 }, { value: 10, count: 5 }] });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const shift = opened.body.shift._id as string;
    expect(opened.body).toMatchObject({ kind: 'X', float: 100, expectedCash: 100, sales: { count: 0, amount: 0 } });

    expect((await checkout()).status).toBe(201); // cash 21,275.00
    expect((await checkout({ payments: [{ method: 'Card', amount: LAPTOP }] })).status).toBe(201);
    expect((await checkout({ payments: [{ method: 'Cash', amount: 100 }, { method: 'Card', amount: LAPTOP - 100 }] })).status).toBe(201);
    expect((await call(server, 'POST /api/shifts/:id/cash', staff, { params: { id: shift }, json: { direction: 'in', amount: 20, reason: 'Change from the bank' } })).status).toBe(201);
    const payOut = await call(server, 'POST /api/shifts/:id/cash', staff, { params: { id: shift }, json: { direction: 'out', amount: 15.5, reason: 'Milk for the shop' } });
    expect(payOut.status, JSON.stringify(payOut.body)).toBe(201);
    const tooMuch = await call(server, 'POST /api/shifts/:id/cash', staff, { params: { id: shift }, json: { direction: 'out', amount: 100_000, reason: 'Too much' } });
    expect(tooMuch.status).toBe(409);
    expect((await call(server, 'POST /api/shifts/:id/no-sale', staff, { params: { id: shift }, json: { reason: 'Customer asked for change' } })).status).toBe(201);

    // Reckoned here: float 100 + cash 21,275 + 100 + pay-in 20 − pay-out 15.50.
    const expected = 100 + LAPTOP + 100 + 20 - 15.5;
    const x = await call(server, 'GET /api/shifts/:id/report', staff, { params: { id: shift } });
    expect(x.status).toBe(200);
    expect(x.body).toMatchObject({
      kind: 'X',
      sales: { count: 3, amount: 3 * LAPTOP },
      byMethod: [
        { method: 'Card', count: 2, amount: LAPTOP + LAPTOP - 100 },
        { method: 'Cash', count: 2, amount: LAPTOP + 100 },
      ],
      payIns: { count: 1, amount: 20 },
      payOuts: { count: 1, amount: 15.5 },
      noSales: 1,
      expectedCash: expected,
      counted: null,
    });

    // The cashier counts 5.00 short; the threshold is 0, so it waits for an admin and the till stops selling.
    const closed = await call(server, 'POST /api/shifts/:id/close', staff, { params: { id: shift }, json: { counted: expected - 5 } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ kind: 'Z', shift: { status: 'awaiting-confirmation' }, expectedCash: expected, counted: expected - 5, variance: -5 });
    expect((await checkout()).status).toBe(409);
    const [{ n: none }] = await rows<{ n: number }>(sql`select count(*)::int as n from payments where kind = 'cash-variance'`);
    expect(none).toBe(0);
    expect((await call(server, 'POST /api/shifts/:id/confirm', staff, { params: { id: shift } })).status).toBe(403);
    const confirmed = await call(server, 'POST /api/shifts/:id/confirm', admin, { params: { id: shift } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.shift).toMatchObject({ status: 'closed', confirmedBy: 'Owner' });
    const variance = await rows<{ direction: string; amount: number; account_id: string; shift_id: string }>(sql`select direction, amount::int as amount, account_id, shift_id from payments where kind = 'cash-variance'`);
    expect(variance).toEqual([{ direction: 'out', amount: 500, account_id: till1.cashAccount, shift_id: shift }]);
    expect((await call(server, 'POST /api/shifts/:id/confirm', admin, { params: { id: shift } })).status).toBe(409);

    // The Z report stays readable later, with the figures of the close.
    const z = await call(server, 'GET /api/shifts/:id/report', staff, { params: { id: shift } });
    expect(z.body).toMatchObject({ kind: 'Z', expectedCash: expected, variance: -5, sales: { count: 3 } });
    const list = await call(server, 'GET /api/shifts', admin);
    expect(list.body[0]).toMatchObject({ tillName: 'Till 1', openedBy: 'Staff', variance: -5, status: 'closed' });
  });

  it("a return made at the till pays its refund within the till's shift: the X report counts it and the expected cash falls; with no open shift it is a 409 and writes nothing", async () => {
    const opened = await open(till1._id, { float: 100 });
    const shift = opened.body.shift._id as string;
    const sold = await checkout();
    expect(sold.status).toBe(201);
    const lineId = (await call(server, 'GET /api/returns/sale/returnable/:id', staff, { params: { id: sold.body._id } })).body.lines[0].lineId;
    const returnAtTill = (token = staff) =>
      call(server, 'POST /api/returns/sale', token, { json: { sale: sold.body._id, lines: [{ lineId, quantity: 1 }], restock: true, refundAmount: LAPTOP, method: 'Cash', accountId: till1.cashAccount, till: till1._id } });
    const returned = await returnAtTill();
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    // Reckoned here: float 100 + cash 21,275 − the cash refund 21,275.
    const x = await call(server, 'GET /api/shifts/:id/report', staff, { params: { id: shift } });
    expect(x.body).toMatchObject({ refunds: { count: 1, amount: LAPTOP }, cashRefunds: LAPTOP, expectedCash: 100 });

    // Closed: a return at the till is refused as a checkout is, and nothing is written.
    const closed = await call(server, 'POST /api/shifts/:id/close', admin, { params: { id: shift }, json: { counted: 100 } });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const second = await checkout({}, staff);
    expect(second.status).toBe(409);
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from sale_returns`);
    const refused = await returnAtTill();
    expect(refused.status).toBe(409);
    expect(refused.body.error.details[0]).toEqual({ path: ['till'], message: 'Till 1 has no open shift. Open a shift at the POS to refund at it.' });
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from sale_returns`)).toEqual(before);
  });

  it("a return made at a till in another warehouse takes the goods back where that till stands; a cash refund takes no more than its drawer holds, another method goes into its shift", async () => {
    expect((await open(till1._id, { float: 0 })).status).toBe(201);
    const sold = await checkout();
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    // Till 2 stands in the Secondary warehouse, its shift open.
    const [{ id: secondary }] = await rows<{ id: string }>(sql`select id from warehouses where name = 'Secondary'`);
    const [{ id: biller }] = await rows<{ id: string }>(sql`select id from billers limit 1`);
    const till2 = await call(server, 'POST /api/tills', admin, { json: { name: 'Till 2', code: '2', warehouse: secondary, biller, cashAccount: till1.cashAccount } });
    expect(till2.status, JSON.stringify(till2.body)).toBe(201);
    const shift2 = (await open(till2.body._id, { float: 0 })).body.shift._id as string;
    const onHand = async () => Object.fromEntries((await rows<{ name: string; on_hand: number }>(sql`select w.name, l.on_hand from stock_levels l join warehouses w on w.id = l.warehouse_id where l.product_id = ${laptop}`)).map((row) => [row.name, Number(row.on_hand)]));
    const before = await onHand();
    const lineId = (await call(server, 'GET /api/returns/sale/returnable/:id', staff, { params: { id: sold.body._id } })).body.lines[0].lineId;
    const returnAt = (method: string) =>
      call(server, 'POST /api/returns/sale', staff, { json: { sale: sold.body._id, lines: [{ lineId, quantity: 1 }], restock: true, refundAmount: LAPTOP, method, accountId: till1.cashAccount, till: till2.body._id } });
    // Till 2's drawer holds its float, 0.00: it cannot hand back 21,275.00 in cash. Nothing is written.
    const refused = await returnAt('Cash');
    expect(refused.status).toBe(409);
    expect(refused.body.error.details).toEqual([{ path: ['refundAmount'], message: 'The drawer should hold 0.00, less than 21275.00.' }]);
    expect(await onHand()).toEqual(before);
    const returned = await returnAt('Card');
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    expect(returned.body.warehouse).toBe('Secondary');
    expect(await onHand()).toEqual({ ...before, Secondary: (before.Secondary ?? 0) + 1 });
    expect((await call(server, 'GET /api/shifts/:id/report', staff, { params: { id: shift2 } })).body).toMatchObject({ refunds: { count: 1, amount: LAPTOP }, cashRefunds: 0, expectedCash: 0 });
  });

  it('a count within the threshold, or by an admin, closes at once and a new shift can open', async () => {
    const opened = await open(till1._id, { float: 50 }, admin);
    const shift = opened.body.shift._id as string;
    const closed = await call(server, 'POST /api/shifts/:id/close', admin, { params: { id: shift }, json: { counted: 52 } });
    expect(closed.body).toMatchObject({ shift: { status: 'closed' }, variance: 2 });
    const [posted] = await rows<{ direction: string; amount: number }>(sql`select direction, amount::int as amount from payments where kind = 'cash-variance'`);
    expect(posted).toEqual({ direction: 'in', amount: 200 });
    const again = await open(till1._id);
    expect(again.status).toBe(201);
    expect(again.body.shift.number).toBe(2);
    const wrongCount = await call(server, 'POST /api/shifts/:id/close', staff, { params: { id: again.body.shift._id }, json: { counted: 100, countedDenominations: [{ value: 20, count: 4 }] } });
    expect(wrongCount.status).toBe(400);
    expect(wrongCount.body.error.details[0].message).toBe('The notes and coins add up to 80.00, not 100.00.');
  });
});
