import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { countRows, laptopInStock, saleBody, setStaffAccess } from './sales-helpers';

const bilal = { customerGroup: 'Premium Customer', name: 'Bilal Ahmed', companyName: 'Ahmed Traders', email: 'bilal@example.com', phone: '0300-1234567', taxNumber: 'NTN-42', address: '12 Mall Road', city: 'Lahore', state: 'Punjab', postalCode: '54000', country: 'Pakistan' };

/** Customers with their group, what they owe, their deposit balance, and delete rules. */
describe.each(drivers)('customers on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
  });

  it('adds a customer with every field of the form and reads it back with its group', async () => {
    const created = await call(server, 'POST /api/customers', admin, { json: bilal });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...bilal, customerGroup: 'Premium', isWalkIn: false, balance: 0, depositBalance: 0 });
    const list = await call(server, 'GET /api/customers', admin, { query: { q: 'ahmed' } });
    expect(list.body.map((row: { name: string }) => row.name)).toEqual(['Bilal Ahmed']);
    const edited = await call(server, 'PUT /api/customers/:id', admin, { params: { id: created.body._id }, json: { ...bilal, customerGroup: 'Regular', city: 'Karachi' } });
    expect(edited.body).toMatchObject({ customerGroup: 'Regular', city: 'Karachi' });
    const choices = await call(server, 'GET /api/customers/choices', staff);
    expect(choices.body.map((row: { name: string }) => row.name)).toEqual(['Walk-in Customer', 'Bilal Ahmed']);
    expect((await call(server, 'GET /api/customers/groups', staff)).body.map((row: { name: string }) => row.name)).toEqual(['Premium', 'Regular']);
  });

  it('requires name, phone, address and city, and refuses an unknown group', async () => {
    const answer = await call(server, 'POST /api/customers', admin, { json: { customerGroup: 'Regular', name: ' ' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toEqual([
      { message: 'This field is required.', path: ['name'] },
      { message: 'This field is required.', path: ['phone'] },
      { message: 'This field is required.', path: ['address'] },
      { message: 'This field is required.', path: ['city'] },
    ]);
    const group = await call(server, 'POST /api/customers', admin, { json: { ...bilal, customerGroup: 'Gold' } });
    expect(group.body.error.details).toEqual([{ message: "There is no customer group 'Gold'.", path: ['customerGroup'] }]);
    expect(await countRows(server, 'customers')).toBe(1);
  });

  it('shows what a customer owes and their deposit balance; a deposit goes into the default account', async () => {
    const laptop = await laptopInStock(server, admin, 5);
    const customer = (await call(server, 'POST /api/customers', admin, { json: bilal })).body;
    const deposit = await call(server, 'POST /api/customers/:id/deposits', admin, { params: { id: customer._id }, json: { amount: 3000 } });
    expect(deposit.status).toBe(201);
    expect(deposit.body).toMatchObject({ balance: 0, depositBalance: 3000 });
    await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { customer: customer._id, payments: [{ method: 'Deposit', amount: 1000 }] }) });
    await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { customer: customer._id, saleStatus: 'Pending' }) });
    const read = await call(server, 'GET /api/customers/:id', admin, { params: { id: customer._id } });
    // 21,275 due less 1,000 paid from the deposit; the pending sale owes nothing yet.
    expect(read.body).toMatchObject({ balance: 20275, depositBalance: 2000 });
    const accounts = await server.db.execute('select sum(amount)::int as total from payments where account_id is not null');
    expect((accounts as unknown as { rows: { total: number }[] }).rows[0]!.total).toBe(300_000);
  });

  it('refuses to delete a customer with sales (409) and the walk-in customer; only admins delete', async () => {
    const laptop = await laptopInStock(server, admin, 5);
    const customer = (await call(server, 'POST /api/customers', admin, { json: bilal })).body;
    await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { customer: customer._id }) });
    const refused = await call(server, 'DELETE /api/customers/:id', admin, { params: { id: customer._id } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("Customer 'Bilal Ahmed' has 1 sale.");
    const walkIn = (await call(server, 'GET /api/customers/choices', admin)).body[0];
    const walkInRefused = await call(server, 'DELETE /api/customers/:id', admin, { params: { id: walkIn._id } });
    expect(walkInRefused.body.message).toBe('The walk-in customer cannot be deleted: the POS sells to it.');
    const other = (await call(server, 'POST /api/customers', admin, { json: { ...bilal, name: 'Sana Malik' } })).body;
    expect((await call(server, 'DELETE /api/customers/:id', staff, { params: { id: other._id } })).status).toBe(403);
    expect((await call(server, 'DELETE /api/customers/:id', admin, { params: { id: other._id } })).body.deleted).toBe(1);
  });

  it('Limited Access staff may add a customer from the POS but not edit one', async () => {
    await setStaffAccess(server, 'Limited Access');
    const created = await call(server, 'POST /api/customers', staff, { json: bilal });
    expect(created.status).toBe(201);
    expect((await call(server, 'PUT /api/customers/:id', staff, { params: { id: created.body._id }, json: bilal })).status).toBe(403);
    expect((await call(server, 'POST /api/customers/:id/deposits', staff, { params: { id: created.body._id }, json: { amount: 10 } })).status).toBe(403);
  });

  it('Limited Access staff at the POS read the customer\u2019s deposit balance and pay from it, never below zero', async () => {
    const laptop = await laptopInStock(server, admin, 5);
    const customer = (await call(server, 'POST /api/customers', admin, { json: bilal })).body;
    await call(server, 'POST /api/customers/:id/deposits', admin, { params: { id: customer._id }, json: { amount: 1500 } });
    await setStaffAccess(server, 'Limited Access');
    // The POS's Deposit payment reads this before it offers the balance.
    const read = await call(server, 'GET /api/customers/:id', staff, { params: { id: customer._id } });
    expect([read.status, read.body.depositBalance]).toEqual([200, 1500]);
    const paid = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop, { customer: customer._id, payments: [{ method: 'Deposit', amount: 1000 }] }) });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect((await call(server, 'GET /api/customers/:id', staff, { params: { id: customer._id } })).body.depositBalance).toBe(500);
    const tooMuch = await call(server, 'POST /api/sales', staff, { json: saleBody(laptop, { customer: customer._id, payments: [{ method: 'Deposit', amount: 501 }] }) });
    expect([tooMuch.status, tooMuch.body.error.details]).toEqual([400, [{ message: "The customer's deposit balance is 500.00, less than 501.00.", path: ['payments', 0, 'amount'] }]]);
    expect((await call(server, 'GET /api/customers/:id', staff, { params: { id: customer._id } })).body.depositBalance).toBe(500);
  });
});
