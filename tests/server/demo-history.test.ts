import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../server/seed/demo';
import { rowsOf } from '../../server/db/raw-rows';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';

/** A new demo shop has three months of history that agrees with its ledgers. */
describe.each(drivers)('the demo shop’s history on %s', (driver) => {
  let server: TestServer;
  let admin: string;
  const now = new Date('2026-11-23T10:00:00Z');

  beforeAll(async () => {
    server = await startTestServer(driver);
    await server.reset();
    expect(await seedDemoShop(server.db, server.uploadDir, now)).toBe(true);
    ({ admin } = await adminAndStaff(server));
  }, 120_000);
  afterAll(() => server.close());

  it('dates purchases, sales, returns, deposits and transfers over the three months before the day it was made', async () => {
    const [span] = await rowsOf<Record<string, string | number>>(
      server.db,
      sql`select min(date)::text as first, max(date)::text as last, count(*) as sales, count(*) filter (where source = 'pos') as pos, count(*) filter (where status = 'Pending') as pending from sales`,
    );
    expect(span!.first).toBe('2026-08-25');
    expect(span!.last).toBe('2026-11-23');
    expect(Number(span!.sales)).toBeGreaterThan(150);
    expect(Number(span!.pos)).toBeGreaterThan(50);
    expect(Number(span!.pending)).toBeGreaterThan(0);
    const [kinds] = await rowsOf<Record<string, string | number>>(
      server.db,
      sql`select (select count(*) from purchases) as purchases, (select count(*) from sale_returns) as sale_returns, (select count(*) from purchase_returns) as purchase_returns,
        (select count(*) from payments where kind = 'deposit') as deposits, (select count(*) from transfers) as transfers`,
    );
    for (const count of Object.values(kinds!)) expect(Number(count)).toBeGreaterThan(0);
  });

  it('keeps on-hand equal to the stock ledger, paid equal to the payments, and no balance below zero', async () => {
    const stockMismatches = await rowsOf(
      server.db,
      sql`select l.product_id from stock_levels l
        left join (select product_id, warehouse_id, variant_id, sum(delta) as total from stock_movements group by 1, 2, 3) m
          on m.product_id = l.product_id and m.warehouse_id = l.warehouse_id and m.variant_id is not distinct from l.variant_id
        where l.on_hand <> coalesce(m.total, 0)`,
    );
    expect(stockMismatches).toEqual([]);
    // A product with sizes has its stock on its sizes, none on itself (docs/decisions/021-warehouses-and-variants.md).
    const unassigned = await rowsOf(server.db, sql`select l.product_id from stock_levels l join products p on p.id = l.product_id where p.has_variant and l.variant_id is null`);
    expect(unassigned).toEqual([]);
    const [{ sized }] = await rowsOf<{ sized: number }>(server.db, sql`select count(*)::int as sized from stock_levels where variant_id is not null and on_hand > 0`);
    expect(sized).toBeGreaterThan(0);
    const paidMismatches = await rowsOf(
      server.db,
      sql`select s.id from sales s where s.paid <> coalesce((select sum(case when direction = 'in' then amount else -amount end) from payments p where p.sale_id = s.id and p.kind = 'sale'), 0)
        union all select pu.id from purchases pu where pu.paid <> coalesce((select sum(case when direction = 'out' then amount else -amount end) from payments p where p.purchase_id = pu.id and p.kind = 'purchase'), 0)`,
    );
    expect(paidMismatches).toEqual([]);
    const accounts = await call(server, 'GET /api/reports/payment/summary', admin, { query: { from: '2026-08-01', to: '2026-11-30' } });
    expect(accounts.body.totals.count).toBeGreaterThan(200);
    const negative = await rowsOf(
      server.db,
      sql`select a.id from accounts a where a.initial_balance + coalesce((select sum(case when direction = 'in' then amount else -amount end) from payments p where p.account_id = a.id), 0) < 0`,
    );
    expect(negative).toEqual([]);
  });

  it('gives the dashboard a living month', async () => {
    const { body } = await call(server, 'GET /api/dashboard', admin, { query: { from: '2026-11-01', to: '2026-11-30' } });
    expect(body.cards.revenue).toBeGreaterThan(0);
    expect(body.cards.profit).toBeGreaterThan(0);
    expect(body.recent.sale).toHaveLength(5);
    expect(body.bestSellers.byQuantity).toHaveLength(5);
    expect(body.yearly.filter((month: { sold: number }) => month.sold > 0).map((month: { month: string }) => month.month)).toEqual(['2026-08', '2026-09', '2026-10', '2026-11']);
  });
});
