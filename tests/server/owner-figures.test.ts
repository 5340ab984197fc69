import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAndStaff, productBody } from './catalog-helpers';
import { call, type Answer } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { openTill1 } from './till-helpers';

/**
 * The owner's figures of one shop day, played through the HTTP API and compared with a reckoning
 * written here by hand (docs/owner-figures.md defines each figure): a purchase with order tax,
 * shipping and discount, three sales with line discounts, order discounts, a coupon, order tax and
 * shipping, two returns (one damaged), a supplier payment and a transfer. Every card, figure and report total is
 * checked against the plain arithmetic below, and each report's total row against the sum of its rows.
 *
 * The day, in minor units (products: Desk Lamp cost 20.00, price 35.00, no tax; Mug cost 3.10,
 * price 7.99, VAT 10% exclusive):
 *
 * Purchase: 10 lamps at 20.00 less 5.00 = 195.00; 20 mugs at 3.10 = 62.00 + 6.20 tax = 68.20.
 *   Lines 263.20; order tax 5% = 13.16; shipping 12.50; discount 7.25; grand total 281.61.
 *   Order charges 13.16 + 12.50 − 7.25 = 18.41 shared by subtotal (19500 : 6820): 1363.96 and 477.04
 *   → whole units 1363 + 477 = 1840, the unit left to the larger remainder (lamp): 13.64 and 4.77.
 *   Lamp 208.64, mug 72.97 (sum 281.61).
 * S1 (back office): 2 lamps at 35.00 less 3.00 = 67.00; 3 mugs at 7.99 = 23.97 + 2.40 tax = 26.37;
 *   order discount 2.00; grand total 91.37, paid in cash. Discount shared by amount before tax
 *   (6700 : 2397): 147.30 and 52.69 → 147 + 52, the unit left to the mug: lamp 1.47, mug 0.53.
 * S2 (POS): 1 lamp 35.00; 2 mugs 15.98 + 1.60 tax = 17.58; lines 52.58; order tax 10% = 5.26;
 *   discount 0.50 and coupon 1.50; grand total 55.84, paid in cash. 2.00 shared (3500 : 1598):
 *   137.31 and 62.69 → 137 + 62, the unit to the mug: lamp 1.37, mug 0.63.
 * S3 (back office): 5 mugs 39.95 less 0.95 = 39.00 + 3.90 tax = 42.90; shipping 4.00; order
 *   discount 1.00 (all the mug's); grand total 45.90, paid in cash.
 * Return of 1 mug of S1, back in stock: 26.37 / 3 = 8.79 refunded in cash; its tax 2.40 / 3 = 0.80.
 * Return of 1 mug of S3, damaged (not back in stock): 42.90 / 5 = 8.58 refunded in cash; its tax
 *   3.90 / 5 = 0.78; its cost stays sold.
 * Supplier paid 100.00 in cash; 50.00 transferred from the cash account to the bank.
 */
const DAY = {
  grossSales: 70_00 + 23_97 + 35_00 + 15_98 + 39_95, // 184.90
  discounts: 3_00 + 2_00 + 50 + 1_50 + 95 + 1_00, // 8.95
  returns: 8_79 - 80 + (8_58 - 78), // 15.79
  tax: 2_40 + 1_60 + 3_90 + 5_26 - 80 - 78, // 11.58
  shipping: 4_00,
  cost: (3 * 20_00) + (10 - 1) * 3_10, // 87.90: the damaged mug's cost stays sold
  purchase: 281_61,
  moneyIn: 91_37 + 55_84 + 45_90, // 193.11
  moneyOut: 8_79 + 8_58 + 100_00, // 117.37
  transferred: 50_00,
};
const revenue = DAY.grossSales - DAY.discounts; // 175.95
const netSales = revenue - DAY.returns; // 160.16
const profit = netSales - DAY.cost; // 72.26
const major = (minorUnits: number) => minorUnits / 100;

/** Each product's Sold Amount: its lines' amount before tax less their share of the order discounts. */
const LAMP = { soldAmount: 67_00 - 1_47 + 35_00 - 1_37, soldQty: 3, cost: 3 * 20_00, purchased: 208_64 };
const MUG = { soldAmount: 23_97 - 53 + 15_98 - 63 + 39_00 - 1_00, soldQty: 10, cost: 10 * 3_10, returned: 8_79 - 80 + (8_58 - 78), returnedCost: 3_10, purchased: 72_97 };

