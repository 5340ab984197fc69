import { expect, test, type APIRequestContext } from '@playwright/test';
import { owner, ownerToken } from './accounts';
import { failOnConsoleErrors, logIn, searchList, searchProducts } from './journey-helpers';

async function newProduct(request: APIRequestContext, headers: Record<string, string>, category: string, name: string, code: string, cost: number) {
  const created = await request.post('/api/products', {
    headers,
    data: { productType: 'Standard', productName: name, productCode: code, barcodeSymbology: 'Code 128', category, productUnit: 'Per PC', purchaseUnit: 'Piece', productCost: cost, productPrice: cost * 2, productTax: 'No Tax', alertQuantity: 0 },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json())._id as string;
}

test('Add Purchase: receiving two products into Main raises their Quantity on the product list', async ({ page, request }) => {
  test.setTimeout(60_000);
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const category = `Receive ${stamp}`;
  expect((await request.post('/api/categories', { headers, data: { name: category } })).status()).toBe(201);
  const kettle = { name: `Kettle ${stamp}`, code: `RK${stamp}` };
  const mug = { name: `Mug ${stamp}`, code: `RM${stamp}` };
  const kettleId = await newProduct(request, headers, category, kettle.name, kettle.code, 20);
  await newProduct(request, headers, category, mug.name, mug.code, 3);
  const supplier = `Crockery Co ${stamp}`;
  expect((await request.post('/api/suppliers', { headers, data: { name: supplier } })).status()).toBe(201);
  // The kettle already has 3 in Main, so the list must show 3 + 4, not just what arrived.
  const [main] = await (await request.get('/api/warehouses?q=Main', { headers })).json();
  expect((await request.post('/api/stock/adjustments', { headers, data: { productId: kettleId, warehouseId: main._id, mode: 'count', quantity: 3, reason: 'opening' } })).ok()).toBe(true);

  await logIn(page, owner, '/product/list');
  await searchProducts(page, String(stamp));
  const kettleRow = page.getByRole('row', { name: new RegExp(kettle.name) });
  const mugRow = page.getByRole('row', { name: new RegExp(mug.name) });
  await expect(kettleRow.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(mugRow.getByRole('cell', { name: '0', exact: true })).toBeVisible();

  await page.goto('/purchase/add');
  await expect(page.getByRole('heading', { name: 'Add Purchase' })).toBeVisible();
  await page.getByLabel(/^Warehouse/).selectOption({ label: 'Main' });
  await page.getByLabel(/^Supplier/).selectOption({ label: supplier });
  await page.getByLabel(/^Purchase Status/).selectOption('Received');

  // One product picked from the matches by name, the other by its code and Enter, as a scanner does.
  const search = page.getByLabel('Product', { exact: true });
  await search.fill(`kettle ${stamp}`);
  await page.getByRole('listbox', { name: 'Matching products' }).getByRole('option', { name: `${kettle.name} (${kettle.code})` }).click();
  await search.fill(mug.code);
  await search.press('Enter');
  const table = page.getByRole('table', { name: 'Order Table' });
  await expect(table.getByRole('cell', { name: kettle.name, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: mug.name, exact: true })).toBeVisible();
  await page.getByLabel(`Quantity of ${kettle.name}`).fill('4');
  await page.getByLabel(`Quantity of ${mug.name}`).fill('10');
  // 4 × 20 + 10 × 3 = 110.
  await expect(page.getByLabel('Grand Total')).toHaveText(/110\.00/);

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/purchase\/list$/);
  await expect(page.locator('[data-sonner-toaster]').getByText('Purchase order submitted successfully!', { exact: true })).toBeVisible();
  await searchList(page, page.getByRole('searchbox', { name: 'Search purchases by supplier or warehouse' }), supplier);
  const purchaseRow = page.getByRole('row').filter({ hasText: supplier });
  await expect(purchaseRow).toContainText('Received');
  await expect(purchaseRow).toContainText('110.00');

  // The list's dates and its date filter speak the shop's one format (General Setting: dd-mm-yyyy).
  const shownDate = (await purchaseRow.locator('time').textContent())!;
  expect(shownDate).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  const [day, month, year] = shownDate.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const tomorrow = `${String(next.getUTCDate()).padStart(2, '0')}-${String(next.getUTCMonth() + 1).padStart(2, '0')}-${next.getUTCFullYear()}`;
  const from = page.getByLabel('From', { exact: true });
  await expect(from).toHaveAttribute('placeholder', 'dd-mm-yyyy');
  await from.fill(tomorrow);
  await expect(page.getByText('No purchases found matching your search.')).toBeVisible();
  await from.fill(shownDate);
  await page.getByLabel('To', { exact: true }).fill(shownDate);
  await expect(purchaseRow).toBeVisible();

  await page.goto('/product/list');
  await searchProducts(page, String(stamp));
  await expect(kettleRow.getByRole('cell', { name: '7', exact: true })).toBeVisible();
  await expect(mugRow.getByRole('cell', { name: '10', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
