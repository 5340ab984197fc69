import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppServer, IDLE_CONNECTION_MS } from '../../server/http/listen';
import { adminAndStaff } from './catalog-helpers';
import { call, rawRequest } from './route-client';
import { drivers, listenOnLoopback, startTestServer, type TestServer } from './harness';
import { purchaseBody, purchaseCatalog } from './purchase-helpers';
import { addStock } from './catalog-helpers';
import { countRows, laptopInStock, onHandIn, saleBody } from './sales-helpers';
import { openTill1 } from './till-helpers';

/**
 * What an integrator relies on beside the bodies (docs/api.md#http): a `code` in every refusal, 201
 * with `Location`, 405 with `Allow` for a wrong method on a known path, and a record read with GET
 * that can be sent back with PUT as it is.
 */
describe.each(drivers)('HTTP an integrator relies on, on %s', (driver) => {
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

  it('every refusal carries the code of its kind beside message and details', async () => {
    const codeOf = async (sent: Promise<{ status: number; body: { code: string } }>) => {
      const { status, body } = await sent;
      return [status, body.code];
    };
    const rawCodeOf = async (sent: Promise<Response>) => {
      const response = await sent;
      return [response.status, ((await response.json()) as { code: string }).code];
    };
    expect(await codeOf(call(server, 'POST /api/brands', admin, { json: { name: '' } }))).toEqual([400, 'invalid-input']);
    expect(await codeOf(call(server, 'GET /api/brands', null))).toEqual([401, 'not-signed-in']);
    expect(await codeOf(call(server, 'GET /api/brands', 'not-a-token'))).toEqual([401, 'session-ended']);
    expect(await codeOf(call(server, 'POST /auth/login', null, { json: { email: 'owner@example.com', password: 'wrong-pass-1' } }))).toEqual([401, 'login-failed']);
    expect(await codeOf(call(server, 'POST /api/brands', staff, { json: { name: 'Dell' } }))).toEqual([403, 'forbidden']);
    expect(await codeOf(call(server, 'GET /api/brands/:id', admin, { params: { id: '0b7d1a57-3f4c-4f54-9a39-111111111111' } }))).toEqual([404, 'not-found']);
    expect(await rawCodeOf(rawRequest(server, 'GET', '/api/nothing-here', { token: admin }))).toEqual([404, 'not-found']);
    expect(await rawCodeOf(rawRequest(server, 'POST', '/api/brands', { token: admin, headers: { 'content-type': 'text/plain' }, body: '{}' }))).toEqual([415, 'unsupported-media-type']);
    await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
    expect(await codeOf(call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } }))).toEqual([409, 'conflict']);
  });

  it('short stock is a 409 with its own code, naming the line', async () => {
    const { laptopId } = await purchaseCatalog(server, admin);
    const answer = await call(server, 'POST /api/sales', admin, { json: saleBody(laptopId, { saleStatus: 'Completed' }) });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ success: false, code: 'insufficient-stock', error: { details: [{ path: ['products', 0] }] } });
  });

  it('a wrong method on a known path is a 405 naming the methods it takes; an unknown path stays a 404', async () => {
    const patch = await rawRequest(server, 'PATCH', '/api/brands', { token: admin, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x' }) });
    expect(patch.status).toBe(405);
    expect(patch.headers.get('allow')).toBe('GET, HEAD, POST, DELETE');
    expect(await patch.json()).toMatchObject({ success: false, code: 'method-not-allowed' });
    const postOne = await rawRequest(server, 'POST', '/api/brands/0b7d1a57-3f4c-4f54-9a39-111111111111', { token: admin, headers: { 'content-type': 'application/json' }, body: '{}' });
    expect([postOne.status, postOne.headers.get('allow')]).toEqual([405, 'GET, HEAD, PUT, DELETE']);
    const deleteSettings = await rawRequest(server, 'DELETE', '/api/settings', { token: admin });
    expect([deleteSettings.status, deleteSettings.headers.get('allow')]).toEqual([405, 'GET, HEAD, PUT']);
    expect((await rawRequest(server, 'PATCH', '/api/brandz', { token: admin, headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(404);
  });

  it('a creation is a 201 whose Location reads the new record', async () => {
    const brand = await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
    expect(brand.status).toBe(201);
    expect(brand.headers.get('location')).toBe(`/api/brands/${brand.body._id}`);
    expect(await call(server, 'GET /api/brands/:id', admin, { params: { id: brand.body._id } })).toMatchObject({ status: 200, body: { name: 'Dell' } });

    await purchaseCatalog(server, admin);
    const purchase = await call(server, 'POST /api/purchase', admin, { json: purchaseBody() });
    expect(purchase.status).toBe(201);
    expect(purchase.headers.get('location')).toBe(`/api/purchase/${purchase.body._id}`);
    expect((await call(server, 'GET /api/purchase/:id', admin, { params: { id: purchase.body._id } })).body.reference).toMatch(/^PR-/);
  });

  it('a creation sent over HTTP to the Node server main.ts runs gets its Location too', async () => {
    // The Node server answers with its own Response class (@hono/node-server), where a header set on
    // an answer already read was lost: every 201 went out without Location.
    const http = await listenOnLoopback(server.app);
    try {
      const brand = await fetch(`${http.url}/api/brands`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Dell' }) });
      expect(brand.status).toBe(201);
      expect(brand.headers.get('location')).toBe(`/api/brands/${(await brand.json())._id}`);
    } finally {
      await http.close();
    }
  });

  it('an idle connection stays open longer than clients keep theirs, so none sends on one the server just closed', async () => {
    // Node's default of 5 s met the 5 s that Node's and Playwright's agents keep idle sockets: ECONNRESET.
    const http = createAppServer(server.app.fetch);
    expect(http.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
    expect(IDLE_CONNECTION_MS).toBeGreaterThan(60_000);
  });

  it('General Setting read on a new shop (no logo yet) is saved back as it is', async () => {
    const read = await call(server, 'GET /api/settings', admin);
    expect(read.body.systemLogo).toBeNull();
    const saved = await call(server, 'PUT /api/settings', admin, { json: read.body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings.systemLogo).toBeNull();
  });

  it('each record read with GET is taken back by PUT as it is, its read-only fields ignored', async () => {
    const { laptopId, mainId } = await purchaseCatalog(server, admin);
    await addStock(server.db, laptopId, 'Main', 5);
    await call(server, 'POST /api/accounts', admin, { json: { accountNumber: 'BANK-001', name: 'Meezan Bank', initialBalance: 10, note: '' } });
    await call(server, 'POST /api/units', admin, { json: { code: 'g', name: 'Gram', baseUnit: 'Kilogram', operator: '/', operationValue: 1000 } });
    const customer = await call(server, 'POST /api/customers', admin, { json: { name: 'Bilal Ahmed', phone: '0300-1234567', address: '12 Mall Road', city: 'Lahore' } });
    expect(customer.status).toBe(201);
    await call(server, 'POST /api/purchase', admin, { json: purchaseBody() });
    await call(server, 'POST /api/sales', admin, { json: saleBody(laptopId, { saleStatus: 'Pending' }) });
    expect(mainId).toBeTruthy();
    const resources = ['categories', 'brands', 'units', 'taxes', 'warehouses', 'billers', 'suppliers', 'customers', 'accounts', 'tills', 'products', 'purchase', 'sales'] as const;
    for (const resource of resources) {
      // The walk-in customer (no phone or address) is the shop's own and not a customer's record.
      const list = await call(server, `GET /api/${resource}` as const, admin, { query: { pageSize: 50, ...(resource === 'customers' ? { q: 'Bilal' } : {}) } });
      const rows: { _id: string }[] = Array.isArray(list.body) ? list.body : (list.body as { showAllPurchases: { _id: string }[] }).showAllPurchases;
      expect(rows.length, resource).toBeGreaterThan(0);
      const read = await call(server, `GET /api/${resource}/:id` as const, admin, { params: { id: rows.at(-1)!._id } });
      expect(read.status, resource).toBe(200);
      const saved = await call(server, `PUT /api/${resource}/:id` as const, admin, { params: { id: read.body._id }, json: read.body });
      expect(saved.status, `${resource}: ${JSON.stringify(saved.body)}`).toBe(200);
    }
  });

  it('a POS sale read with GET, paid and at its till by name, is taken back by PUT: no payment twice, its till kept, also after the shift closed', async () => {
    const laptop = await laptopInStock(server, admin, 5);
    const till = await openTill1(server, admin);
    const sold = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { source: 'pos', till, payments: [{ method: 'Cash', amount: 21275, received: 21300 }] }) });
    expect(sold.status, JSON.stringify(sold.body)).toBe(201);
    const read = await call(server, 'GET /api/sales/:id', admin, { params: { id: sold.body._id } });
    expect(read.body).toMatchObject({ till: 'Till 1', tillId: till, paid: 21275, payments: [{ amount: 21275, received: 21300 }] });
    const saved = await call(server, 'PUT /api/sales/:id', admin, { params: { id: read.body._id }, json: { ...read.body, saleNote: 'Gift wrapped' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ saleNote: 'Gift wrapped', till: 'Till 1', tillId: till, paid: 21275, payments: [{ _id: read.body.payments[0]._id }] });
    expect(await countRows(server, 'payments')).toBe(1);
    expect(await onHandIn(server, laptop)).toBe(4);

    const shift = (await call(server, 'GET /api/tills/:id', admin, { params: { id: till } })).body.openShift!._id;
    expect((await call(server, 'POST /api/shifts/:id/close', admin, { params: { id: shift }, json: { counted: 21275 } })).status).toBe(200);
    const afterClose = await call(server, 'GET /api/sales/:id', admin, { params: { id: read.body._id } });
    expect((await call(server, 'PUT /api/sales/:id', admin, { params: { id: read.body._id }, json: afterClose.body })).status).toBe(200);

    // A payment the sale does not have, and a till it was not made at, are refused under their fields.
    const otherSale = await call(server, 'POST /api/sales', admin, { json: saleBody(laptop, { payments: [{ method: 'Cash', amount: 10 }] }) });
    const foreign = await call(server, 'PUT /api/sales/:id', admin, { params: { id: read.body._id }, json: { ...afterClose.body, payments: otherSale.body.payments } });
    expect([foreign.status, foreign.body.error.details[0].path]).toEqual([400, ['payments', 0, '_id']]);
    const backOffice = await call(server, 'GET /api/sales/:id', admin, { params: { id: otherSale.body._id } });
    const moved = await call(server, 'PUT /api/sales/:id', admin, { params: { id: otherSale.body._id }, json: { ...backOffice.body, till: 'Till 1' } });
    expect([moved.status, moved.body.error.details[0]]).toEqual([400, { path: ['till'], message: 'This sale was made in the back office; an edit names no till.' }]);
    expect(await countRows(server, 'payments')).toBe(2);
  });

  it('the walk-in customer and a profile without a phone are taken back by PUT as GET read them', async () => {
    const customers = await call(server, 'GET /api/customers', admin, { query: { pageSize: 50 } });
    const walkIn = (customers.body as { _id: string; isWalkIn: boolean }[]).find((row) => row.isWalkIn)!;
    const read = await call(server, 'GET /api/customers/:id', admin, { params: { id: walkIn._id } });
    const saved = await call(server, 'PUT /api/customers/:id', admin, { params: { id: walkIn._id }, json: read.body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ name: read.body.name, isWalkIn: true });
    // Every other customer keeps their phone, address and city.
    const bilal = await call(server, 'POST /api/customers', admin, { json: { name: 'Bilal Ahmed', phone: '0300-1234567', address: '12 Mall Road', city: 'Lahore' } });
    const blanked = await call(server, 'PUT /api/customers/:id', admin, { params: { id: bilal.body._id }, json: { ...bilal.body, phone: '', city: ' ' } });
    expect([blanked.status, blanked.body.error.details]).toEqual([400, [{ message: 'This field is required.', path: ['phone'] }, { message: 'This field is required.', path: ['city'] }]]);

    // A new account has no phone yet.
    const profile = await call(server, 'GET /api/profile', admin);
    expect(profile.body.phoneNumber ?? '').toBe('');
    const savedProfile = await call(server, 'PUT /api/profile', admin, { json: profile.body });
    expect(savedProfile.status, JSON.stringify(savedProfile.body)).toBe(200);
    // With a phone, the same.
    await call(server, 'PUT /api/profile', admin, { json: { ...profile.body, phoneNumber: '0300-1234567' } });
    const withPhone = await call(server, 'GET /api/profile', admin);
    expect((await call(server, 'PUT /api/profile', admin, { json: withPhone.body })).status).toBe(200);
    // A phone once given is not emptied.
    const emptied = await call(server, 'PUT /api/profile', admin, { json: { ...withPhone.body, phoneNumber: '' } });
    expect([emptied.status, emptied.body.error.details]).toEqual([400, [{ message: 'This field is required.', path: ['phoneNumber'] }]]);
  });
});
