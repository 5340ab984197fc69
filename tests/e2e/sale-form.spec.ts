import { expect, test, type APIRequestContext } from '@playwright/test';
import { owner } from './accounts';
import { failOnConsoleErrors, logIn, searchList, searchProducts } from './journey-helpers';

async function apiHeaders(request: APIRequestContext) {
  const answer = await request.post('/auth/login', { data: { email: owner.email, password: owner.password } });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${(await answer.json()).jwtToken}` };
}

/** A laptop with 5 in Main, put there through the API as a stock count would. */
async function laptopWithStock(request: APIRequestContext, stamp: string) {
  const headers = await apiHeaders(request);
  await request.post('/api/categories', { headers, data: { name: `Sale Laptops ${stamp}` } });
  const product = await request.post('/api/products', {
    headers,
    data: {
      productType: 'Standard',
      productName: `Sale Laptop ${stamp}`,
      productCode: `SL-${stamp}`,
      barcodeSymbology: 'Code 128',
      category: `Sale Laptops ${stamp}`,
      productUnit: 'Per PC',
      purchaseUnit: 'Piece',
      productCost: 15200,
      productPrice: 18500,
      productTax: 'VAT 10%',
      taxMethod: 'Exclusive',
    },
  });
  expect(product.status()).toBe(201);
  const { _id: productId } = await product.json();
  const [main] = await (await request.get('/api/warehouses?q=Main', { headers })).json();
  const adjusted = await request.post('/api/stock/adjustments', { headers, data: { productId, warehouseId: main._id, mode: 'count', quantity: 5, reason: 'count' } });
  expect(adjusted.ok()).toBe(true);
  return { productId, code: `SL-${stamp}`, name: `Sale Laptop ${stamp}` };
}

test('Add Sale: refuses missing fields in the red banner, then sells two laptops and the sale and the stock show it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const laptop = await laptopWithStock(request, stamp);
  await logIn(page, owner, '/sale/add');
  await expect(page.getByRole('heading', { name: 'Add Sale' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('sale-banner')).toHaveText('Please fill out all required fields.');

  await page.getByLabel(/^Customer/).selectOption({ label: 'Walk-in Customer' });
  await page.getByLabel(/^Warehouse/).selectOption({ label: 'Main' });
  await page.getByLabel(/^Biller/).selectOption({ label: 'Main Biller' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('sale-banner')).toHaveText('Please add at least one product.');

  // A scanner types the code and Enter.
  const search = page.getByLabel('Product', { exact: true });
  await search.fill(laptop.code);
  await search.press('Enter');
  await expect(page.getByRole('cell', { name: laptop.name, exact: true })).toBeVisible();
  await page.getByLabel(`Quantity of ${laptop.name}`).fill('2');
  await page.getByLabel('Order Tax').selectOption('5');
  // 2 × 18,500 + 10 % = 40,700; + 5 % order tax = 42,735.
  await expect(page.getByTestId('summary-grand-total')).toHaveText('Rs 42,735.00');
  await expect(page.getByTestId('summary-items')).toHaveText('1');

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/sale\/list$/);
  await expect(page.locator('[data-sonner-toaster]').getByText('Sales form submitted successfully!', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Walk-in Customer' }).first();
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('Rs 42,735.00');

  // The stock went down by two on the product list.
  await page.goto('/product/list');
  await searchProducts(page, laptop.code);
  await expect(page.getByRole('row').filter({ hasText: laptop.name })).toContainText('3');

  // Selling more than is left is refused with the server's reason in the banner; nothing changes.
  await page.goto('/sale/add');
  await page.getByLabel(/^Customer/).selectOption({ label: 'Walk-in Customer' });
  await page.getByLabel(/^Warehouse/).selectOption({ label: 'Main' });
  await page.getByLabel(/^Biller/).selectOption({ label: 'Main Biller' });
  await page.getByLabel('Product', { exact: true }).fill(laptop.code);
  await page.getByLabel('Product', { exact: true }).press('Enter');
  await page.getByLabel(`Quantity of ${laptop.name}`).fill('4');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('sale-banner')).toHaveText(`Not enough stock: ${laptop.name} (${laptop.code}) needs 4, 3 in stock.`);
  await expect(page).toHaveURL(/\/sale\/add$/);
  expect(errors).toEqual([]);
});

test('at 1280 px the sale list fits its card: a long customer name and six-figure totals leave Due and Action on screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const stamp = String(Date.now()).slice(-7);
  const laptop = await laptopWithStock(request, `W${stamp}`);
  const headers = await apiHeaders(request);
  const customer = `Muhammad Abdullah Siddiqui Traders ${stamp}`;
  const created = await request.post('/api/customers', { headers, data: { name: customer, phone: '0300-1234567', address: 'Shop 12, Hall Road', city: 'Lahore' } });
  expect(created.status(), await created.text()).toBe(201);
  const sale = await request.post('/api/sales', {
    headers,
    data: {
      customer, warehouse: 'Main', biller: 'Main Biller', orderTax: 0, orderDiscount: 0, shippingCost: 0, saleStatus: 'Completed', paymentStatus: 'Pending', saleNote: '', staffNote: '',
      products: [{ _id: laptop.productId, productName: laptop.name, quantity: 5 }],
      payments: [{ method: 'Card', amount: 10000 }],
    },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  await logIn(page, owner, '/sale/list');
  await searchList(page, page.getByRole('searchbox', { name: 'Search sales by reference or customer' }), customer);
  const row = page.getByRole('row').filter({ hasText: stamp });
  await expect(row).toHaveCount(1);
  const scroller = page.getByRole('table', { name: 'Sale List' }).locator('xpath=..');
  const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expect(page.getByRole('columnheader', { name: 'Due' })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('button', { name: /^Action for/ })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});
