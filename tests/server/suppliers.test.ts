import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAndStaff, call } from './catalog-helpers';
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
    const created = await call(server, 'POST', '/api/suppliers', staff, karachi);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ _id: expect.any(String), ...karachi, createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect((await call(server, 'GET', `/api/suppliers/${created.body._id}`, staff)).body).toEqual(created.body);

    const replaced = await call(server, 'PUT', `/api/suppliers/${created.body._id}`, staff, { name: 'Karachi Traders', city: 'Hyderabad' });
    expect(replaced.body).toMatchObject({ name: 'Karachi Traders', city: 'Hyderabad', companyName: '', email: '' });

    await call(server, 'POST', '/api/suppliers', admin, { name: 'Lahore Imports', city: 'Lahore' });
    const all = await call(server, 'GET', '/api/suppliers', staff);
    expect(all.total).toBe(2);
    expect(all.body.map((row: { name: string }) => row.name)).toEqual(['Karachi Traders', 'Lahore Imports']);
    const searched = await call(server, 'GET', '/api/suppliers?q=lahore', staff);
    expect(searched.body.map((row: { name: string }) => row.name)).toEqual(['Lahore Imports']);
  });

  it('refuses a missing name, a bad email, an unknown field and a duplicate name', async () => {
    const noName = await call(server, 'POST', '/api/suppliers', admin, { city: 'Karachi' });
    expect(noName.status).toBe(400);
    expect(noName.body.error.details[0]).toEqual({ message: 'This field is required.', path: ['name'] });
    const badEmail = await call(server, 'POST', '/api/suppliers', admin, { name: 'A', email: 'not-an-email' });
    expect(badEmail.body.error.details[0].path).toEqual(['email']);
    expect((await call(server, 'POST', '/api/suppliers', admin, { name: 'A', fax: '1' })).status).toBe(400);
    await call(server, 'POST', '/api/suppliers', admin, karachi);
    const duplicate = await call(server, 'POST', '/api/suppliers', admin, { name: 'karachi traders' });
    expect(duplicate.status).toBe(409);
    expect((await call(server, 'GET', '/api/suppliers', admin)).total).toBe(1);
  });

  it('lets only an admin delete, and refuses to delete a supplier a purchase names', async () => {
    await purchaseCatalog(server, admin);
    const lahore = (await call(server, 'POST', '/api/suppliers', admin, { name: 'Lahore Imports' })).body._id;
    const karachiId = (await call(server, 'GET', '/api/suppliers?q=karachi', admin)).body[0]._id;
    await call(server, 'POST', '/api/purchase', admin, purchaseBody());

    expect((await call(server, 'DELETE', `/api/suppliers/${lahore}`, staff)).status).toBe(403);
    const used = await call(server, 'DELETE', `/api/suppliers/${karachiId}`, admin);
    expect(used.status).toBe(409);
    expect(used.body.message).toBe("Supplier 'Karachi Traders' is named on 1 purchase.");
    expect((await call(server, 'DELETE', `/api/suppliers/${lahore}`, admin)).body).toMatchObject({ deleted: 1 });
    expect((await call(server, 'GET', `/api/suppliers/${lahore}`, admin)).status).toBe(404);
    expect((await call(server, 'DELETE', '/api/suppliers', admin, { ids: [karachiId] })).status).toBe(409);
  });
});
