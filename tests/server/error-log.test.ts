import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { call } from './route-client';
import { drivers, startTestServer, TEST_JWT_SECRET, type TestServer } from './harness';

describe.each(drivers)('the log of a failed query on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server?.close());

  it('names the statement and the database error, never the values sent with it', async () => {
    await server.reset();
    const logged: string[] = [];
    const app = createApp({ db: server.db, jwtSecret: TEST_JWT_SECRET, uploadDir: server.uploadDir, log: (line) => logged.push(line) });
    // Any new user now fails inside the database, with the password's hash among the query's values.
    await server.db.execute(sql.raw('ALTER TABLE users ADD CONSTRAINT refuse_every_user CHECK (false) NOT VALID'));
    try {
      const response = await call(app, 'POST /auth/signup', null, { json: { name: 'Bilal Ahmed', email: 'bilal@example.com', password: 'a-secret-pass-9' } });
      expect(response.status).toBe(500);
    } finally {
      await server.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT refuse_every_user'));
    }
    const log = logged.join('\n');
    expect(log).toMatch(/insert into "users"/);
    expect(log).toMatch(/refuse_every_user/);
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toMatch(/bilal@example\.com/);
    expect(log).not.toMatch(/Bilal Ahmed/);
  });
});
