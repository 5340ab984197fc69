import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_TAXES, DEFAULT_UNITS, DEFAULT_WAREHOUSES } from '../../src/domain/shop-constants';
import { drivers, startTestServer, type TestServer } from './harness';

// The reference data is written twice on purpose: in src/domain for the screens and the seed, and in
// the data migration every new database runs. This test is what keeps the two the same.
describe.each(drivers)('reference data of a new database on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());

  // The database's collation orders the names; compare in one order on both sides.
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const column = async (query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  it('has the warehouses, units and taxes src/domain/shop-constants.ts names', async () => {
    const warehouses = await column(sql`select name from warehouses`);
    const units = await column(sql`select name from units`);
    const taxes = await column(sql`select name, rate_hundredths from taxes`);
    expect(warehouses.map((row) => row.name as string).sort(byText)).toEqual([...DEFAULT_WAREHOUSES].sort(byText));
    expect(units.map((row) => row.name as string).sort(byText)).toEqual([...DEFAULT_UNITS].sort(byText));
    expect(taxes.map((row) => [row.name as string, Number(row.rate_hundredths)] as const).sort(([a], [b]) => byText(a, b))).toEqual(DEFAULT_TAXES.map((tax) => [tax.name, tax.rate * 100] as const).sort(([a], [b]) => byText(a, b)));
  });
});
