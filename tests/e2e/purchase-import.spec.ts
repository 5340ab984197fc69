import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { owner, ownerToken } from './accounts';
import { failOnConsoleErrors, logIn, searchProducts } from './journey-helpers';

test('Import Purchase: the sample CSV downloaded from the screen comes back as a received purchase and the product list shows the stock', async ({ page, request }) => {
  const errors = failOnConsoleErrors(page);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  // The sample names two products by code (a book and a box of tea): the shop has them.
  await request.post('/api/categories', { headers, data: { name: 'Import journey' } });
  for (const [code, name] of [
    ['9780132350884', 'Clean Code'],
    ['2000000000343', 'Green Tea 100 Bags'],
  ]) {
    const existing = await (await request.get(`/api/products?q=${code}`, { headers })).json();
    if (existing.length === 0) {
      const created = await request.post('/api/products', {
        headers,
        data: { productType: 'Standard', productName: name, productCode: code, barcodeSymbology: 'EAN-13', category: 'Import journey', productUnit: 'Per PC', purchaseUnit: 'Piece', productCost: 2, productPrice: 5, productTax: 'No Tax', alertQuantity: 0 },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
  }
  const quantityOf = async (code: string) => (await (await request.get(`/api/products?q=${code}`, { headers })).json())[0].quantity as number;
  const teaBefore = await quantityOf('2000000000343');

  await logIn(page, owner, '/purchase/import');
  await expect(page.getByRole('heading', { name: 'Import Purchase' })).toBeVisible();

  // Submitting empty says the alert in docs/screens.md#purchases and what each required field needs.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please fill in all required fields')).toBeVisible();
  await expect(page.getByText('Warehouse is required')).toBeVisible();
  await expect(page.getByText('CSV file is required')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download sample file' }).click();
  const sample = await download;
  expect(sample.suggestedFilename()).toBe('purchase_import_sample.csv');
  const sampleText = await readFile(await sample.path(), 'utf8');
  expect(sampleText.split('\n')[0]).toBe('product_code,quantity,purchase_unit,product_cost,discount,tax_name');

  await page.getByLabel('Warehouse').selectOption({ label: 'Main' });
  await page.getByLabel('Upload CSV File').setInputFiles({ name: sample.suggestedFilename(), mimeType: 'text/csv', buffer: Buffer.from(sampleText) });
  await expect(page.getByText('2 rows in purchase_import_sample.csv.')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText('Purchase import submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/purchase\/edit\/[0-9a-f-]{36}$/);
  expect(await quantityOf('2000000000343')).toBe(teaBefore + 24);

  await page.goto('/product/list');
  await searchProducts(page, '2000000000343');
  const row = page.getByRole('row', { name: /Green Tea 100 Bags/ });
  await expect(row.getByRole('cell', { name: String(teaBefore + 24), exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});
