import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountBalances, defaultAccountId } from '../../server/services/payments-ledger';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, placeUpload, startTestServer, type TestServer } from './harness';
import { purchaseBody } from './purchase-helpers';
import { countRows, laptopInStock, onHandIn, saleBody } from './sales-helpers';

const logo = `/uploads/${'b'.repeat(64)}.png`;
const settingsBody = {
  systemTitle: 'Karachi Electronics',
  systemLogo: logo,
  currency: 'Pakistani Rupee',
  currencyPosition: 'Prefix',
  timeZone: 'Asia/Karachi',
  staffAccess: 'All Records',
  invoiceFormat: 'Detailed',
  dateFormat: 'dd-mm-yyyy',
  developedBy: '',
};

/**
 * Money exists only when a person entered it (docs/money-and-payments.md): no payment from a status,
 * each method into its account, no total below what was paid, no cancel or return that keeps the
 * customer's money, no payment out that overdraws, and money out is the admin's.
 */
describe.each(drivers)('money rules on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let laptop: string;
  let cashId: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
    placeUpload(server, logo);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    laptop = await laptopInStock(server, admin, 10);
    cashId = (await defaultAccountId(server.db))!;
  });

  const balanceOf = async (accountId: string) => (await accountBalances(server.db, [accountId])).get(accountId);
  const paidSale = async (quantity: number, amount: number, extra: Record<string, unknown> = {}) => {
    const sold = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { payments: [{ method: 'Cash', amount }], ...extra }, { quantity }) });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    return sold.body;
  };
  const newAccount = async (name: string, initialBalance = 0) => {
    const made = await call(server, 'POST /api/accounts', admin, { json: { accountNumber: `ACC-${name}`, name, initialBalance } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body._id as string;
  };

  it("POST /api/sales with paymentStatus 'Paid' and no payments records none: the status is derived from the payments", async () => {
    const sold = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { paymentStatus: 'Paid' }) });
    expect(sold.status).toBe(201);
    expect(sold.body).toMatchObject({ paid: 0, due: 21275, paymentStatus: 'Pending', payments: [] });
    expect(await countRows(server, 'payments')).toBe(0);
    expect(await balanceOf(cashId)).toBe(0);
  });

  it('PUT /api/sales/{id} raising the total of a paid sale invents no payment: the rest is Due', async () => {
    const sale = await paidSale(1, 21275);
    expect(sale).toMatchObject({ paid: 21275, paymentStatus: 'Paid' });
    // The edit form sends the status it showed: Paid.
    const edited = await call(server, 'PUT /api/sales/:id', admin, { params: { id: sale._id }, json: saleBody(laptop, { paymentStatus: 'Paid' }, { quantity: 3 }) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ grandTotal: 63825, paid: 21275, due: 42550, paymentStatus: 'Due' });
    expect(edited.body.payments).toHaveLength(1);
    expect(await countRows(server, 'payments')).toBe(1);
    expect(await balanceOf(cashId)).toBe(2_127_500);
  });

  it('PUT /api/sales/{id} lowering the total below what was paid is refused with the amount to refund, changing nothing', async () => {
    const sale = await paidSale(3, 63825);
    const refused = await call(server, 'PUT /api/sales/:id', admin, { params: { id: sale._id }, json: saleBody(laptop, {}, { quantity: 1 }) });
    expect(refused.status).toBe(409);
    const message = 'This sale has been paid 63825.00; the new total 21275.00 is 42550.00 less. Return the goods with a refund instead.';
    expect(refused.body.message).toBe(message);
    expect(refused.body.error.details).toEqual([{ message, path: ['totalAmount'] }]);
    expect(await onHandIn(server, laptop)).toBe(7);
    expect((await call(server, 'GET /api/sales/:id', admin, { params: { id: sale._id } })).body).toMatchObject({ grandTotal: 63825, paid: 63825 });
  });

  it('canceling a sale with payments is refused; one without payments is canceled and its stock comes back', async () => {
    const paid = await paidSale(1, 21275);
    const refused = await call(server, 'PUT /api/sales/:id', admin, { params: { id: paid._id }, json: saleBody(laptop, { saleStatus: 'Canceled' }) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This sale has payments of 21275.00. Return its goods with a refund or as the customer's credit instead.");
    expect(await onHandIn(server, laptop)).toBe(9);
    expect(await balanceOf(cashId)).toBe(2_127_500);

    const unpaid = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop) });
    expect(await onHandIn(server, laptop)).toBe(8);
    const canceled = await call(server, 'PUT /api/sales/:id', admin, { params: { id: unpaid.body._id }, json: saleBody(laptop, { saleStatus: 'Canceled' }) });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(await onHandIn(server, laptop)).toBe(9);
  });

  it("a payment naming no account goes into its method's account from General Setting, else the default; GET's settings PUT back as they are", async () => {
    const bank = await newAccount('Meezan Bank');
    const saved = await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, paymentAccounts: { Card: bank, Cheque: null } } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await call(server, 'GET /api/settings', staff);
    expect(read.body.paymentAccounts).toEqual({ Card: bank, Cheque: null });
    expect((await call(server, 'PUT /api/settings', admin, { json: read.body })).status).toBe(200);
    // A General Setting form that does not send the field keeps the accounts saved.
    expect((await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, systemTitle: 'Renamed' } })).status).toBe(200);
    expect((await call(server, 'GET /api/settings', staff)).body.paymentAccounts).toEqual({ Card: bank, Cheque: null });

    const sold = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop, { payments: [{ method: 'Card', amount: 1000 }, { method: 'Cash', amount: 20000 }, { method: 'Cheque', amount: 275 }] }) });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    expect(sold.body.payments.map((payment) => [payment.method, payment.accountId])).toEqual([
      ['Card', bank],
      ['Cash', cashId],
      ['Cheque', cashId],
    ]);
    expect(await balanceOf(bank)).toBe(100_000);
    expect(await balanceOf(cashId)).toBe(2_027_500);
    // A customer's deposit by card follows the same rule.
    const customer = (await call(server, 'POST /api/customers', admin, { json: { customerGroup: 'Regular', name: 'Bilal Ahmed', phone: '0300-1234567', address: '12 Mall Road', city: 'Lahore' } })).body;
    expect((await call(server, 'POST /api/customers/:id/deposits', admin, { params: { id: customer._id }, json: { amount: 500, method: 'Card' } })).status).toBe(201);
    expect(await balanceOf(bank)).toBe(150_000);

    const unknown = await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, paymentAccounts: { Card: '00000000-0000-4000-8000-000000000000' } } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual([{ message: 'There is no such account.', path: ['paymentAccounts', 'Card'] }]);
    const deposit = await call(server, 'PUT /api/settings', admin, { json: { ...settingsBody, paymentAccounts: { Deposit: bank } } });
    expect(deposit.status).toBe(400);
  });

  it("a new shop's General Setting, as GET answers it (no logo yet, never saved), can be PUT back as it is", async () => {
    const read = await call(server, 'GET /api/settings', admin);
    expect(read.body).toMatchObject({ systemLogo: null, updatedAt: null, paymentAccounts: {} });
    const saved = await call(server, 'PUT /api/settings', admin, { json: read.body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings).toMatchObject({ systemLogo: null, systemTitle: read.body.systemTitle });
    const { systemLogo: _logo, ...withoutLogo } = settingsBody;
    expect((await call(server, 'PUT /api/settings', admin, { json: withoutLogo })).body.error.details).toContainEqual({ message: 'This field is required.', path: ['systemLogo'] });
  });

  it('a return of a paid sale refunds or credits what was paid for it; neither is refused with the amount', async () => {
    const customer = (await call(server, 'POST /api/customers', admin, { json: { customerGroup: 'Regular', name: 'Bilal Ahmed', phone: '0300-1234567', address: '12 Mall Road', city: 'Lahore' } })).body;
    const sale = await paidSale(3, 63825, { customer: customer._id });
    const lineId = (await call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: sale._id } })).body.lines[0].lineId;
    const returnBody = (extra: Record<string, unknown>) => ({ sale: sale._id, lines: [{ lineId, quantity: 1 }], restock: true, method: 'Cash', accountId: cashId, note: '', ...extra });

    const neither = await call(server, 'POST /api/returns/sale', staff, { json: returnBody({ refundAmount: 0 }) });
    expect(neither.status).toBe(400);
    const message = 'Refund 21275.00 or put it on the customer\u2019s credit: the customer paid for these goods.';
    expect(neither.body.error.details).toEqual([{ message, path: ['refundAmount'] }]);
    expect(await onHandIn(server, laptop)).toBe(7);

    const credited = await call(server, 'POST /api/returns/sale', staff, { json: returnBody({ refundAmount: 0, creditAmount: 21275 }) });
    expect(credited.status, JSON.stringify(credited.body)).toBe(201);
    expect(credited.body).toMatchObject({ total: 21275, refunded: 0, credited: 21275 });
    expect((await call(server, 'GET /api/customers/:id', admin, { params: { id: customer._id } })).body).toMatchObject({ balance: 0, depositBalance: 21275 });
    expect(await balanceOf(cashId)).toBe(6_382_500);

    const split = await call(server, 'POST /api/returns/sale', staff, { json: returnBody({ refundAmount: 10000, creditAmount: 11275 }) });
    expect(split.status, JSON.stringify(split.body)).toBe(201);
    expect(split.body).toMatchObject({ total: 21275, refunded: 10000, credited: 11275 });
    expect((await call(server, 'GET /api/customers/:id', admin, { params: { id: customer._id } })).body).toMatchObject({ balance: 0, depositBalance: 32550 });
    expect(await balanceOf(cashId)).toBe(5_382_500);
    expect((await call(server, 'GET /api/sales/:id', admin, { params: { id: sale._id } })).body).toMatchObject({ paid: 21275, returned: 42550, due: 0, paymentStatus: 'Paid' });
  });

  it("a walk-in sale's return is refunded, never put on credit, and the walk-in customer takes no deposit; nothing is written", async () => {
    const sale = await paidSale(3, 63825);
    const returnable = (await call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: sale._id } })).body;
    // The return form reads this to offer only a refund.
    expect(returnable.creditAllowed).toBe(false);
    const lineId = returnable.lines[0].lineId;
    const returnBody = (extra: Record<string, unknown>) => ({ sale: sale._id, lines: [{ lineId, quantity: 1 }], restock: true, method: 'Cash', accountId: cashId, note: '', ...extra });
    const walkIn = (await call(server, 'GET /api/customers', admin, { query: { q: 'walk' } })).body[0];
    const payments = await countRows(server, 'payments');
    for (const extra of [{ refundAmount: 0, creditAmount: 21275 }, { refundAmount: 10000, creditAmount: 11275 }]) {
      const credited = await call(server, 'POST /api/returns/sale', staff, { json: returnBody(extra) });
      expect(credited.status, JSON.stringify(extra)).toBe(400);
      expect(credited.body.error.details).toEqual([{ message: 'A walk-in customer has no deposit to credit: refund 21275.00 instead.', path: ['creditAmount'] }]);
    }
    const deposit = await call(server, 'POST /api/customers/:id/deposits', admin, { params: { id: walkIn._id }, json: { amount: 50, method: 'Cash' } });
    expect(deposit.status).toBe(400);
    expect(deposit.body.error.details).toEqual([{ message: 'The walk-in customer cannot hold a deposit: add the customer first.', path: ['customer'] }]);
    expect(await countRows(server, 'payments')).toBe(payments);
    expect(await onHandIn(server, laptop)).toBe(7);
    expect((await call(server, 'GET /api/customers/:id', admin, { params: { id: walkIn._id } })).body).toMatchObject({ depositBalance: 0 });
    const refunded = await call(server, 'POST /api/returns/sale', staff, { json: returnBody({ refundAmount: 21275 }) });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(201);
  });

  it('deleting a return whose credit the customer has spent is refused with 409 saying why; an unspent credit is taken back', async () => {
    const customer = (await call(server, 'POST /api/customers', admin, { json: { customerGroup: 'Regular', name: 'Bilal Ahmed', phone: '0300-1234567', address: '12 Mall Road', city: 'Lahore' } })).body;
    const sale = await paidSale(2, 42550, { customer: customer._id });
    const returnable = (await call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: sale._id } })).body;
    expect(returnable.creditAllowed).toBe(true);
    const lineId = returnable.lines[0].lineId;
    const credit = async () => {
      const answer = await call(server, 'POST /api/returns/sale', admin, { json: { sale: sale._id, lines: [{ lineId, quantity: 1 }], restock: true, refundAmount: 0, creditAmount: 21275, method: 'Cash', note: '' } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body as { _id: string; reference: string };
    };
    const depositOf = async () => (await call(server, 'GET /api/customers/:id', admin, { params: { id: customer._id } })).body.depositBalance;
    const first = await credit();
    const second = await credit();
    expect(await depositOf()).toBe(42550);
    // Bilal spends 21275.00 of the 42550.00 credit on a new sale.
    const spent = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { customer: customer._id, payments: [{ method: 'Deposit', amount: 21275 }] }) });
    expect(spent.status, JSON.stringify(spent.body)).toBe(201);
    expect(await depositOf()).toBe(21275);
    // One credit can still be taken back whole; then the other would take the balance below zero.
    expect((await call(server, 'DELETE /api/returns/sale/:id', admin, { params: { id: second._id } })).status).toBe(200);
    expect(await depositOf()).toBe(0);
    const stock = await onHandIn(server, laptop);
    const payments = await countRows(server, 'payments');
    const refused = await call(server, 'DELETE /api/returns/sale/:id', admin, { params: { id: first._id } });
    expect(refused.status).toBe(409);
    const message = `${first.reference} put 21275.00 on Bilal Ahmed's credit and Bilal Ahmed has spent part of it: the deposit balance is 0.00, so deleting the return would take it below zero.`;
    expect(refused.body.error.details).toEqual([{ message, path: [] }]);
    const bulk = await call(server, 'DELETE /api/returns/sale', admin, { json: { ids: [first._id] } });
    expect(bulk.status).toBe(409);
    expect(bulk.body.error.details).toEqual([{ message, path: [] }]);
    expect(await depositOf()).toBe(0);
    expect(await onHandIn(server, laptop)).toBe(stock);
    expect(await countRows(server, 'payments')).toBe(payments);
    expect((await call(server, 'GET /api/returns/sale/:id', admin, { params: { id: first._id } })).status).toBe(200);
  });

  it('a payment to a supplier never overdraws its account (409 naming the account), nor does Paid in full', async () => {
    await call(server, 'POST /api/suppliers', admin, { json: { name: 'Karachi Traders', companyName: 'KT Ltd', city: 'Karachi' } });
    const purchase = await call(server, 'POST /api/purchase', admin, { json: purchaseBody() });
    expect(purchase.status, JSON.stringify(purchase.body)).toBe(201);
    await newAccount('Petty Cash', 5);
    const refused = await call(server, 'POST /api/purchase/:id/payments', admin, { params: { id: purchase.body._id }, json: { amount: 100, account: 'Petty Cash' } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The account Petty Cash holds 5.00, less than 100.00.');
    expect(await countRows(server, 'payments')).toBe(0);

    const inFull = await call(server, 'POST /api/purchase', admin, { json: purchaseBody({ paidInFull: true }) });
    expect(inFull.status).toBe(409);
    expect(inFull.body.message).toMatch(/^The account .+ holds 0\.00, less than 230\.00\.$/);
    expect((await server.db.execute(sql`select count(*)::int as n from purchases`)) as unknown as { rows: { n: number }[] }).toMatchObject({ rows: [{ n: 1 }] });
  });

  it('money out is the admin\u2019s: staff with All Records may not pay a supplier nor mark a purchase Paid in full', async () => {
    await call(server, 'POST /api/suppliers', admin, { json: { name: 'Karachi Traders', companyName: 'KT Ltd', city: 'Karachi' } });
    await newAccount('Meezan Bank', 1000);
    const purchase = await call(server, 'POST /api/purchase', staff, { json: purchaseBody() });
    expect(purchase.status).toBe(201);
    const paying = await call(server, 'POST /api/purchase/:id/payments', staff, { params: { id: purchase.body._id }, json: { amount: 100, account: 'Meezan Bank' } });
    expect(paying.status).toBe(403);
    expect(paying.body.message).toBe('Only an admin can do this.');
    const inFull = await call(server, 'PUT /api/purchase/:id', staff, { params: { id: purchase.body._id }, json: purchaseBody({ paidInFull: true }) });
    expect(inFull.status).toBe(403);
    expect(await countRows(server, 'payments')).toBe(0);
    expect((await call(server, 'POST /api/purchase/:id/payments', admin, { params: { id: purchase.body._id }, json: { amount: 100, account: 'Meezan Bank' } })).status).toBe(201);
  });
});
