import { expect, test } from '@playwright/test';
import { owner, ownerToken } from './accounts';
import { failOnConsoleErrors, logIn, minorOf, searchList, searchProducts } from './journey-helpers';

test('Purchase Return: part of a received purchase goes back to the supplier; stock falls and the refund reaches the account', async ({ page, request }) => {
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  await request.post('/api/categories', { headers, data: { name: `Returns ${stamp}` } });
  const code = `RT${stamp}`;
  const product = await request.post('/api/products', {
    headers,
    data: { productType: 'Standard', productName: `Toaster ${stamp}`, productCode: code, barcodeSymbology: 'Code 128', category: `Returns ${stamp}`, productUnit: 'Per PC', purchaseUnit: 'Piece', productCost: 40, productPrice: 60, productTax: 'No Tax', alertQuantity: 0 },
  });
  expect(product.status(), await product.text()).toBe(201);
  expect((await request.post('/api/suppliers', { headers, data: { name: `Appliance Co ${stamp}` } })).status()).toBe(201);
  const purchase = await request.post('/api/purchase', {
    headers,
    data: { warehouse: 'Main', supplier: `Appliance Co ${stamp}`, purchaseStatus: 'Received', orderTax: 0, discount: 0, shippingCost: 0, note: '', products: [{ productCode: code, quantity: 5, productCost: 40, discount: 0 }] },
  });
  expect(purchase.status(), await purchase.text()).toBe(201);
  const reference = (await purchase.json()).reference as string;
  const accounts = await (await request.get('/api/accounts?pageSize=50', { headers })).json();
  const cash = accounts.find((account: { isDefault: boolean }) => account.isDefault);
  const balanceBefore = cash.balance as number;

  await logIn(page, owner, '/return/purchase');
  await page.getByRole('button', { name: '+ Add Return' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Purchase Return' });
  await dialog.getByLabel('Purchase reference or supplier').fill(reference);
  await dialog.getByRole('button', { name: 'Find' }).click();
  await dialog.getByRole('button', { name: `Choose ${reference}` }).click();

  await dialog.getByLabel(`Return quantity of Toaster ${stamp}`).fill('6');
  await dialog.getByRole('button', { name: 'Save return' }).click();
  await expect(dialog.getByText('At most 5.')).toBeVisible();
  await dialog.getByLabel(`Return quantity of Toaster ${stamp}`).fill('2');
  await expect(dialog.getByText('Return total: 80.00')).toBeVisible();
  await dialog.getByLabel('Refund amount').fill('80');
  await dialog.getByLabel('Note').fill('Two arrived dented');
  await dialog.getByRole('button', { name: 'Save return' }).click();

  await expect(page.getByText(new RegExp(`Return RP-\\d+ of ${reference} saved.`))).toBeVisible();
  await expect(dialog).toBeHidden();
  await searchList(page, page.getByRole('searchbox', { name: 'Search returns by reference or supplier' }), reference);
  await expect(page.getByRole('row', { name: new RegExp(`RP-\\d+ ${reference} Appliance Co ${stamp} Main`) })).toBeVisible();

  await page.goto('/product/list');
  await searchProducts(page, code);
  await expect(page.getByRole('row', { name: new RegExp(`Toaster ${stamp}`) }).getByRole('cell', { name: '3', exact: true })).toBeVisible();

  const after = (await (await request.get('/api/accounts?pageSize=50', { headers })).json()).find((account: { _id: string }) => account._id === cash._id);
  expect(minorOf(after.balance)).toBe(minorOf(balanceBefore) + 8000);

  // The returned line's discount cannot change any more: Edit Purchase says why and marks that line's box.
  await page.goto(`/purchase/edit/${(await purchase.json())._id}`);
  const discount = page.getByRole('spinbutton', { name: `Discount on Toaster ${stamp}` });
  await discount.fill('5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already returned to the supplier' }).first()).toBeVisible();
  await expect(discount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('spinbutton', { name: `Quantity of Toaster ${stamp}` })).not.toHaveAttribute('aria-invalid', 'true');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/screens/purchase-edit-returned-line-${width}.png`, fullPage: true });
  }
  expect(errors).toEqual([]);
});