describe.each(drivers)("the owner's figures of a day on %s", (driver) => {
  let server: TestServer;
  let admin: string;
  let month: string;
  /** A call's body, once its status is `status`. */
  const accepted = async <Body>(status: number, sent: Promise<Answer<Body>>) => {
    const answer = await sent;
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    return answer.body;
  };
  const get = <Body>(sent: Promise<Answer<Body>>) => accepted(200, sent);
  const post = <Body>(sent: Promise<Answer<Body>>) => accepted(201, sent);

  beforeAll(async () => {
    server = await startTestServer(driver);
    await server.reset();
    ({ admin } = await adminAndStaff(server));
    await call(server, 'POST /api/categories', admin, { json: { name: 'Electronics' } });
    await call(server, 'POST /api/brands', admin, { json: { name: 'Dell' } });
    const lamp = (await post(call(server, 'POST /api/products', admin, { json: productBody({ productCode: 'LMP-1', productName: 'Desk Lamp', productCost: 20, productPrice: 35, productTax: 'No Tax' }) })))._id;
    const mug = (await post(call(server, 'POST /api/products', admin, { json: productBody({ productCode: 'MUG-1', productName: 'Mug', productCost: 3.1, productPrice: 7.99, productTax: 'VAT 10%', taxMethod: 'Exclusive' }) })))._id;
    const bank = (await post(call(server, 'POST /api/accounts', admin, { json: { accountNumber: 'BANK-1', name: 'Bank', initialBalance: 0, note: '' } })))._id;

    const purchase = await post(call(server, 'POST /api/purchase', admin, { json: {
      warehouse: 'Main',
      purchaseStatus: 'Received',
      orderTax: 5,
      discount: 7.25,
      shippingCost: 12.5,
      note: '',
      products: [
        { productCode: 'LMP-1', quantity: 10, productCost: 20, discount: 5 },
        { productCode: 'MUG-1', quantity: 20, productCost: 3.1, discount: 0 },
      ],
    } }));
    expect(purchase.total).toBe(281.61);

    const sale = (overrides: Record<string, unknown>, products: Record<string, unknown>[]) => ({
      customer: 'Walk-in Customer',
      warehouse: 'Main',
      biller: 'Main Biller',
      orderTax: 0,
      orderDiscount: 0,
      shippingCost: 0,
      saleStatus: 'Completed',
      paymentStatus: 'Paid',
      saleNote: '',
      staffNote: '',
      products,
      ...overrides,
    });
    const s1 = await post(call(server, 'POST /api/sales', admin, { json: sale({ orderDiscount: 2, payments: [{ method: 'Cash', amount: 91.37 }] }, [
      { _id: lamp, quantity: 2, discount: 3 },
      { _id: mug, quantity: 3 },
    ]) }));
    expect(s1.grandTotal).toBe(91.37);
    const s2 = await post(call(server, 'POST /api/sales', admin, { json: sale({ source: 'pos', till: await openTill1(server, admin), orderTax: 10, orderDiscount: 0.5, coupon: 1.5, idempotencyKey: 'owner-figures-s2', payments: [{ method: 'Cash', amount: 55.84 }] }, [
        { _id: lamp, quantity: 1 },
        { _id: mug, quantity: 2 },
      ]) }));
    expect(s2.grandTotal).toBe(55.84);
    const s3 = await post(call(server, 'POST /api/sales', admin, { json: sale({ orderDiscount: 1, shippingCost: 4, payments: [{ method: 'Cash', amount: 45.9 }] }, [{ _id: mug, quantity: 5, discount: 0.95 }]) }));
    expect(s3.grandTotal).toBe(45.9);

    const accounts = await get(call(server, 'GET /api/accounts', admin));
    const cash = accounts.find((account) => account._id !== bank)!._id;
    const returnable = await get(call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: s1._id } }));
    const mugLine = returnable.lines.find((line) => line.productId === mug)!;
    await post(call(server, 'POST /api/returns/sale', admin, { json: { sale: s1._id, lines: [{ lineId: mugLine.lineId, quantity: 1 }], restock: true, refundAmount: 8.79, accountId: cash, method: 'Cash', note: '' } }));
    const damaged = (await get(call(server, 'GET /api/returns/sale/returnable/:id', admin, { params: { id: s3._id } }))).lines[0];
    await post(call(server, 'POST /api/returns/sale', admin, { json: { sale: s3._id, lines: [{ lineId: damaged.lineId, quantity: 1 }], restock: false, refundAmount: 8.58, accountId: cash, method: 'Cash', note: 'broken' } }));

    await post(call(server, 'POST /api/purchase/:id/payments', admin, { params: { id: purchase._id }, json: { amount: 100, account: cash, method: 'Cash', note: '' } }));
    const today = s1.date as string;
    await post(call(server, 'POST /api/transfers', admin, { json: { date: today, fromAccount: cash, toAccount: bank, amount: 50 } }));
    month = today.slice(0, 7);
  }, 120_000);
  afterAll(() => server.close());

  it('the dashboard: Revenue before tax after every discount, returns before tax, profit = net sales − cost of goods sold', async () => {
    const dashboard = await get(call(server, 'GET /api/dashboard', admin));
    expect(dashboard.cards).toEqual({ revenue: major(revenue), saleReturn: major(DAY.returns), purchaseReturn: 0, profit: major(profit) });
    expect(dashboard.figures).toEqual({
      grossSales: major(DAY.grossSales),
      discounts: major(DAY.discounts),
      revenue: major(revenue),
      returns: major(DAY.returns),
      netSales: major(netSales),
      taxCollected: major(DAY.tax),
      shipping: major(DAY.shipping),
      costOfGoodsSold: major(DAY.cost),
      profit: major(profit),
      moneyIn: major(DAY.moneyIn),
      moneyOut: major(DAY.moneyOut),
      net: major(DAY.moneyIn - DAY.moneyOut),
      transferred: major(DAY.transferred),
    });
    expect(dashboard.periodTotals).toEqual({ purchase: major(DAY.purchase), revenue: major(revenue), expense: major(DAY.moneyOut) });
    expect(dashboard.yearly.find((row: { month: string }) => row.month === month)).toEqual({ month, purchased: major(DAY.purchase), sold: major(revenue) });
    expect(dashboard.cashFlow.find((row: { month: string }) => row.month === month)).toEqual({ month, received: major(DAY.moneyIn), sent: major(DAY.moneyOut) });
  });

  it('the product and sale reports: Sold Amount net of the order discounts, each product its share, the total row the sum of the rows', async () => {
    for (const kind of ['product', 'sales'] as const) {
      // Either report's rows, read by the fields they share.
      const rows: { code: string }[] = await get(call(server, `GET /api/reports/${kind}`, admin, { query: { pageSize: 50 } }));
      const byCode = new Map(rows.map((row: { code: string }) => [row.code, row]));
      expect(byCode.get('LMP-1')).toMatchObject({ soldAmount: major(LAMP.soldAmount), soldQty: LAMP.soldQty, profit: major(LAMP.soldAmount - LAMP.cost) });
      expect(byCode.get('MUG-1')).toMatchObject({ soldAmount: major(MUG.soldAmount), soldQty: MUG.soldQty, profit: major(MUG.soldAmount - MUG.cost - (MUG.returned - MUG.returnedCost)) });
      const { totals } = await get(call(server, `GET /api/reports/${kind}/summary`, admin));
      expect(totals).toMatchObject({ soldAmount: major(revenue), soldQty: 13, profit: major(profit) });
      const sum = (key: string) => Math.round(rows.reduce((total, row) => total + Math.round((row as unknown as Record<string, number>)[key]! * 100), 0)) / 100;
      expect(totals.soldAmount).toBe(sum('soldAmount'));
      expect(totals.profit).toBe(sum('profit'));
    }
    expect((await get(call(server, 'GET /api/reports/sales/summary', admin))).byDay.map((day: { amount: number }) => day.amount)).toEqual([major(revenue)]);
  });

  it('the purchase report: each product its share of the order tax, shipping and discount, the total the grand total', async () => {
    const rows = await get(call(server, 'GET /api/reports/purchase', admin, { query: { pageSize: 50 } }));
    const byCode = new Map(rows.map((row: { code: string }) => [row.code, row]));
    expect(byCode.get('LMP-1')).toMatchObject({ purchasedAmount: major(LAMP.purchased), purchasedQty: 10 });
    expect(byCode.get('MUG-1')).toMatchObject({ purchasedAmount: major(MUG.purchased), purchasedQty: 20 });
    const summary = await get(call(server, 'GET /api/reports/purchase/summary', admin));
    expect(summary.totals).toMatchObject({ purchasedAmount: major(DAY.purchase), purchasedQty: 30 });
    expect(summary.byDay.map((day: { amount: number }) => day.amount)).toEqual([major(DAY.purchase)]);
    expect((await get(call(server, 'GET /api/reports/purchase/summary', admin, { query: { q: 'MUG' } }))).totals.purchasedAmount).toBe(major(MUG.purchased));
  });

  it('the payment report: a transfer is one row with its reference and both accounts; money in and out apart', async () => {
    const rows = await get(call(server, 'GET /api/reports/payment', admin, { query: { pageSize: 50 } }));
    expect(rows).toHaveLength(7);
    const transfers = rows.filter((row: { kind: string }) => row.kind === 'transfer');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ paidBy: 'Transfer', amount: 50, account: expect.any(String), toAccount: 'Bank' });
    expect(transfers[0].transferReference).toMatch(/^TR-/);
    const refunds = rows.filter((row: { kind: string }) => row.kind === 'sale-return');
    expect(refunds.map((row: { direction: string; amount: number }) => [row.direction, row.amount]).sort()).toEqual([['out', 8.58], ['out', 8.79]]);
    const { totals } = await get(call(server, 'GET /api/reports/payment/summary', admin));
    expect(totals).toEqual({ received: major(DAY.moneyIn), sent: major(DAY.moneyOut), net: major(DAY.moneyIn - DAY.moneyOut), transferred: major(DAY.transferred), count: 7 });
    const signed = rows
      .filter((row: { kind: string }) => row.kind !== 'transfer')
      .reduce((sum: number, row: { direction: string; amount: number }) => sum + (row.direction === 'out' ? -1 : 1) * Math.round(row.amount * 100), 0);
    expect(major(signed)).toBe(totals.net);
    expect((await get(call(server, 'GET /api/reports/payment/summary', admin, { query: { q: 'TR-' } }))).totals).toMatchObject({ received: 0, sent: 0, transferred: 50, count: 1 });
    // The chart's day: the net, and each row once (the transfer too).
    expect((await get(call(server, 'GET /api/reports/payment/summary', admin))).byDay).toEqual([{ date: rows[0].date, amount: major(DAY.moneyIn - DAY.moneyOut), count: 7 }]);
  });

  it('My Transactions: money in, money out and transfers apart, the net their difference', async () => {
    const { days } = await get(call(server, 'GET /api/transactions', admin, { query: { month } }));
    expect(days.map((entry: { date: string }) => entry.date), JSON.stringify(days)).toHaveLength(1);
    const [day] = days;
    expect(day).toMatchObject({
      sales: { count: 3, total: major(91_37 + 55_84 + 45_90) },
      purchases: { count: 1, total: major(DAY.purchase) },
      moneyIn: { count: 3, total: major(DAY.moneyIn) },
      moneyOut: { count: 3, total: major(DAY.moneyOut) },
      transfers: { count: 1, total: major(DAY.transferred) },
      net: major(DAY.moneyIn - DAY.moneyOut),
    });
    const refund = day.items.find((item) => item.kind === 'payment' && item.direction === 'out' && item.amount === 8.79);
    expect(refund).toBeDefined();
    expect(day.items.filter((item: { kind: string }) => item.kind === 'transfer')).toHaveLength(1);
  });

  it('the shares the server wrote with the lines are the ones the SQL rebuild gives lines written without them (the seeds, the history before)', async () => {
    const before = (await get(call(server, 'GET /api/dashboard', admin))).figures;
    const shares = async () =>
      ((await server.db.execute(
        sql`select l.order_discount as share from sale_lines l join sales s on s.id = l.sale_id where s.discount + s.coupon > 0
          union all select l.order_charges from purchase_lines l order by 1`,
      )) as unknown as { rows: { share: string | number }[] }).rows.map((row) => Number(row.share));
    const written = await shares();
    // S1: 147 and 53; S2: 137 and 63; S3: 100; the purchase: 1364 and 477.
    expect(written).toEqual([53, 63, 100, 137, 147, 477, 1364]);
    await server.db.execute(sql`update sale_lines set order_discount = 0`);
    await server.db.execute(sql`update purchase_lines set order_charges = 0`);
    expect((await get(call(server, 'GET /api/dashboard', admin))).figures.revenue).not.toBe(before.revenue);
    await server.db.execute(sql`select report_totals_rebuild()`);
    expect(await shares()).toEqual(written);
    expect((await get(call(server, 'GET /api/dashboard', admin))).figures).toEqual(before);
  });
});
