import { expect, test } from '@playwright/test';
import { owner, ownerToken } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';
import { sellAt } from './pos-till';

/**
 * A clothing shop's day with sizes (docs/decisions/021-warehouses-and-variants.md, docs/screens.md):
 * a T-shirt in S, M and L, each with its own barcode, received into Main by a purchase (the form asks
 * which size), part of the M moved to a second location by a transfer, sold at the POS by scanning
 * the M barcode and by tapping the tile and choosing L, a label sheet with one label per size, and the
 * stock per size per location right on the product list.
 */
test('a clothing shop receives, moves, sells and labels a T-shirt by size, and the product list shows each size in each location', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const category = `Clothing ${stamp}`;
  expect((await request.post('/api/categories', { headers, data: { name: category } })).status()).toBe(201);
  const shirt = { name: `T-Shirt ${stamp}`, code: `TS${stamp}` };
  const barcodes = { S: `TS${stamp}S`, M: `TS${stamp}M`, L: `TS${stamp}L` };
  const created = await request.post('/api/products', {
    headers,
    data: {
      productType: 'Standard',
      productName: shirt.name,
      productCode: shirt.code,
      barcodeSymbology: 'Code 128',
      category,
      productUnit: 'Per PC',
      purchaseUnit: 'Piece',
      productCost: 6,
      productPrice: 15,
      productTax: 'No Tax',
      alertQuantity: 0,
      featured: true,
      hasVariant: true,
      variantList: [
        { name: 'S', itemCode: 'VRT-1', barcode: barcodes.S, additionalPrice: 0 },
        { name: 'M', itemCode: 'VRT-2', barcode: barcodes.M, additionalPrice: 0 },
        { name: 'L', itemCode: 'VRT-3', barcode: barcodes.L, additionalPrice: 2 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = (await created.json())._id as string;
  const warehouses: { _id: string; name: string }[] = await (await request.get('/api/warehouses?pageSize=50', { headers })).json();
  const main = warehouses.find((warehouse) => warehouse.name === 'Main')!;
  const store = warehouses.find((warehouse) => warehouse.name !== 'Main')!;

  await sellAt(page, request, 'Main');
  await logIn(page, owner);

  // 1. The purchase: 5 S, 6 M and 4 L received into Main; the form asks the size of each.
  await page.goto('/purchase/add');
  await expect(page.getByRole('heading', { name: 'Add Purchase' })).toBeVisible();
  await page.getByLabel(/^Warehouse/).selectOption({ label: 'Main' });
  await page.getByLabel(/^Purchase Status/).selectOption('Received');
  const product = page.getByLabel('Product', { exact: true });
  for (const [quantity, size] of [[5, 'S'], [6, 'M'], [4, 'L']] as const) {
    await product.fill(`${quantity}*${shirt.code}`);
    await product.press('Enter');
    const question = page.getByRole('dialog', { name: `Which ${shirt.name}?` });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: size, exact: true }).click();
    await expect(question).toBeHidden();
  }
  const table = page.getByRole('table', { name: 'Order Table' });
  for (const size of ['S', 'M', 'L']) await expect(table.getByRole('cell', { name: `${shirt.name} (${size})`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('[data-sonner-toaster]').getByText('Purchase order submitted successfully!', { exact: true })).toBeVisible();

  // 2. Two M move to the second location (the transfer form names products only; the transfer is sent as its API takes it).
  const moved = await request.post('/api/stock-transfers', {
    headers: { ...headers, 'Idempotency-Key': `clothing-${stamp}` },
    data: { date: new Date().toISOString().slice(0, 10), fromWarehouse: main._id, toWarehouse: store._id, lines: [{ product: productId, variant: 'M', quantity: 2 }], note: 'Shop window' },
  });
  expect(moved.status(), await moved.text()).toBe(201);

  // 3. The POS: the M scanned by its barcode, the L tapped on its tile and chosen.
  await page.goto('/POS');
  const search = page.getByLabel('Scan/Search product by name/code');
  await expect(search).toBeFocused();
  await search.pressSequentially(barcodes.M, { delay: 5 });
  await search.press('Enter');
  const rows = page.getByTestId('cart-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText(`${shirt.name} (M)`);
  await page.getByRole('tab', { name: 'Featured' }).click();
  await page.getByRole('button', { name: `Add ${shirt.name}` }).click();
  const sizes = page.getByRole('dialog', { name: `Which ${shirt.name}?` });
  // Main after the transfer: 5 S, 4 M (one in the cart still counts as stock), 4 L.
  await expect(sizes.getByRole('button', { name: 'L, 4 in stock' })).toBeVisible();
  await expect(sizes.getByRole('button', { name: 'M, 4 in stock' })).toBeVisible();
  await sizes.getByRole('button', { name: 'L, 4 in stock' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`${shirt.name} (L)`);
  await expect(page.getByTestId('grand-total')).toHaveText('Rs 32.00');
  await page.keyboard.press('F2');
  const payment = page.getByRole('dialog', { name: 'Payment' });
  await payment.getByLabel('Amount received').fill('40');
  await payment.getByRole('button', { name: 'Pay Cash' }).click();
  const receipt = page.getByRole('region', { name: /^Receipt POS-/ });
  await expect(receipt).toContainText(`${shirt.name} (M)`);
  await expect(receipt).toContainText(`${shirt.name} (L)`);

  // 4. Labels: one per size.
  await page.goto(`/product/labels/${productId}`);
  await page.getByLabel('Labels of each size').fill('1');
  const labels = page.getByTestId('price-label');
  await expect(labels).toHaveCount(3);
  await expect(labels.nth(0)).toContainText(`${shirt.name} (S)`);
  await expect(labels.nth(2)).toContainText(`${shirt.name} (L)`);
  await expect(labels.nth(2)).toContainText('Rs 17.00');
  await expect(labels.nth(1)).toContainText(barcodes.M);

  // 5. The product list: each size in each location, right on the list.
  await page.goto('/product/list');
  await page.getByRole('searchbox', { name: 'Search products by name or code' }).fill(shirt.code);
  const row = page.getByRole('row', { name: new RegExp(shirt.name) });
  await row.getByLabel(/in stock, by size and location/).click();
  const grid = row.getByRole('table', { name: `Stock of ${shirt.name} by size and location` });
  await expect(grid).toBeVisible();
  const cells = await grid.locator('tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent)));
  const at = (name: string) => cells[0]!.indexOf(name);
  const sizeRow = (size: string) => cells.find((cellsOfRow) => cellsOfRow[0] === size)!;
  expect([sizeRow('S')[at('Main')], sizeRow('M')[at('Main')], sizeRow('M')[at(store.name)], sizeRow('L')[at('Main')]]).toEqual(['5', '3', '2', '3']);
  expect(errors).toEqual([]);
});
