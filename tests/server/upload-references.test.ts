import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './harness';
import { adminAndStaff, png, productBody, tableCounts, upload } from './catalog-helpers';
import { call } from './route-client';

const NEVER_UPLOADED = 'This image was never uploaded: upload it again.';
const missing = `/uploads/${'d'.repeat(64)}.png`;

async function uploadPng(server: TestServer, token: string): Promise<string> {
  return (await upload(server, token, png())).body.url;
}

describe.each(drivers)('image fields name stored uploads on %s', (driver) => {
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

  it('a product image that was never uploaded is refused with 400 under image', async () => {
    const before = await tableCounts(server.db);
    const refused = await call(server, 'POST /api/products', staff, { json: productBody({ image: missing }) });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([{ message: NEVER_UPLOADED, path: ['image'] }]);
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it('a brand or category image that was never uploaded is refused with 400 under image, and nothing is written', async () => {
    const before = await tableCounts(server.db);
    for (const path of ['POST /api/brands', 'POST /api/categories'] as const) {
      const refused = await call(server, path, admin, { json: { name: 'Sony', image: missing } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.details).toEqual([{ message: NEVER_UPLOADED, path: ['image'] }]);
    }
    expect(await tableCounts(server.db)).toEqual(before);

    const url = await uploadPng(server, staff);
    const created = await call(server, 'POST /api/brands', admin, { json: { name: 'Sony', image: url } });
    expect(created.status).toBe(201);
    const updated = await call(server, 'PUT /api/brands/:id', admin, { params: { id: created.body._id }, json: { name: 'Sony', image: missing } });
    expect(updated.status).toBe(400);
    expect((await call(server, 'GET /api/brands/:id', admin, { params: { id: created.body._id } })).body.image).toBe(url);
  });

  it('a systemLogo that was never uploaded is refused with 400 under systemLogo', async () => {
    const settings = {
      systemTitle: 'ShopDesk',
      systemLogo: missing,
      currency: 'US Dollar',
      currencyPosition: 'Suffix',
      timeZone: 'UTC',
      staffAccess: 'All Records',
      invoiceFormat: 'Detailed',
      dateFormat: 'yyyy-mm-dd',
      developedBy: 'ShopDesk',
    };
    const refused = await call(server, 'PUT /api/settings', admin, { json: settings });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toEqual([{ message: NEVER_UPLOADED, path: ['systemLogo'] }]);
    const saved = await call(server, 'PUT /api/settings', admin, { json: { ...settings, systemLogo: await uploadPng(server, admin) } });
    expect(saved.status).toBe(200);
  });
});
