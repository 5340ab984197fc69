import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { purchaseBody, purchaseCatalog } from './purchase-helpers';

const karachi = { name: 'Karachi Traders', companyName: 'KT Ltd', email: 'orders@kt.example', phone: '+92 21 555 0100', address: '12 Saddar Road', city: 'Karachi', country: 'Pakistan' };

describe.each(drivers)('/api/suppliers on %s', (driver) => {
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

  it('adds, reads, replaces and lists suppliers with every field', async () => {
    const created = await call(server, 'POST /api/suppliers', staff, { json: karachi });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ _id: expect.any(String), ...karachi, createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect((await call(server, 'GET /api/suppliers/:id', staff, { params: { id: created.body._id } })).body).toEqual(created.body);

    const replaced = await call(server, 'PUT /api/suppliers/:id', staff, { params: { id: created.body._id }, json: { name: 'Karachi Traders', city: 'Hyderabad' } });
    expect(replaced.body).toMatchObject({ name: 'Karachi Traders', city: 'Hyderabad', companyName: '', email: '' });

    await call(server, 'POST /api/suppliers', admin, { json: { name: 'Lahore Imports', city: 'Lahore' } });
    const all = await call(server, 'GET /api/suppliers', staff);
    expect(all.total).toBe(2);
    expect(all.body.map((row: { name: string }) => row.name)).toEqual(['Karachi Traders', 'Lahore Imports']);
    const searched = await call(server, 'GET /api/suppliers', staff, { query: { q: 'lahore' } });
    expect(searched.body.map((row: { name: string }) => row.name)).toEqual(['Lahore Imports']);
  });

  it('refuses a missing name, a bad email, an unknown field and a duplicate name', async () => {
    const noName = await call(server, 'POST /api/suppliers', admin, { json: { city: 'Karachi' } });
    expect(noName.status).toBe(400);
    expect(noName.body.error.details[0]).toEqual({ message: 'This field is required.', path: ['name'] });
    const badEmail = await call(server, 'POST /api/suppliers', admin, { json: { name: 'A', email: 'not-an-email' } });
    expect(badEmail.body.error.details[0].path).toEqual(['email']);
    expect((await call(server, 'POST /api/suppliers', admin, { json: { name: 'A', fax: '1' } })).status).toBe(400);
    await call(server, 'POST /api/suppliers', admin, { json: karachi });
    const duplicate = await call(server, 'POST /api/suppliers', admin, { json: { name: 'karachi traders' } });
    expect(duplicate.status).toBe(409);
    expect((await call(server, 'GET /api/suppliers', admin)).total).toBe(1);
  });

  it('lets only an admin delete, and refuses to delete a supplier a purchase names', async () => {
    await purchaseCatalog(server, admin);
    const lahore = (await call(server, 'POST /api/suppliers', admin, { json: { name: 'Lahore Imports' } })).body._id;
    const karachiId = (await call(server, 'GET /api/suppliers', admin, { query: { q: 'karachi' } })).body[0]._id;
    await call(server, 'POST /api/purchase', admin, { json: purchaseBody() });

    expect((await call(server, 'DELETE /api/suppliers/:id', staff, { params: { id: lahore } })).status).toBe(403);
    const used = await call(server, 'DELETE /api/suppliers/:id', admin, { params: { id: karachiId } });
    expect(used.status).toBe(409);
    expect(used.body.message).toBe("Supplier 'Karachi Traders' is named on 1 purchase.");
    expect((await call(server, 'DELETE /api/suppliers/:id', admin, { params: { id: lahore } })).body).toMatchObject({ deleted: 1 });
    expect((await call(server, 'GET /api/suppliers/:id', admin, { params: { id: lahore } })).status).toBe(404);
    expect((await call(server, 'DELETE /api/suppliers', admin, { json: { ids: [karachiId] } })).status).toBe(409);
  });
});
