import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAndStaff } from './catalog-helpers';
import { call } from './route-client';
import { drivers, startTestServer, type TestServer } from './harness';
import { laptopInStock, saleBody } from './sales-helpers';
import { openTill1 } from './till-helpers';

/**
 * Tax rates as written in law, up to three decimals (docs/pricing.md): New York's 8.875 % is kept
 * exactly and each line's tax is rounded half away from zero, as with any rate.
 */
describe.each(drivers)('tax rates with three decimals on %s', (driver) => {
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

  it('keeps 8.875 % and taxes a sale line at it, rounding half away from zero', async () => {
    const tax = await call(server, 'POST /api/taxes', admin, { json: { name: 'NY Sales Tax', rate: 8.875 } });
    expect(tax.status).toBe(201);
    expect(tax.body.rate).toBe(8.875);
    expect((await call(server, 'POST /api/taxes', admin, { json: { name: 'Too fine', rate: 8.8755 } })).status).toBe(400);
    // 4.00 × 8.875 % = 0.355: exactly half a cent, so 0.36.
    const product = await laptopInStock(server, admin, 5, { productPrice: 4, productTax: 'NY Sales Tax', taxMethod: 'Exclusive' });
    const sale = await call(server, 'POST /api/sales', admin, { json: saleBody(product, {}, { quantity: 1, unitPrice: 4 }) });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const read = (await call(server, 'GET /api/sales/:id', admin, { params: { id: sale.body._id } })).body;
    expect(read.products[0]).toMatchObject({ taxRate: 8.875, tax: 0.36 });
    expect(read.grandTotal).toBe(4.36);
  });

  it("a POS sale at 8.875 % added and 10 % inside the price: the owner's figures keep its tax apart from sales (docs/owner-figures.md)", async () => {
    expect((await call(server, 'POST /api/taxes', admin, { json: { name: 'NY Sales Tax', rate: 8.875 } })).status).toBe(201);
    const tape = await laptopInStock(server, admin, 5, { productCode: 'TAPE-1', productName: 'Packing Tape', productCost: 4, productPrice: 10, productTax: 'NY Sales Tax', taxMethod: 'Exclusive' });
    const mug = await laptopInStock(server, admin, 5, { productCode: 'MUG-1', productName: 'Mug', productCost: 6, productPrice: 11, productTax: 'VAT 10%', taxMethod: 'Inclusive' });
    // Worked by hand: 2 × 10.00 = 20.00 + 8.875 % (1.775 → 1.78) = 21.78; 11.00 holds 10 %: net 10.00,
    // tax 1.00. Total 32.78; order tax 5 % = 1.639 → 1.64; grand total 34.42, of which tax 4.42.
    const sale = await call(server, 'POST /api/sales', admin, { json: {
      ...saleBody(tape, { source: 'pos', till: await openTill1(server, admin), orderTax: 5, idempotencyKey: 'tax-apart', paymentStatus: 'Paid', payments: [{ method: 'Cash', amount: 34.42 }] }),
      products: [
        { _id: tape, quantity: 2 },
        { _id: mug, quantity: 1 },
      ],
    } });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    const read = (await call(server, 'GET /api/sales/:id', admin, { params: { id: sale.body._id } })).body;
    expect(read.products.map((line: { taxRate: number; tax: number; subTotal: number }) => [line.taxRate, line.tax, line.subTotal])).toEqual([
      [8.875, 1.78, 21.78],
      [10, 1, 11],
    ]);
    expect([read.total, read.orderTaxAmount, read.grandTotal]).toEqual([32.78, 1.64, 34.42]);

    const { figures, cards } = (await call(server, 'GET /api/dashboard', admin)).body;
    // Gross sales and revenue are the goods before tax (20.00 + 10.00); the 4.42 of tax is its own figure.
    expect(figures).toMatchObject({ grossSales: 30, discounts: 0, revenue: 30, netSales: 30, taxCollected: 4.42, shipping: 0, costOfGoodsSold: 14, profit: 16 });
    expect(cards).toMatchObject({ revenue: 30, profit: 16 });
    expect(figures.revenue + figures.taxCollected + figures.shipping).toBe(read.grandTotal);
    const rows = (await call(server, 'GET /api/reports/sales', admin, { query: { pageSize: 50 } })).body as { code: string; soldAmount: number }[];
    expect(Object.fromEntries(rows.map((row) => [row.code, row.soldAmount]))).toMatchObject({ 'TAPE-1': 20, 'MUG-1': 10 });
    expect((await call(server, 'GET /api/reports/sales/summary', admin)).body.totals).toMatchObject({ soldAmount: 30 });
  });
});
