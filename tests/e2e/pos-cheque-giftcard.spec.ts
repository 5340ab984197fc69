import { expect, test } from '@playwright/test';
import { owner, ownerToken } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';
import { sellAt } from './pos-till';

test('a cashier splits a sale over a cheque, a gift card and a card: each number asked for, kept on the receipt and on the sale', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const category = `Audio ${stamp}`;
  expect((await request.post('/api/categories', { headers, data: { name: category } })).status()).toBe(201);
  const speaker = { name: `Shelf Speaker ${stamp}`, code: `SPK${stamp}` };
  const created = await request.post('/api/products', {
    headers,
    data: {
      productType: 'Standard',
      productName: speaker.name,
      productCode: speaker.code,
      barcodeSymbology: 'Code 128',
      category,
      productUnit: 'Per PC',
      purchaseUnit: 'Piece',
      productCost: 60,
      productPrice: 100,
      productTax: 'No Tax',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = (await created.json())._id;
  const warehouses: { _id: string; name: string }[] = await (await request.get('/api/warehouses', { headers })).json();
  const main = warehouses.find((warehouse) => warehouse.name === 'Main')!;
  const stocked = await request.post('/api/stock/adjustments', { headers, data: { productId, warehouseId: main._id, mode: 'count', quantity: 3, reason: 'opening' } });
  expect(stocked.status(), await stocked.text()).toBe(201);

  await sellAt(page, request);
  await logIn(page, owner, '/POS');
  const search = page.getByLabel('Scan/Search product by name/code');
  await expect(search).toBeFocused();
  await search.fill(speaker.code);
  await search.press('Enter');
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
  await expect(page.getByTestId('grand-total')).toHaveText('Rs 100.00');

  await page.keyboard.press('F2');
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  const method = (name: string) => dialog.getByRole('group', { name: 'Method' }).getByRole('button', { name, exact: true });
  const payments = dialog.getByRole('list', { name: 'Payments' });

  // A cheque without its number is not taken.
  await method('Cheque').click();
  await dialog.getByLabel('Amount', { exact: true }).fill('40');
  await dialog.getByRole('button', { name: 'Pay Cheque' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter the cheque number.');
  await expect(dialog.getByTestId('payment-remaining')).toHaveText('Rs 100.00');
  await dialog.getByLabel('Cheque number').fill('CHQ-004471');
  await dialog.getByRole('button', { name: 'Pay Cheque' }).click();
  await expect(payments).toContainText('Cheque Rs 40.00 (CHQ-004471)');
  await expect(dialog.getByTestId('payment-remaining')).toHaveText('Rs 60.00');

  // The gift card asks for its own number; the cheque's is not carried over.
  await method('Gift card').click();
  await expect(dialog.getByLabel('Gift card number')).toHaveValue('');
  await dialog.getByLabel('Amount', { exact: true }).fill('25');
  await dialog.getByRole('button', { name: 'Pay Gift card' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter the gift card number.');
  await dialog.getByLabel('Gift card number').fill('GC-88120');
  await dialog.getByRole('button', { name: 'Pay Gift card' }).click();
  await expect(payments).toContainText('Gift card Rs 25.00 (GC-88120)');
  await expect(dialog.getByTestId('payment-remaining')).toHaveText('Rs 35.00');

  // A card needs no number; paying what is still due completes the sale.
  await method('Card').click();
  await expect(dialog.getByLabel('Cheque number')).toHaveCount(0);
  await expect(dialog.getByLabel('Gift card number')).toHaveCount(0);
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('35.00');
  await dialog.getByRole('button', { name: 'Pay Card' }).click();

  const receipt = page.getByRole('region', { name: /^Receipt POS-/ });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId('receipt-grand-total')).toHaveText('Rs 100.00');
  await expect(receipt).toContainText('Cheque CHQ-004471');
  await expect(receipt).toContainText('Gift card GC-88120');

  const reference = (await receipt.getAttribute('aria-label'))!.replace('Receipt ', '');
  const [row] = await (await request.get(`/api/sales?q=${reference}`, { headers })).json();
  const sale = await (await request.get(`/api/sales/${row._id}`, { headers })).json();
  expect(sale).toMatchObject({ grandTotal: 100, paid: 100, paymentStatus: 'Paid' });
  expect(sale.payments.map((payment: { method: string; amount: number; methodNumber: string }) => [payment.method, payment.amount, payment.methodNumber])).toEqual([
    ['Cheque', 40, 'CHQ-004471'],
    ['GiftCard', 25, 'GC-88120'],
    ['Card', 35, ''],
  ]);
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});
