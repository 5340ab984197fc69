import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, startTestServer, type TestServer } from './harness';

/**
 * server/db/client.ts: on PostgreSQL a write's statements are prepared once per connection (a
 * checkout's parse and plan were a third of PostgreSQL's CPU), reads outside a transaction are not
 * (a generic plan made the year's sales report three times slower).
 */
// Skipped, not absent, without PostgreSQL: a file with no suite fails the run (npm test on PGlite only).
describe.skipIf(!drivers.includes('postgres'))('statements on postgres', () => {
  const driver = 'postgres';
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
  }, 60_000);
  afterAll(() => server.close());

  /** How many statements this connection has prepared whose text holds `marker` (this count's own text holds it only as a parameter). */
  const preparedWith = (marker: string) => sql`select count(*)::int as n from pg_prepared_statements where statement like ${`%${marker}%`}`;

  it('prepares a statement with parameters once inside a transaction, however often it runs', async () => {
    const marker = `inside_${Date.now()}`;
    const counts = await server.db.transaction(async (tx) => {
      for (let run = 0; run < 3; run++) await tx.execute(sql`select ${run}::int as run, ${sql.raw(`'${marker}'`)} as marker`);
      const result = (await tx.execute(preparedWith(marker))) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    });
    expect(counts).toBe(1);
  });

  it('leaves a read outside a transaction unprepared, planned for its own parameters each time', async () => {
    const marker = `outside_${Date.now()}`;
    let sameConnection = false;
    for (let attempt = 0; attempt < 20 && !sameConnection; attempt++) {
      const read = (await server.db.execute(sql`select pg_backend_pid() as pid, ${attempt}::int as attempt, ${sql.raw(`'${marker}'`)} as marker`)) as unknown as { rows: { pid: number }[] };
      const seen = await server.db.transaction(async (tx) => {
        const pid = ((await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
        const n = ((await tx.execute(preparedWith(marker))) as unknown as { rows: { n: number }[] }).rows[0]!.n;
        return { pid, n };
      });
      if (seen.pid !== read.rows[0]!.pid) continue;
      sameConnection = true;
      expect(seen.n).toBe(0);
    }
    expect(sameConnection, 'the pool gave the read and the check the same connection at least once').toBe(true);
  });
});
