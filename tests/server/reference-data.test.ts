import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drivers, startTestServer, type TestServer } from './harness';

// The reference data lives only in the data migration every new database runs (0002_reference_data.sql);
// the screens read it from the database. This test checks it against docs/screens.md#choices-and-reference-data.
/** docs/screens.md#choices-and-reference-data (Warehouses, fixed). */
const WAREHOUSES = ['Main', 'Secondary', 'Backup Warehouse'];
/** docs/api.md#records-and-their-fields: productUnit (Kilogram, Per PC), saleUnit and purchaseUnit (Piece, Kg, Liter, Meter). */
const UNITS = ['Kilogram', 'Per PC', 'Piece', 'Kg', 'Liter', 'Meter'];
/** docs/screens.md#choices-and-reference-data: the VAT options of purchases and sales plus the product tax's 20%, as name and percent. */
const TAXES: [string, number][] = [
  ['No Tax', 0],
  ['VAT 5%', 5],
  ['VAT 10%', 10],
  ['VAT 15%', 15],
  ['VAT 20%', 20],
];

describe.each(drivers)('reference data of a new database on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());

  // The database's collation orders the names; compare in one order on both sides.
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const column = async (query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  it('has the warehouses, units and taxes docs/screens.md#choices-and-reference-data names', async () => {
    const warehouses = await column(sql`select name from warehouses`);
    const units = await column(sql`select name from units`);
    const taxes = await column(sql`select name, rate_thousandths from taxes`);
    expect(warehouses.map((row) => row.name as string).sort(byText)).toEqual([...WAREHOUSES].sort(byText));
    expect(units.map((row) => row.name as string).sort(byText)).toEqual([...UNITS].sort(byText));
    expect(taxes.map((row) => [row.name as string, Number(row.rate_thousandths)] as const).sort(([a], [b]) => byText(a, b))).toEqual(TAXES.map(([name, rate]) => [name, rate * 1000] as const).sort(([a], [b]) => byText(a, b)));
  });
});
