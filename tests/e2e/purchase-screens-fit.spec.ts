import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { owner, ownerToken } from './accounts';
import { logIn, searchList } from './journey-helpers';

/** A purchase as wide as a real one gets: a long supplier name and six-figure totals (Rs 799,100.00). */
async function widePurchase(request: APIRequestContext) {
  const stamp = String(Date.now()).slice(-7);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const category = `Fit ${stamp}`;
  await request.post('/api/categories', { headers, data: { name: category } });
  const products = [
    { name: `HP EliteBook 840 G11 Business Ultrabook 32 GB ${stamp}`, code: `FITA-${stamp}` },
    { name: `Dell UltraSharp 27 4K USB-C Hub Monitor ${stamp}`, code: `FITB-${stamp}` },
  ];
  for (const product of products) {
    const created = await request.post('/api/products', {
      headers,
      data: { productType: 'Standard', productName: product.name, productCode: product.code, barcodeSymbology: 'Code 128', category, productUnit: 'Per PC', purchaseUnit: 'Piece', productCost: 99887.5, productPrice: 117500, productTax: 'No Tax' },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const supplier = `Karachi Consolidated Electronics Wholesale Traders ${stamp}`;
  expect((await request.post('/api/suppliers', { headers, data: { name: supplier } })).status()).toBe(201);
  const purchase = await request.post('/api/purchase', {
    headers,
    data: { warehouse: 'Main', supplier, purchaseStatus: 'Received', orderTax: 0, discount: 0, shippingCost: 0, note: '', products: [{ productCode: products[0]!.code, quantity: 8, productCost: 99887.5, discount: 0 }] },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);
  return { supplier, products };
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The table's own scroller shows all of it: nothing hidden to the right. */
async function expectNoSidewaysScroll(table: Locator) {
  const { scrollWidth, clientWidth } = await table.locator('xpath=..').evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('at 1280 px the purchase list and the Add Purchase order table fit: Due, Payment Status, Action and Delete on screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { supplier, products } = await widePurchase(request);
  await logIn(page, owner, '/purchase/list');
  await searchList(page, page.getByRole('searchbox', { name: 'Search purchases by supplier or warehouse' }), supplier);
  const row = page.getByRole('row').filter({ hasText: supplier });
  await expect(row).toHaveCount(1);
  await expectNoSidewaysScroll(page.getByRole('table', { name: 'Purchase List' }));
  await expect(page.getByRole('columnheader', { name: 'Due' })).toBeInViewport({ ratio: 1 });
  await expect(row.getByText('Rs\u00a0799,100.00').last()).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('cell', { name: 'Due', exact: true })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('button', { name: /^Action for/ })).toBeInViewport({ ratio: 1 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);

  await page.goto('/purchase/add');
  const search = page.getByLabel('Product', { exact: true });
  for (const product of products) {
    await search.fill(product.code);
    await search.press('Enter');
    await expect(page.getByLabel(`Quantity of ${product.name}`)).toBeVisible();
  }
  const orderTable = page.getByRole('table', { name: 'Order Table' });
  await expect(orderTable.getByRole('row')).toHaveCount(3);
  await page.getByLabel(`Quantity of ${products[0]!.name}`).fill('8');
  await expectNoSidewaysScroll(orderTable);
  for (const product of products) await expect(page.getByRole('button', { name: `Remove ${product.name}` })).toBeInViewport({ ratio: 1 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
});

test('at 375 px purchase rows are stacked cards and the order table fits the phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  const { supplier, products } = await widePurchase(request);
  await logIn(page, owner, '/purchase/list');
  await searchList(page, page.getByRole('searchbox', { name: 'Search purchases by supplier or warehouse' }), supplier);
  const row = page.getByRole('row').filter({ hasText: supplier });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('columnheader', { name: 'Due' })).toBeHidden();
  const tops = await row.locator('td').evaluateAll((cells) => cells.filter((cell) => cell.getClientRects().length > 0).map((cell) => Math.round(cell.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBeGreaterThan(5);
  await expect(row.getByRole('button', { name: /^Action for/ })).toBeInViewport({ ratio: 1 });
  const due = row.getByText('Rs\u00a0799,100.00').last();
  await due.scrollIntoViewIfNeeded();
  await expect(due).toBeInViewport({ ratio: 1 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);

  await page.goto('/purchase/add');
  const search = page.getByLabel('Product', { exact: true });
  for (const product of products) {
    await search.fill(product.code);
    await search.press('Enter');
    await expect(page.getByLabel(`Quantity of ${product.name}`)).toBeVisible();
  }
  await expectNoSidewaysScroll(page.getByRole('table', { name: 'Order Table' }));
  for (const product of products) {
    const remove = page.getByRole('button', { name: `Remove ${product.name}` });
    await remove.scrollIntoViewIfNeeded();
    await expect(remove).toBeInViewport({ ratio: 1 });
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});
