import { expect, test } from '@playwright/test';
import { owner, ownerToken } from './accounts';
import { failOnConsoleErrors, logIn, searchProducts } from './journey-helpers';
import { sellAt } from './pos-till';

/**
 * A clothing shop's day with sizes (docs/decisions/021-warehouses-and-variants.md, docs/screens.md):
 * a T-shirt in S, M and L, each with its own barcode, received into Main by a purchase (the form asks
 * which size), the M counted in the stock dialog, 2 L (the transfer form asks which size) and 2 M (by
 * its barcode) moved to a second location, an M sold on the back-office sale form by its barcode, the
 * M scanned and the L tapped and chosen at the POS, a label sheet with one label per size, and the
 * stock per size per location read on the product list after each.
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
  const store = warehouses.find((warehouse) => warehouse.name !== 'Main')!;

  /** The product list's stock of each size by location, as its 'by size' grid shows them (a location holding none of the product has no column). */
  async function stockBySize(): Promise<Record<string, Record<string, string>>> {
    await page.goto('/product/list');
    await searchProducts(page, shirt.code);
    const row = page.getByRole('row', { name: new RegExp(shirt.name) });
    await row.getByLabel(/in stock, by size and location/).click();
    const grid = row.getByRole('table', { name: `Stock of ${shirt.name} by size and location` });
    await expect(grid).toBeVisible();
    const cells = await grid.locator('tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));
    const locations = ['Main', store.name].filter((name) => cells[0]!.includes(name));
    return Object.fromEntries(
      ['S', 'M', 'L'].map((size) => {
        const sizeRow = cells.find((cellsOfRow) => cellsOfRow[0] === size)!;
        return [size, Object.fromEntries(locations.map((name) => [name, sizeRow[cells[0]!.indexOf(name)]!]))];
      }),
    );
  }
  const byLocation = (main: string[], there?: string[]) =>
    Object.fromEntries(['S', 'M', 'L'].map((size, index) => [size, there ? { Main: main[index], [store.name]: there[index] } : { Main: main[index] }]));

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

  expect(await stockBySize()).toEqual(byLocation(['5', '6', '4']));

  // 2. The M counted at Main: the stock dialog asks which size and counts that size only.
  const row = page.getByRole('row', { name: new RegExp(shirt.name) });
  await row.getByRole('button', { name: `Action for ${shirt.name}` }).click();
  await page.getByRole('menuitem', { name: 'Stock & history' }).click();
  const dialog = page.getByRole('dialog', { name: `Stock of ${shirt.name}` });
  await dialog.getByLabel('Warehouse').selectOption({ label: 'Main (15 in stock)' });
  await dialog.getByLabel('Counted quantity').fill('7');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog.getByText('Choose a size.')).toBeVisible();
  await dialog.getByLabel('Size').selectOption({ label: 'M (6 in stock)' });
  await expect(dialog.getByText('6 in stock now; 7 after saving.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(page.getByText(`${shirt.name} (M) in Main is now 7.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await stockBySize()).toEqual(byLocation(['5', '7', '4']));

  // 3. A transfer to the second location: 2 L (the form asks which size) and 2 M (its own barcode names it).
  await page.goto('/product/transfer/add');
  await page.getByLabel(/^From/).selectOption({ label: 'Main' });
  await page.getByLabel(/^To/).selectOption({ label: store.name });
  const transferSearch = page.getByLabel('Add a product');
  await transferSearch.fill(`2*${shirt.code}`);
  await transferSearch.press('Enter');
  const which = page.getByRole('dialog', { name: `Which ${shirt.name}?` });
  await which.getByRole('button', { name: 'L', exact: true }).click();
  await expect(which).toBeHidden();
  await transferSearch.fill(`2*${barcodes.M}`);
  await transferSearch.press('Enter');
  await expect(page.getByLabel(`Quantity of ${shirt.name} (${shirt.code}) L`)).toHaveValue('2');
  await expect(page.getByLabel(`Quantity of ${shirt.name} (${shirt.code}) M`)).toHaveValue('2');
  await page.getByRole('button', { name: 'Move stock' }).click();
  await expect(page.locator('[data-sonner-toaster]').getByText('Stock transfer saved: the stock has moved.', { exact: true })).toBeVisible();
  expect(await stockBySize()).toEqual(byLocation(['5', '5', '2'], ['0', '2', '2']));

  // 4. The back-office sale form: the M added by its own barcode, no question asked.
  await page.goto('/sale/add');
  await page.getByLabel(/^Customer/).selectOption({ label: 'Walk-in Customer' });
  await page.getByLabel(/^Warehouse/).selectOption({ label: 'Main' });
  await page.getByLabel(/^Biller/).selectOption({ label: 'Main Biller' });
  await page.getByLabel(/^Sale Status/).selectOption('Completed');
  const saleSearch = page.getByLabel('Product', { exact: true });
  await saleSearch.fill(barcodes.M);
  await saleSearch.press('Enter');
  await expect(page.getByRole('table', { name: 'Order Table' }).getByRole('cell', { name: `${shirt.name} (M)`, exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Which ${shirt.name}?` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('[data-sonner-toaster]').getByText('Sales form submitted successfully!', { exact: true })).toBeVisible();
  expect(await stockBySize()).toEqual(byLocation(['5', '4', '2'], ['0', '2', '2']));

  // 5. The POS: the M scanned by its barcode, the L tapped on its tile and chosen.
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
  // Main now: 5 S, 4 M (one in the cart still counts as stock), 2 L.
  await expect(sizes.getByRole('button', { name: 'L, 2 in stock' })).toBeVisible();
  await expect(sizes.getByRole('button', { name: 'M, 4 in stock' })).toBeVisible();
  await sizes.getByRole('button', { name: 'L, 2 in stock' }).click();
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

  // 6. Labels: one per size.
  await page.goto(`/product/labels/${productId}`);
  await page.getByLabel('Labels of each size').fill('1');
  const labels = page.getByTestId('price-label');
  await expect(labels).toHaveCount(3);
  await expect(labels.nth(0)).toContainText(`${shirt.name} (S)`);
  await expect(labels.nth(2)).toContainText(`${shirt.name} (L)`);
  await expect(labels.nth(2)).toContainText('Rs 17.00');
  await expect(labels.nth(1)).toContainText(barcodes.M);

  // 7. The product list: each size in each location, right on the list.
  expect(await stockBySize()).toEqual(byLocation(['5', '3', '1'], ['0', '2', '2']));
  // A size's label scanned into the list's search finds its T-shirt, and only it.
  await searchProducts(page, barcodes.L);
  const actions = page.getByRole('table', { name: 'Product List' }).getByRole('button', { name: /^Action for / });
  await expect(actions).toHaveCount(1);
  await expect(actions).toHaveAccessibleName(`Action for ${shirt.name}`);
  expect(errors).toEqual([]);
});
