import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTogether, type Executor } from '../../server/db/executor';
import { drivers, startTestServer, type TestServer } from './harness';

describe.each(drivers)('independent reads on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());

  /** Two reads that each take a while, and the order their starts and ends came in. */
  async function twoReads(executor: Executor) {
    const events: string[] = [];
    const read = (name: string, value: number) => async () => {
      events.push(`${name} starts`);
      await executor.execute(sql`select pg_sleep(0.03)`);
      events.push(`${name} ends`);
      return value;
    };
    const results = await readTogether(executor, [read('first', 1), read('second', 2)]);
    return { results, events };
  }

  it('in a transaction, one connection, each read waits for the one before it', async () => {
    const { results, events } = await server.db.transaction((tx) => twoReads(tx));
    expect(results).toEqual([1, 2]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('on the database, both are sent at once', async () => {
    const { results, events } = await twoReads(server.db);
    expect(results).toEqual([1, 2]);
    expect(events.slice(0, 2)).toEqual(['first starts', 'second starts']);
  });
});
