import { expect, test } from '@playwright/test';
import { owner, ownerToken } from './accounts';
import { failOnConsoleErrors, logIn, searchProducts } from './journey-helpers';

test('a new shop enters its opening stock from the product list and sees the Quantity and the history', async ({ page, request }) => {
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const category = `Stock ${stamp}`;
  expect((await request.post('/api/categories', { headers, data: { name: category } })).status()).toBe(201);
  const code = `ST${stamp}`;
  const created = await request.post('/api/products', {
    headers,
    data: { productType: 'Standard', productName: `Kettle ${stamp}`, productCode: code, barcodeSymbology: 'Code 128', category, productUnit: 'Per PC', purchaseUnit: 'Piece', productCost: 20, productPrice: 35, productTax: 'No Tax', alertQuantity: 3 },
  });
  expect(created.status(), await created.text()).toBe(201);

  await logIn(page, owner, '/product/list');
  await searchProducts(page, code);
  const row = page.getByRole('row', { name: new RegExp(`Kettle ${stamp}`) });
  await expect(row.getByRole('cell', { name: '0', exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Action for Kettle ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Stock & history' }).click();
  const dialog = page.getByRole('dialog', { name: `Stock of Kettle ${stamp}` });
  await expect(dialog.getByText('No stock movements in this warehouse yet.')).toBeVisible();
  await dialog.getByLabel('Warehouse').selectOption({ label: 'Main (0 in stock)' });
  await dialog.getByLabel('Reason').selectOption({ label: 'Opening stock' });
  await dialog.getByLabel('Counted quantity').fill('12');
  await expect(dialog.getByText('0 in stock now; 12 after saving.')).toBeVisible();
  await dialog.getByLabel('Note').fill('First count');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();

  await expect(page.getByText(`Opening stock saved (ADJ-`)).toBeVisible();
  const history = dialog.getByRole('region', { name: 'Stock history' });
  await expect(history.getByRole('row', { name: /Opening stock ADJ-\d+ \+12 12 Ayesha Khan First count/ })).toBeVisible();
  await expect(dialog.getByLabel('Warehouse')).toContainText('Main (12 in stock)');

  // A breakage: remove 2, and the list follows.
  await dialog.getByLabel('Adjustment').selectOption({ label: 'Remove (−)' });
  await dialog.getByLabel('Reason').selectOption({ label: 'Damage' });
  await dialog.getByLabel('Quantity').fill('20');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(dialog.getByText('Only 12 in stock: cannot remove 20.')).toBeVisible();
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(history.getByRole('row', { name: /Damage ADJ-\d+ −2 10 Ayesha Khan/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await expect(row.getByRole('cell', { name: '10', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
