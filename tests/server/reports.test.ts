import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDateIn } from '../../src/domain/calendar-date';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { buildHistory, type History } from './report-history';

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };

/** Every figure of the dashboard, the reports and the calendar over a known history, to the unit. */
describe.each(drivers)('owner figures on %s', (driver) => {
  let server: TestServer;
  let h: History;

  beforeAll(async () => {
    server = await startTestServer(driver);
    await server.reset();
    h = await buildHistory(server);
  }, 60_000);
  afterAll(() => server.close());

  // General Setting's Staff Access, as an admin's save leaves it (the save itself is tested with the settings).
  const setStaffAccess = (staffAccess: string) =>
    server.db.execute(sql`insert into shop_settings (id, system_title, currency, currency_position, time_zone, staff_access, invoice_format, date_format)
      values (1, 'ShopDesk', 'Pakistani Rupee', 'Prefix', 'Asia/Karachi', ${staffAccess}, 'Standard', 'dd-mm-yyyy')
      on conflict (id) do update set staff_access = excluded.staff_access`);

  it('GET /api/dashboard gives November’s cards, period totals and best sellers', async () => {
    const { status, body } = await call(server, 'GET /api/dashboard', h.admin, { query: NOVEMBER });
    expect(status).toBe(200);
    // Revenue is the lines' amount before tax after discounts (docs/owner-figures.md): S3's 15.00 shipping is not revenue.
    expect(body.cards).toEqual({ revenue: 600, saleReturn: 150, purchaseReturn: 200, profit: 150 });
    // Expense: the purchase payment and the sale refund; the transfer moves money between the shop's own accounts.
    expect(body.periodTotals).toEqual({ purchase: 510, revenue: 600, expense: 450 });
    expect(body.bestSellers.byQuantity).toEqual([{ productId: h.productA, name: 'Alpha Laptop', code: 'LAP-A', quantity: 4, amount: 600 }]);
    expect(body.bestSellers.byAmount).toEqual(body.bestSellers.byQuantity);
  });

  it('GET /api/dashboard charts the year by month: purchased and sold, received and sent', async () => {
    const { body } = await call(server, 'GET /api/dashboard', h.admin, { query: NOVEMBER });
    expect(body.yearly).toHaveLength(12);
    expect(body.yearly[0]).toEqual({ month: '2026-01', purchased: 0, sold: 0 });
    expect(body.yearly[9]).toEqual({ month: '2026-10', purchased: 2000, sold: 450 });
    expect(body.yearly[10]).toEqual({ month: '2026-11', purchased: 510, sold: 600 });
    expect(body.cashFlow[9]).toEqual({ month: '2026-10', received: 450, sent: 2000 });
    // Sale payments 150 + 200, the deposit 500 and the supplier's refund 200; sent: 300 to the supplier, 150 refunded.
    expect(body.cashFlow[10]).toEqual({ month: '2026-11', received: 1050, sent: 450 });
  });

  it('GET /api/dashboard lists the recent sales, purchases, quotations and payments of the period', async () => {
    const { body } = await call(server, 'GET /api/dashboard', h.admin, { query: NOVEMBER });
    expect(body.recent.sale.map((row: { reference: string }) => row.reference)).toEqual([h.sale.S3.reference, h.sale.S2.reference]);
    expect(body.recent.sale[0]).toEqual({ _id: h.sale.S3.id, date: '2026-11-12', reference: 'SL-000002', party: 'Sara Ahmed', status: 'Completed', grandTotal: 465, documentId: h.sale.S3.id });
    expect(body.recent.sale[1]).toMatchObject({ reference: 'POS-000001', party: 'Walk-in Customer', grandTotal: 150 });
    expect(body.recent.quotation).toEqual([expect.objectContaining({ reference: h.sale.S4.reference, status: 'Pending', grandTotal: 60 })]);
    expect(body.recent.purchase.map((row: { reference: string; status: string }) => [row.reference, row.status])).toEqual([
      ['PR-000003', 'Ordered'],
      ['PR-000002', 'Received'],
    ]);
    expect(body.recent.payment).toHaveLength(5);
    expect(body.recent.payment.slice(0, 4).map((row: { date: string; status: string; grandTotal: number; party: string }) => [row.date, row.status, row.grandTotal, row.party])).toEqual([
      ['2026-11-16', 'Received', 200, 'Tech Supply'],
      ['2026-11-15', 'Sent', 150, 'Sara Ahmed'],
      ['2026-11-12', 'Received', 200, 'Sara Ahmed'],
      ['2026-11-10', 'Received', 150, 'Walk-in Customer'],
    ]);
  });

  it('GET /api/dashboard narrows every figure to a warehouse', async () => {
    const main = (await call(server, 'GET /api/dashboard', h.admin, { query: { ...NOVEMBER, warehouse: h.mainId } })).body;
    expect(main.cards).toEqual({ revenue: 150, saleReturn: 150, purchaseReturn: 200, profit: 0 });
    expect(main.periodTotals).toEqual({ purchase: 0, revenue: 150, expense: 150 });
    expect(main.cashFlow[10]).toEqual({ month: '2026-11', received: 350, sent: 150 });
    const secondary = (await call(server, 'GET /api/dashboard', h.admin, { query: { ...NOVEMBER, warehouse: h.secondaryId } })).body;
    expect(secondary.cards).toEqual({ revenue: 450, saleReturn: 0, purchaseReturn: 0, profit: 150 });
    expect(secondary.yearly[10]).toEqual({ month: '2026-11', purchased: 510, sold: 450 });
    expect(secondary.recent.sale.map((row: { reference: string }) => row.reference)).toEqual([h.sale.S3.reference]);
  });

  it('GET /api/dashboard of one day and of October', async () => {
    const day = (await call(server, 'GET /api/dashboard', h.admin, { query: { from: '2026-11-10', to: '2026-11-10' } })).body;
    expect(day.cards).toEqual({ revenue: 150, saleReturn: 0, purchaseReturn: 0, profit: 50 });
    const october = (await call(server, 'GET /api/dashboard', h.admin, { query: OCTOBER })).body;
    expect(october.cards).toEqual({ revenue: 450, saleReturn: 0, purchaseReturn: 0, profit: 150 });
    expect(october.bestSellers.byQuantity.map((row: { code: string; quantity: number; amount: number }) => [row.code, row.quantity, row.amount])).toEqual([
      ['CBL-B', 5, 150],
      ['LAP-A', 2, 300],
    ]);
    expect(october.bestSellers.byAmount.map((row: { code: string }) => row.code)).toEqual(['LAP-A', 'CBL-B']);
  });

  it('GET /api/dashboard without dates is the current month in the shop’s time zone', async () => {
    const today = calendarDateIn(new Date(), 'Asia/Karachi');
    const { body } = await call(server, 'GET /api/dashboard', h.admin);
    expect(body.from).toBe(`${today.slice(0, 7)}-01`);
    expect(body.to.slice(0, 7)).toBe(today.slice(0, 7));
  });

  it('GET /api/dashboard refuses bad periods and warehouses with 400, and callers without a token with 401', async () => {
    expect((await call(server, 'GET /api/dashboard', h.admin, { query: { from: '2026-11-31', to: '2026-12-01' } })).status).toBe(400);
    const reversed = await call(server, 'GET /api/dashboard', h.admin, { query: { from: '2026-11-30', to: '2026-11-01' } });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('from must not be after to.');
    expect((await call(server, 'GET /api/dashboard', h.admin, { query: { warehouse: 'main' } })).body.message).toBe('warehouse must be a warehouse id.');
    expect((await call(server, 'GET /api/dashboard', null)).status).toBe(401);
  });

  it('GET /api/reports/product lists every product with November’s figures, and its totals row', async () => {
    const { status, body, total } = await call(server, 'GET /api/reports/product', h.admin, { query: NOVEMBER });
    expect(status).toBe(200);
    expect(total).toBe(3);
    expect(body).toEqual([
      // P2's 10.00 shipping is the laptop line's share of its order charges: the products add up to the purchases' grand totals.
      { _id: h.productA, name: 'Alpha Laptop', code: 'LAP-A', purchasedAmount: 510, purchasedQty: 5, soldAmount: 600, soldQty: 4, profit: 150, inStock: 10 },
      { _id: h.productB, name: 'Beta Cable', code: 'CBL-B', purchasedAmount: 0, purchasedQty: 0, soldAmount: 0, soldQty: 0, profit: 0, inStock: 35 },
      { _id: h.productC, name: 'Gamma Case', code: 'CAS-C', purchasedAmount: 0, purchasedQty: 0, soldAmount: 0, soldQty: 0, profit: 0, inStock: 0 },
    ]);
    const summary = (await call(server, 'GET /api/reports/product/summary', h.admin, { query: NOVEMBER })).body;
    expect(summary.totals).toEqual({ purchasedAmount: 510, purchasedQty: 5, soldAmount: 600, soldQty: 4, profit: 150, inStock: 45 });
    expect(summary.topProducts).toEqual([{ productId: h.productA, name: 'Alpha Laptop', code: 'LAP-A', quantity: 4, amount: 600 }]);
  });

  it('GET /api/reports/product sorts, pages, searches and narrows to a warehouse', async () => {
    const october = await call(server, 'GET /api/reports/product', h.admin, { query: { ...OCTOBER, sort: 'profit', dir: 'desc', pageSize: 2 } });
    expect(october.total).toBe(3);
    expect(october.body.map((row: { code: string; profit: number; soldAmount: number; purchasedAmount: number }) => [row.code, row.profit, row.soldAmount, row.purchasedAmount])).toEqual([
      ['LAP-A', 100, 300, 1000],
      ['CBL-B', 50, 150, 1000],
    ]);
    expect((await call(server, 'GET /api/reports/product', h.admin, { query: { ...OCTOBER, sort: 'profit', dir: 'desc', pageSize: 2, page: 2 } })).body.map((row: { code: string }) => row.code)).toEqual(['CAS-C']);
    expect((await call(server, 'GET /api/reports/product', h.admin, { query: { ...NOVEMBER, sort: 'inStock', dir: 'asc' } })).body.map((row: { code: string }) => row.code)).toEqual(['CAS-C', 'LAP-A', 'CBL-B']);
    const searched = await call(server, 'GET /api/reports/product', h.admin, { query: { ...NOVEMBER, q: 'cable' } });
    expect([searched.total, searched.body.map((row: { code: string }) => row.code)]).toEqual([1, ['CBL-B']]);
    const main = await call(server, 'GET /api/reports/product', h.admin, { query: { ...NOVEMBER, warehouse: h.mainId } });
    expect(main.body[0]).toEqual({ _id: h.productA, name: 'Alpha Laptop', code: 'LAP-A', purchasedAmount: 0, purchasedQty: 0, soldAmount: 150, soldQty: 1, profit: 0, inStock: 8 });
    expect((await call(server, 'GET /api/reports/product/summary', h.admin, { query: { ...NOVEMBER, warehouse: h.secondaryId } })).body.totals).toEqual({
      purchasedAmount: 510,
      purchasedQty: 5,
      soldAmount: 450,
      soldQty: 3,
      profit: 150,
      inStock: 2,
    });
    expect((await call(server, 'GET /api/reports/product', h.admin, { query: { sort: 'price' } })).status).toBe(400);
  });

  it('GET /api/reports/sales lists the products sold, with sales by day', async () => {
    const { body, total } = await call(server, 'GET /api/reports/sales', h.admin, { query: NOVEMBER });
    expect(total).toBe(1);
    expect(body).toEqual([{ _id: h.productA, name: 'Alpha Laptop', code: 'LAP-A', soldAmount: 600, soldQty: 4, profit: 150, inStock: 10 }]);
    const summary = (await call(server, 'GET /api/reports/sales/summary', h.admin, { query: NOVEMBER })).body;
    expect(summary.totals).toEqual({ soldAmount: 600, soldQty: 4, profit: 150, inStock: 10 });
    expect(summary.byDay).toEqual([
      { date: '2026-11-10', amount: 150, count: 1 },
      { date: '2026-11-12', amount: 450, count: 1 },
    ]);
    const october = await call(server, 'GET /api/reports/sales', h.admin, { query: OCTOBER });
    expect(october.body.map((row: { code: string; soldQty: number }) => [row.code, row.soldQty])).toEqual([
      ['LAP-A', 2],
      ['CBL-B', 5],
    ]);
  });

  it('GET /api/reports/purchase lists the products received, with purchases by day', async () => {
    const { body } = await call(server, 'GET /api/reports/purchase', h.admin, { query: { ...OCTOBER, sort: 'name', dir: 'asc' } });
    expect(body).toEqual([
      { _id: h.productA, name: 'Alpha Laptop', code: 'LAP-A', purchasedAmount: 1000, purchasedQty: 10, inStock: 10 },
      { _id: h.productB, name: 'Beta Cable', code: 'CBL-B', purchasedAmount: 1000, purchasedQty: 50, inStock: 35 },
    ]);
    const summary = (await call(server, 'GET /api/reports/purchase/summary', h.admin, { query: NOVEMBER })).body;
    expect(summary.totals).toEqual({ purchasedAmount: 510, purchasedQty: 5, inStock: 10 });
    expect(summary.byDay).toEqual([{ date: '2026-11-02', amount: 510, count: 1 }]);
  });

  it('GET /api/reports/payment lists every payment with its document, method and recorder', async () => {
    const { body, total } = await call(server, 'GET /api/reports/payment', h.admin, { query: { ...NOVEMBER, sort: 'paymentReference', dir: 'asc' } });
    // The transfer is one row (its leg out), not two payments.
    expect(total).toBe(7);
    expect(body[0]).toEqual({
      _id: expect.any(String),
      date: '2026-11-02',
      paymentReference: 'PAY-000003',
      saleReference: null,
      purchaseReference: 'PR-000002',
      paidBy: 'Cash',
      amount: 300,
      direction: 'out',
      kind: 'purchase',
      createdBy: 'Owner',
      account: expect.any(String),
      transferReference: null,
      toAccount: null,
    });
    expect(body.find((row: { kind: string }) => row.kind === 'transfer')).toMatchObject({ paidBy: 'Transfer', amount: 100, toAccount: 'Bank', transferReference: expect.stringMatching(/^TR-/) });
    expect(body.find((row: { saleReference: string | null }) => row.saleReference === 'POS-000001')).toMatchObject({ amount: 150, direction: 'in', createdBy: 'Staff' });
    const summary = (await call(server, 'GET /api/reports/payment/summary', h.admin, { query: NOVEMBER })).body;
    // Money in and out without the transfer's legs; what was transferred on its own.
    expect(summary.totals).toEqual({ received: 1050, sent: 450, net: 600, transferred: 100, count: 7 });
    const main = await call(server, 'GET /api/reports/payment', h.admin, { query: { ...NOVEMBER, warehouse: h.mainId } });
    expect(main.body.map((row: { date: string; kind: string; amount: number }) => [row.date, row.kind, row.amount])).toEqual([
      ['2026-11-16', 'purchase-return', 200],
      ['2026-11-15', 'sale-return', 150],
      ['2026-11-10', 'sale', 150],
    ]);
    expect((await call(server, 'GET /api/reports/payment', h.admin, { query: { ...NOVEMBER, q: 'pr-000002' } })).body.map((row: { paymentReference: string }) => row.paymentReference)).toEqual(['PAY-000003']);
  });

  it('GET /api/transactions lists the signed-in user’s own sales, purchases and payments by day', async () => {
    const staff = (await call(server, 'GET /api/transactions', h.staff, { query: { month: '2026-11' } })).body;
    expect(staff).toEqual({
      month: '2026-11',
      days: [
        {
          date: '2026-11-10',
          sales: { count: 1, total: 150 },
          purchases: { count: 0, total: 0 },
          moneyIn: { count: 1, total: 150 },
          moneyOut: { count: 0, total: 0 },
          transfers: { count: 0, total: 0 },
          net: 150,
          items: [
            { kind: 'sale', _id: h.sale.S2.id, reference: 'POS-000001', amount: 150, direction: null, documentKind: 'sale', documentId: h.sale.S2.id },
            { kind: 'payment', _id: expect.any(String), reference: expect.stringMatching(/^PAY-/), amount: 150, direction: 'in', documentKind: 'sale', documentId: h.sale.S2.id },
          ],
        },
      ],
    });
    const admin = (await call(server, 'GET /api/transactions', h.admin, { query: { month: '2026-11' } })).body;
    expect(admin.days.map((day: { date: string }) => day.date)).toEqual(['2026-11-02', '2026-11-03', '2026-11-05', '2026-11-06', '2026-11-12', '2026-11-14', '2026-11-15', '2026-11-16']);
    expect(admin.days[0]).toMatchObject({ date: '2026-11-02', purchases: { count: 1, total: 510 }, moneyOut: { count: 1, total: 300 }, net: -300 });
    expect(admin.days.find((day: { date: string }) => day.date === '2026-11-12')).toMatchObject({ sales: { count: 1, total: 465 }, moneyIn: { count: 1, total: 200 } });
    // The transfer: one item, neither money in nor out.
    expect(admin.days.find((day: { date: string }) => day.date === '2026-11-06')).toMatchObject({ moneyIn: { count: 0, total: 0 }, moneyOut: { count: 0, total: 0 }, transfers: { count: 1, total: 100 }, net: 0 });
    expect((await call(server, 'GET /api/transactions', h.admin, { query: { month: '2026-10' } })).body.days.map((day: { date: string }) => day.date)).toEqual(['2026-10-05', '2026-10-20']);
    expect((await call(server, 'GET /api/transactions', h.admin, { query: { month: '2026-13' } })).status).toBe(400);
    expect((await call(server, 'GET /api/transactions', h.admin)).status).toBe(400);
  });

  it('Own Records staff see their own documents; Limited Access staff get no reports', async () => {
    await setStaffAccess('Own Records');
    expect((await call(server, 'GET /api/reports/sales', h.staff, { query: NOVEMBER })).body).toEqual([{ _id: h.productA, name: 'Alpha Laptop', code: 'LAP-A', soldAmount: 150, soldQty: 1, profit: 50, inStock: 10 }]);
    expect((await call(server, 'GET /api/dashboard', h.staff, { query: NOVEMBER })).body.cards).toEqual({ revenue: 150, saleReturn: 0, purchaseReturn: 0, profit: 50 });
    expect((await call(server, 'GET /api/reports/payment', h.staff, { query: NOVEMBER })).total).toBe(1);
    await setStaffAccess('Limited Access');
    expect((await call(server, 'GET /api/reports/product', h.staff, { query: NOVEMBER })).status).toBe(403);
    expect((await call(server, 'GET /api/dashboard', h.staff, { query: NOVEMBER })).body.cards.revenue).toBe(150);
    await setStaffAccess('All Records');
    expect((await call(server, 'GET /api/dashboard', h.staff, { query: NOVEMBER })).body.cards.revenue).toBe(600);
  });
});
