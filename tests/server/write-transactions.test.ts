/**
 * One transaction per write request, opened by the route layer; a DomainError is
 * a 400 under its field; a foreign-key violation (a record deleted while a write refers to it) is a
 * 409 naming the missing record, never a 500.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { atField, DomainError } from '../../src/domain/domain-error';
import { brands } from '../../server/db/schema';
import type { AppEnv } from '../../server/http/app-env';
import { answerErrors, answerForFailure } from '../../server/http/failures';
import { mountRoutes } from '../../server/routes/mount';
import { defineRoute } from '../../server/routes/route';
import { adminAndStaff, productBody, tableCounts } from './catalog-helpers';
import { call, rawRequest, type Answer } from './route-client';
import { drivers, startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';

const rowsOf = async <Row>(server: TestServer, query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: Row[] }).rows;

describe.each(drivers)('one transaction per write request on %s', (driver) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.reset();
    ({ admin } = await adminAndStaff(server));
  });

  it('answers a DomainError thrown mid-write with a 400 under its field, and keeps none of the write', async () => {
    // A route of the same machinery as the table's: it writes, then a domain rule refuses the input.
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', { db: server.db, jwtSecret: TEST_JWT_SECRET, trustProxy: false, uploadDir: server.uploadDir });
      await next();
    });
    mountRoutes(app, [
      defineRoute({
        method: 'POST',
        path: '/api/discounted',
        access: 'catalogEdit',
        tag: 'Test',
        summary: 'Writes, then breaks a domain rule',
        answer: { status: 201, description: 'never' },
        handle: async ({ db }) => {
          await db.insert(brands).values({ name: 'Written before the refusal' });
          return atField(['lines', 0, 'discount'], () => {
            throw new DomainError('discount-exceeds-amount', 'The line discount is more than the line amount.');
          });
        },
      }),
    ]);
    app.onError(answerErrors(() => {}));
    const before = await tableCounts(server.db);

    // A route of this test's own app, not of the table.
    const response = await rawRequest(app, 'POST', '/api/discounted', { token: admin });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      code: 'invalid-input',
      message: 'The line discount is more than the line amount.',
      error: { details: [{ message: 'The line discount is more than the line amount.', path: ['lines', 0, 'discount'] }] },
    });
    expect(await tableCounts(server.db)).toEqual(before);
  });

  it('answers a product whose category is deleted while it is being saved with a 409 naming the category', async () => {
    const category = await call(server, 'POST /api/categories', admin, { json: { name: 'Doomed' } });
    await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
    // The category goes between the product's reference check and its insert, as another request's delete would.
    await server.db.execute(sql.raw(`create function delete_category_first() returns trigger language plpgsql as $$
      begin delete from categories where id = new.category_id; return new; end $$`));
    await server.db.execute(sql.raw('create trigger delete_category_first before insert on products for each row execute function delete_category_first()'));
    try {
      const before = await tableCounts(server.db);
      const answer = await call(server, 'POST /api/products', admin, { json: productBody({ category: category.body._id }) });

      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/^The category this refers to no longer exists/);
      expect(answer.body.error.details).toEqual([{ message: answer.body.message, path: ['category'] }]);
      expect(await tableCounts(server.db)).toEqual(before);
    } finally {
      await server.db.execute(sql.raw('drop trigger delete_category_first on products'));
      await server.db.execute(sql.raw('drop function delete_category_first()'));
    }
  });

  if (driver === 'postgres') {
    it('answers 409 when another transaction deletes the category and commits while the product is being created', async () => {
      const category = await call(server, 'POST /api/categories', admin, { json: { name: 'Doomed' } });
      await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
      let pending: Promise<Answer<unknown>> | undefined;
      await server.db.transaction(async (tx) => {
        await tx.execute(sql`delete from categories where id = ${category.body._id}`);
        pending = call(server, 'POST /api/products', admin, { json: productBody({ category: category.body._id }) });
        // The product's insert now waits for this transaction's lock on the category row; then this commits.
        for (let waited = 0; waited < 10_000; waited += 20) {
          const [{ waiting }] = await rowsOf<{ waiting: number }>(server, sql`select count(*)::int as waiting from pg_locks where not granted`);
          if (waiting > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      const answer = await pending;

      expect(answer?.status).toBe(409);
      expect(answer?.body.error.details[0].path).toEqual(['category']);
      expect(await rowsOf(server, sql`select id from products`)).toEqual([]);
    });

    it('keeps answering after PostgreSQL ends one of its idle connections (a restart, an admin), instead of crashing the process', async () => {
      await call(server, 'GET /api/me', admin);
      // Every idle connection of the server's pool, ended by the database as a restart would.
      await server.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await call(server, 'GET /api/me', admin)).status).toBe(200);
    });
  }
});

describe('failures below a route', () => {
  it('answers a unique violation the service did not name with a 409', () => {
    const error = new Error('Failed query', { cause: Object.assign(new Error('duplicate key'), { code: '23505' }) });
    expect(answerForFailure(error)).toEqual({ status: 409, message: 'Another record already has this value.' });
  });

  it('leaves any other error to the 500 handler', () => {
    expect(answerForFailure(new TypeError('x is undefined'))).toBeUndefined();
  });
});

describe('the services', () => {
  const folder = join(import.meta.dirname, '../../server/services');
  // Sub-folders (services/reports) included: a service at any depth is still a service.
  const sources = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { name: path.slice(folder.length + 1), text: readFileSync(path, 'utf8') };
    });

  it('reads every service, those in sub-folders too', () => {
    expect(sources.map((source) => source.name)).toEqual(expect.arrayContaining(['stock-ledger.ts', join('reports', 'dashboard.ts')]));
  });

  it('import nothing from server/routes', () => {
    expect(sources.filter((source) => /from '(\.\.\/)+routes\//.test(source.text)).map((source) => source.name)).toEqual([]);
  });

  it('never open a transaction of their own: the route layer does', () => {
    expect(sources.filter((source) => /\.transaction\(/.test(source.text)).map((source) => source.name)).toEqual([]);
  });
});
