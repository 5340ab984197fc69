import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './harness';
import { adminAndStaff, productBody, tableCounts } from './catalog-helpers';
import { call, rawRequest } from './route-client';

/** The resources whose deletes are raced here: each path names its routes (`POST ${path}`, `DELETE ${path}/:id`). */
type ResourcePath = '/api/brands' | '/api/units' | '/api/taxes' | '/api/warehouses' | '/api/billers' | '/api/categories' | '/api/products';

/** Each resource with a body that creates a new record of it (`n` keeps names apart). */
const resources: { path: ResourcePath; noun: string; plural: string; body: (n: number) => Record<string, unknown> }[] = [
  { path: '/api/brands', noun: 'brand', plural: 'brands', body: (n) => ({ name: `Brand ${n}` }) },
  { path: '/api/units', noun: 'unit', plural: 'units', body: (n) => ({ code: `u${n}`, name: `Unit ${n}` }) },
  { path: '/api/taxes', noun: 'tax', plural: 'taxes', body: (n) => ({ name: `Tax ${n}`, rate: 7 }) },
  { path: '/api/warehouses', noun: 'warehouse', plural: 'warehouses', body: (n) => ({ name: `Depot ${n}` }) },
  { path: '/api/billers', noun: 'biller', plural: 'billers', body: (n) => ({ name: `Counter ${n}` }) },
  { path: '/api/categories', noun: 'category', plural: 'categories', body: (n) => ({ name: `Shelf ${n}` }) },
  {
    path: '/api/products',
    noun: 'product',
    plural: 'products',
    body: (n) => productBody({ brand: null, category: 'Electronics', productName: `Item ${n}`, productCode: `ITEM-${n}` }),
  },
];

const PARALLEL = 10;

describe.each(drivers)('deletes answer the rows actually deleted on %s', (driver) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin } = await adminAndStaff(server));
    await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
  });

  async function create(path: ResourcePath, body: Record<string, unknown>): Promise<string> {
    const created = await call(server, `POST ${path}` as const, admin, { json: body });
    expect(created.status).toBe(201);
    return created.body._id;
  }

  it.each(resources)(`$path: ${PARALLEL} parallel deletes of one record answer one 200 and 404 for the rest`, async ({ path, noun }) => {
    const id = await create(path, resources.find((resource) => resource.path === path)!.body(1));
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => call(server, `DELETE ${path}/:id` as const, admin, { params: { id } })));
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok.map((answer) => answer.body)).toEqual([{ success: true, message: `Deleted 1 ${noun}.`, deleted: 1 }]);
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(PARALLEL - 1);
    for (const answer of answers.filter((answer) => answer.status === 404)) {
      expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining('not found'), error: { details: [expect.any(Object)] } });
    }
  });

  it.each(resources)(`$path: ${PARALLEL} parallel bulk deletes of the same rows answer one 200 and 404 for the rest`, async ({ path, plural, body }) => {
    const ids = [await create(path, body(1)), await create(path, body(2)), await create(path, body(3))];
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => call(server, `DELETE ${path}` as const, admin, { json: { ids } })));
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok.map((answer) => answer.body)).toEqual([{ success: true, message: `Deleted 3 ${plural}.`, deleted: 3 }]);
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(PARALLEL - 1);
  });

  it('bulk deletes of overlapping selections delete each row once, and a refused one deletes nothing', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map((n) => create('/api/brands', { name: `Brand ${n}` })));
    const [first, second] = await Promise.all([
      call(server, 'DELETE /api/brands', admin, { json: { ids: ids.slice(0, 3) } }),
      call(server, 'DELETE /api/brands', admin, { json: { ids: ids.slice(2) } }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 404]);
    const remaining = await call(server, 'GET /api/brands', admin);
    // The refused selection kept all its rows except the one the other delete took.
    expect(remaining.total).toBe(first.status === 200 ? 1 : 2);
  });
});

describe.each(drivers)('bulk delete takes its ids in a JSON body on %s', (driver) => {
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

  async function brands(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let n = 1; n <= count; n += 1) ids.push((await call(server, 'POST /api/brands', admin, { json: { name: `Brand ${n}` } })).body._id);
    return ids;
  }

  it('deletes 1,000 selected rows in one call', async () => {
    const names = Array.from({ length: 1000 }, (_, n) => `('Brand ${n}')`).join(', ');
    const { sql } = await import('drizzle-orm');
    await server.db.execute(sql.raw(`insert into brands (name) values ${names}`));
    const ids = (await call(server, 'GET /api/brands', admin, { query: { pageSize: 50 } })).total;
    expect(ids).toBe(1000);
    const rows = (await server.db.execute(sql`select id from brands`)) as unknown as { rows: { id: string }[] };
    const answer = await call(server, 'DELETE /api/brands', admin, { json: { ids: rows.rows.map((row) => row.id) } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Deleted 1000 brands.', deleted: 1000 });
  });

  it('refuses more than 1,000 ids, an empty list, a malformed id, ids that are not a list, and unknown fields (400 under the field)', async () => {
    const [id] = await brands(1);
    const before = await tableCounts(server.db);
    const many = Array.from({ length: 1001 }, () => id);
    const cases: [Record<string, unknown>, (string | number)[]][] = [
      [{ ids: many }, ['ids']],
      [{ ids: [] }, ['ids']],
      [{}, ['ids']],
      [{ ids: [id, 'nope'] }, ['ids', 1]],
      [{ ids: id }, ['ids']],
      [{ ids: [id, 7] }, ['ids', 1]],
      [{ ids: [id], all: true }, ['all']],
    ];
    for (const [body, path] of cases) {
      const answer = await call(server, 'DELETE /api/brands', admin, { json: body });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.error.details[0].path).toEqual(path);
    }
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it('answers 415 in the error shape for a delete without a JSON body', async () => {
    const [id] = await brands(1);
    const response = await rawRequest(server, 'DELETE', `/api/brands?ids=${id}`, { token: admin });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ success: false, error: { details: [{ message: expect.any(String), path: [] }] } });
  });

  it('still lets only admins delete', async () => {
    const ids = await brands(2);
    expect((await call(server, 'DELETE /api/brands', staff, { json: { ids } })).status).toBe(403);
    expect((await call(server, 'DELETE /api/brands', admin, { json: { ids } })).body).toEqual({ success: true, message: 'Deleted 2 brands.', deleted: 2 });
  });
});
