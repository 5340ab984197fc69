import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBenchCatalog } from '../../bench/seed/catalog';
import { seedBenchSales } from '../../bench/seed/sales';
import { rowsOf } from '../../server/db/raw-rows';
import { drivers, startTestServer, type TestServer } from './harness';

/** `npm run seed:bench -- --sales N`: the bench's sales agree with the stock and payments ledgers. */
describe.each(drivers)('the generated sales history on %s', (driver) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(driver);
    await server.reset();
    await seedBenchCatalog(server.db, 300);
    await seedBenchSales(server.db, 1500, '2026-11-23');
  }, 120_000);
  afterAll(() => server.close());

  it('writes the sales asked for over the last year, each paid, with on-hand equal to the stock ledger', async () => {
    const [row] = await rowsOf<Record<string, string | number>>(
      server.db,
      sql`select (select count(*) from sales) as sales, (select count(distinct reference) from sales) as refs,
        (select min(date)::text from sales) as first, (select max(date)::text from sales) as last,
        (select count(*) from sales s where s.paid <> s.grand_total or s.paid <> (select sum(amount) from payments p where p.sale_id = s.id)) as unpaid,
        (select count(*) from sales s where s.total <> (select sum(subtotal) from sale_lines l where l.sale_id = s.id)) as bad_totals,
        (select count(*) from stock_levels l where l.on_hand <> (select coalesce(sum(delta), 0) from stock_movements m where m.product_id = l.product_id and m.warehouse_id = l.warehouse_id and m.variant_id is not distinct from l.variant_id)) as mismatched,
        (select min(on_hand) from stock_levels) as lowest`,
    );
    expect(Number(row!.sales)).toBe(1500);
    expect(Number(row!.refs)).toBe(1500);
    expect(row!.first! >= '2025-11-23' && row!.last! <= '2026-11-23').toBe(true);
    expect([Number(row!.unpaid), Number(row!.bad_totals), Number(row!.mismatched)]).toEqual([0, 0, 0]);
    expect(Number(row!.lowest)).toBeGreaterThanOrEqual(0);
  });

  it('tops the history up on a second run instead of doubling it', async () => {
    await seedBenchSales(server.db, 1500, '2026-11-23');
    await seedBenchSales(server.db, 1600, '2026-11-23');
    const [row] = await rowsOf<{ n: number }>(server.db, sql`select count(*)::int as n from sales`);
    expect(row!.n).toBe(1600);
  });
});
