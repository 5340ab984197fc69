import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { laptopInStock, onHandIn, saleBody, setStaffAccess } from './sales-helpers';

/**
 * Limited Access sees and changes only its own documents, as Own Records does, everywhere it may go
 * (docs/roles-and-access.md, "Whose documents"): the sale list and its search, a sale's read and
 * edit, the dashboard and the calendar. Deletes and reports stay refused.
 */
describe.each(drivers)('Limited Access scope on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let laptop: string;
  let theirs: { _id: string; reference: string };
  let mine: { _id: string; reference: string };

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin, staff } = await adminAndStaff(server));
    laptop = await laptopInStock(server, admin, 10);
    // The admin's completed credit sale (nothing paid: the customer owes it), then the cashier's own.
    theirs = (await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { date: '2026-03-02' }, { quantity: 2 }) })).body;
    await setStaffAccess(server, 'Limited Access');
    mine = (await call(server, 'POST /api/sales', staff, { json: saleBody(laptop, { date: '2026-03-02' }) })).body;
  });

  it("GET /api/sales and its search list only the cashier's own sales", async () => {
    const list = await call(server, 'GET /api/sales', staff);
    expect(list.status).toBe(200);
    expect(list.body.map((row: { _id: string }) => row._id)).toEqual([mine._id]);
    expect(list.total).toBe(1);
    const search = await call(server, 'GET /api/sales', staff, { query: { q: theirs.reference } });
    expect(search.body).toEqual([]);
    expect((await call(server, 'GET /api/sales', admin)).total).toBe(2);
  });

  it("another's sale is not found: reading, editing and canceling it change nothing", async () => {
    expect((await call(server, 'GET /api/sales/:id', staff, { params: { id: theirs._id } })).status).toBe(404);
    const repriced = await call(server, 'PUT /api/sales/:id', staff, { params: { id: theirs._id }, json: saleBody(laptop, {}, { quantity: 2, unitPrice: 0.03 }) });
    expect(repriced.status).toBe(404);
    const canceled = await call(server, 'PUT /api/sales/:id', staff, { params: { id: theirs._id }, json: saleBody(laptop, { saleStatus: 'Canceled' }, { quantity: 2 }) });
    expect(canceled.status).toBe(404);
    expect(await onHandIn(server, laptop)).toBe(7);
    expect((await call(server, 'GET /api/sales/:id', admin, { params: { id: theirs._id } })).body).toMatchObject({ grandTotal: 42550, saleStatus: 'Completed', due: 42550 });
    expect((await call(server, 'DELETE /api/sales/:id', staff, { params: { id: theirs._id } })).status).toBe(403);
  });

  it('its own sale can be read and edited', async () => {
    expect((await call(server, 'GET /api/sales/:id', staff, { params: { id: mine._id } })).status).toBe(200);
    const edited = await call(server, 'PUT /api/sales/:id', staff, { params: { id: mine._id }, json: saleBody(laptop, { date: '2026-03-02' }, { quantity: 2 }) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await onHandIn(server, laptop)).toBe(6);
  });

  it("a customer's balance counts only the cashier's own sales; the deposit balance is the customer's", async () => {
    // Both sales are the walk-in customer's and unpaid: the admin's owes 42550, the cashier's 21275.
    const walkIn = (await call(server, 'GET /api/customers', admin, { query: { q: 'walk' } })).body[0];
    expect(walkIn).toMatchObject({ isWalkIn: true, balance: 63825, depositBalance: 0 });
    expect((await call(server, 'GET /api/customers', staff, { query: { q: 'walk' } })).body[0]).toMatchObject({ _id: walkIn._id, balance: 21275 });
    expect((await call(server, 'GET /api/customers/:id', staff, { params: { id: walkIn._id } })).body).toMatchObject({ balance: 21275 });
    await setStaffAccess(server, 'Own Records');
    expect((await call(server, 'GET /api/customers/:id', staff, { params: { id: walkIn._id } })).body).toMatchObject({ balance: 21275 });
    await setStaffAccess(server, 'All Records');
    expect((await call(server, 'GET /api/customers/:id', staff, { params: { id: walkIn._id } })).body).toMatchObject({ balance: 63825 });
  });

  it("the dashboard and the calendar show the cashier's own sales; reports stay refused", async () => {
    const dashboard = await call(server, 'GET /api/dashboard', staff, { query: { from: '2026-03-01', to: '2026-03-31' } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.recent.sale.map((row: { reference: string }) => row.reference)).toEqual([mine.reference]);
    const calendar = await call(server, 'GET /api/transactions', staff, { query: { month: '2026-03' } });
    expect(calendar.status).toBe(200);
    expect(JSON.stringify(calendar.body)).not.toContain(theirs.reference);
    expect((await call(server, 'GET /api/reports/sales', staff, { query: { from: '2026-03-01', to: '2026-03-31' } })).status).toBe(403);
  });
});
