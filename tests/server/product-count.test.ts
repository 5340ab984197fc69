import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedBenchCatalog } from '../../bench/seed/catalog';
import { SEARCH_COUNT_CAP } from '../../server/services/products';
import { drivers, startTestServer, type TestServer } from './harness';
import { adminAndStaff, productBody } from './catalog-helpers';
import { call, type QueryOf } from './route-client';

/** The product counter of migration 0005 against an exact count(*), and the capped search count. */
describe.each(drivers)('product counts on %s', (driver) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin } = await adminAndStaff(server));
    await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
    await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
  });

  async function counts() {
    const result = (await server.db.execute(
      sql`select (select count(*)::int from products) as exact, (select rows::int from row_counts where table_name = 'products') as kept`,
    )) as unknown as { rows: { exact: number; kept: number | null }[] };
    return result.rows[0];
  }

  async function listTotal(query: QueryOf<'GET /api/products'> = {}) {
    const answer = await call(server, 'GET /api/products', admin, { query: { pageSize: 10, ...query } });
    expect(answer.status).toBe(200);
    return { total: answer.total, capped: answer.headers.get('x-total-count-capped') };
  }

  it('keeps the count exact through creates, refused writes, deletes and multi-row inserts', async () => {
    expect((await counts()).exact).toBe(0);
    expect(await listTotal()).toEqual({ total: 0, capped: null });

    const ids: string[] = [];
    for (let index = 1; index <= 3; index += 1) {
      const created = await call(server, 'POST /api/products', admin, { json: productBody({ productCode: `CNT-${index}` }) });
      expect(created.status).toBe(201);
      ids.push(created.body._id);
    }
    // A refused write rolls its transaction back, trigger and all.
    expect((await call(server, 'POST /api/products', admin, { json: productBody({ productCode: 'cnt-1' }) })).status).toBe(409);
    expect(await counts()).toEqual({ exact: 3, kept: 3 });
    expect(await listTotal()).toEqual({ total: 3, capped: null });

    expect((await call(server, 'DELETE /api/products', admin, { json: { ids: [ids[0], ids[1]] } })).status).toBe(200);
    expect(await counts()).toEqual({ exact: 1, kept: 1 });

    await seedBenchCatalog(server.db, 250);
    expect(await counts()).toEqual({ exact: 251, kept: 251 });
    expect(await listTotal()).toEqual({ total: 251, capped: null });
  });

  it('starts again from 0 after TRUNCATE, and rebuilds a missing counter from an exact count', async () => {
    await call(server, 'POST /api/products', admin, { json: productBody({ productCode: 'CNT-1' }) });
    await server.db.execute(sql`truncate products cascade`);
    expect(await counts()).toEqual({ exact: 0, kept: 0 });

    await call(server, 'POST /api/products', admin, { json: productBody({ productCode: 'CNT-2' }) });
    await server.db.execute(sql`delete from row_counts`);
    expect(await listTotal()).toEqual({ total: 1, capped: null });
    await call(server, 'POST /api/products', admin, { json: productBody({ productCode: 'CNT-3' }) });
    expect(await counts()).toEqual({ exact: 2, kept: 2 });

    // The harness empties every table, the counter's too: a missing row then counts 0 products.
    await server.reset();
    ({ admin } = await adminAndStaff(server));
    expect(await listTotal()).toEqual({ total: 0, capped: null });
    expect((await counts()).kept ?? 0).toBe(0);
  });

  it(`counts a search up to ${SEARCH_COUNT_CAP} matches and says when it stopped there`, async () => {
    await seedBenchCatalog(server.db, SEARCH_COUNT_CAP + 100);
    // Every generated code starts with BN-.
    expect(await listTotal({ q: 'bn-' })).toEqual({ total: SEARCH_COUNT_CAP, capped: 'true' });
    expect(await listTotal({ q: 'bn-0000' })).toEqual({ total: 99, capped: null });
    const lastCode = `bn-${String(SEARCH_COUNT_CAP + 100).padStart(6, '0')}`;
    expect(await listTotal({ q: lastCode })).toEqual({ total: 1, capped: null });
    // Paging on past the cap counts on past the next page, so Next stays possible to the end.
    const pageAtCap = SEARCH_COUNT_CAP / 10;
    expect(await listTotal({ q: 'bn-', page: pageAtCap })).toEqual({ total: SEARCH_COUNT_CAP + 10, capped: 'true' });
    expect(await listTotal({ q: 'bn-', page: pageAtCap + 9 })).toEqual({ total: SEARCH_COUNT_CAP + 100, capped: null });
    // The unfiltered list stays exact.
    expect(await listTotal()).toEqual({ total: SEARCH_COUNT_CAP + 100, capped: null });
  });
});
