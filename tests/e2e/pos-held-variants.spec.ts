import { expect, test } from '@playwright/test';
import { owner, ownerToken } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';
import { sellAt } from './pos-till';

test('a cashier scans two sizes of one T-shirt, saves the cart as a draft, resumes it, sells both sizes and reprints the receipt with its change', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const category = `Sizes ${stamp}`;
  expect((await request.post('/api/categories', { headers, data: { name: category } })).status()).toBe(201);
  const shirt = { name: `Tee ${stamp}`, code: `TEE${stamp}` };
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
      productCost: 8,
      productPrice: 15,
      productTax: 'No Tax',
      hasVariant: true,
      variantList: [
        { name: 'S', itemCode: 'VRT-1', additionalPrice: 0 },
        { name: 'XL', itemCode: 'VRT-2', additionalPrice: 2 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [main] = await (await request.get('/api/warehouses?q=Main', { headers })).json();
  // Each size keeps its own stock (docs/decisions/021-warehouses-and-variants.md): 10 counted onto each, 20 in all.
  const productId = (await created.json())._id;
  for (const variant of ['VRT-1', 'VRT-2']) {
    const stocked = await request.post('/api/stock/adjustments', { headers, data: { productId, variant, warehouseId: main._id, mode: 'count', quantity: 10, reason: 'opening' } });
    expect(stocked.status(), await stocked.text()).toBe(201);
  }

  await sellAt(page, request);
  await logIn(page, owner, '/POS');
  const search = page.getByLabel('Scan/Search product by name/code');
  await expect(search).toBeFocused();
  // A variant's label carries the product's code and the variant's item code.
  for (const code of [`${shirt.code}-VRT-1`, `${shirt.code}-VRT-2`, `${shirt.code}-VRT-2`]) {
    await search.pressSequentially(code, { delay: 5 });
    await search.press('Enter');
  }
  const rows = page.getByTestId('cart-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`${shirt.name} (S)`);
  await expect(rows.nth(1)).toContainText(`${shirt.name} (XL)`);
  await expect(page.getByTestId('grand-total')).toHaveText('Rs 49.00');

  await page.keyboard.press('F4');
  const saved = page.getByText(/^Draft POS-[\dA-Z-]+ saved\. Resume it from Recent transaction\.$/);
  await expect(saved).toBeVisible();
  const reference = (await saved.textContent())!.split(' ')[1]!;
  await expect(rows).toHaveCount(0);

  await page.getByRole('button', { name: 'Recent transaction' }).click();
  await page.getByRole('row', { name: new RegExp(reference) }).getByRole('button', { name: 'Resume' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`${shirt.name} (S)`);
  await expect(rows.nth(1)).toContainText(`${shirt.name} (XL)`);
  await expect(page.getByTestId('grand-total')).toHaveText('Rs 49.00');
  // One more XL scanned after the resume joins its own line.
  await search.pressSequentially(`${shirt.code}-VRT-2`, { delay: 5 });
  await search.press('Enter');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('grand-total')).toHaveText('Rs 66.00');

  await page.keyboard.press('F2');
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('Amount received').fill('70');
  await dialog.getByRole('button', { name: 'Pay Cash' }).click();
  const receipt = page.getByRole('region', { name: `Receipt ${reference}` });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(`${shirt.name} (S)`);
  await expect(receipt).toContainText(`${shirt.name} (XL)`);
  await expect(receipt.getByTestId('receipt-change')).toHaveText('Rs 4.00');
  // The receipt counts the pieces sold, as the cart did (docs/pricing.md#the-pos-cart).
  await expect(receipt.getByTestId('receipt-items')).toHaveText('4');

  // Reprinted from Recent transaction, the receipt still says what went back.
  await receipt.getByRole('button', { name: 'Close receipt' }).click();
  await expect(receipt).toBeHidden();
  await page.getByRole('button', { name: 'Recent transaction' }).click();
  await page.getByRole('row', { name: new RegExp(reference) }).getByRole('button', { name: 'Reprint' }).click();
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(`${shirt.name} (XL)`);
  await expect(receipt.getByTestId('receipt-change')).toHaveText('Rs 4.00');

  // The sale kept both sizes, each at its own price, and took three pieces of stock.
  const [sale] = await (await request.get(`/api/sales?q=${reference}`, { headers })).json();
  expect(sale.saleStatus).toBe('Completed');
  const full = await (await request.get(`/api/sales/${sale._id}`, { headers })).json();
  expect(full.products.map((line: { variant: string; variantCode: string; quantity: number; unitPrice: number }) => [line.variant, line.variantCode, line.quantity, line.unitPrice])).toEqual([
    ['S', 'VRT-1', 1, 15],
    ['XL', 'VRT-2', 3, 17],
  ]);
  const [product] = await (await request.get(`/api/products?q=${shirt.code}`, { headers })).json();
  expect(product.quantity).toBe(16);
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});
