import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { owner, ownerToken } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';

test('a sale shows on the dashboard, in the sale report and its CSV, and on today’s cell of My Transactions; a transfer is one row of the payment report', async ({ page, request }) => {
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const category = `Figures ${stamp}`;
  expect((await request.post('/api/categories', { headers, data: { name: category } })).status()).toBe(201);
  const code = `FG${stamp}`;
  const name = `Desk Lamp ${stamp}`;
  const created = await request.post('/api/products', {
    headers,
    data: { productType: 'Standard', productName: name, productCode: code, barcodeSymbology: 'Code 128', category, productUnit: 'Per PC', purchaseUnit: 'Piece', productCost: 20, productPrice: 35, productTax: 'No Tax', alertQuantity: 1 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = (await created.json())._id;
  const warehouses = await (await request.get('/api/warehouses', { headers })).json();
  const main = warehouses.find((warehouse: { name: string }) => warehouse.name === 'Main');
  expect((await request.post('/api/stock/adjustments', { headers, data: { productId, warehouseId: main._id, mode: 'count', quantity: 10, reason: 'opening' } })).status()).toBe(201);

  // The sale, as the owner's till sends it: two lamps at 35.00 less an order discount of 2.00, paid 68.00 in cash.
  const sold = await request.post('/api/sales', {
    headers,
    data: {
      customer: 'Walk-in Customer',
      warehouse: 'Main',
      biller: 'Main Biller',
      saleStatus: 'Completed',
      orderDiscount: 2,
      products: [{ _id: productId, quantity: 2 }],
      payments: [{ method: 'Cash', amount: 68 }],
    },
  });
  expect(sold.status(), await sold.text()).toBe(201);
  const sale = await sold.json();
  const reference: string = sale.reference;
  expect(reference).toMatch(/^SL-\d+$/);
  const paymentReference: string = sale.payments[0].reference;

  await logIn(page, owner);
  // The dashboard: this month's Recent Transaction lists the sale, and Best Seller knows the lamp.
  const recent = page.getByRole('region', { name: 'Recent Transaction' });
  await expect(recent.getByRole('row', { name: new RegExp(`${reference} Walk-in Customer Completed Rs 68.00`) })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Revenue' })).toContainText('Rs');
  // The period's figures (docs/owner-figures.md), money in and money out on lines of their own.
  const figures = page.getByRole('region', { name: 'The period’s figures' });
  for (const label of ['Gross sales', 'Discounts', 'Revenue', 'Net sales', 'Cost of goods sold', 'Profit', 'Tax collected', 'Money in', 'Money out', 'Net']) {
    await expect(figures.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('table', { name: /Yearly Report/ })).toBeAttached();

  // The sale report: the lamp with its quantity, its Sold Amount net of the order discount (70.00 − 2.00) and its
  // profit (68.00 − 2 × 20.00), and the same in the CSV.
  await page.goto('/reports/sales');
  await page.getByRole('searchbox', { name: 'Search the report by product name or code' }).fill(code);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell')).toHaveText([name, code, 'Rs 68.00', '2', 'Rs 28.00', '8']);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toBe('Name,Code,Sold Amount,Sold Qty,Profit,In Stock');
  expect(csv).toMatch(new RegExp(`"?${name}"?,${code},68.00,2,28.00,8`));

  // My Transactions: today's cell counts the sale and its payment as money in; a click lists them with links.
  await page.goto('/mytransactions');
  const today = page.locator('button[aria-current="date"]');
  await expect(today).toHaveAccessibleName(/today: .*sale.*payments? in Rs/);
  await today.click();
  const list = page.getByRole('region', { name: /Transactions of/ });
  await expect(list.getByRole('link', { name: `Money in ${paymentReference}` })).toBeVisible();
  await list.getByRole('link', { name: `Sale ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sale/edit/`));

  // A transfer of 10.00 from the account the cash went into to a new one: the payment report shows it as one
  // row, a transfer with its reference and both accounts, not two Cash payments (docs/owner-figures.md).
  const till: string = sale.payments[0].accountId;
  const accounts = await (await request.get('/api/accounts', { headers })).json();
  const tillName: string = accounts.find((account: { _id: string }) => account._id === till).name;
  // The journeys share one shop, so others' transfers are in the month's figure: this one must add exactly 10.00 to it.
  const transferredThisMonth = async () => (await (await request.get('/api/dashboard', { headers })).json()).figures.transferred as number;
  const transferredBefore = await transferredThisMonth();
  const bankName = `Bank ${stamp}`;
  const bank = await request.post('/api/accounts', { headers, data: { accountNumber: `BK${stamp}`, name: bankName, initialBalance: 0, note: '' } });
  expect(bank.status(), await bank.text()).toBe(201);
  const moved = await request.post('/api/transfers', { headers, data: { date: sale.date, fromAccount: till, toAccount: (await bank.json())._id, amount: 10 } });
  expect(moved.status(), await moved.text()).toBe(201);
  const transferReference: string = (await moved.json()).referenceNo;
  await page.goto('/reports/payment');
  await page.getByRole('searchbox', { name: 'Search payments by reference' }).fill(transferReference);
  const rows = page.getByRole('row', { name: new RegExp(transferReference) });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Transfer');
  await expect(rows).toContainText(`${tillName} → ${bankName}`);
  await expect(rows).toContainText('Rs 10.00');
  expect(await transferredThisMonth()).toBeCloseTo(transferredBefore + 10, 2);
  const transferredAfter = (transferredBefore + 10).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText(`Transferred Rs ${transferredAfter}`);
  expect(errors).toEqual([]);
});
