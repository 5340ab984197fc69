import { expect, test } from '@playwright/test';
import { owner, ownerToken } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';
import { sellAt } from './pos-till';

test('a cashier at a till on the second warehouse finds a product by name, sells it at its price there, and takes part from the customer deposit', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const category = `Lights ${stamp}`;
  expect((await request.post('/api/categories', { headers, data: { name: category } })).status()).toBe(201);
  const lamp = { name: `Desk Lamp ${stamp}`, code: `LMP${stamp}` };
  const created = await request.post('/api/products', {
    headers,
    data: {
      productType: 'Standard',
      productName: lamp.name,
      productCode: lamp.code,
      barcodeSymbology: 'Code 128',
      category,
      productUnit: 'Per PC',
      purchaseUnit: 'Piece',
      productCost: 20,
      productPrice: 50,
      productTax: 'No Tax',
      hasWarehousePrice: true,
      warehousePrices: { Secondary: 45 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const productId = (await created.json())._id;
  const warehouses: { _id: string; name: string }[] = await (await request.get('/api/warehouses', { headers })).json();
  const main = warehouses.find((warehouse) => warehouse.name === 'Main')!;
  const secondary = warehouses.find((warehouse) => warehouse.name === 'Secondary')!;
  for (const [warehouse, quantity] of [[main, 10], [secondary, 5]] as const) {
    const stocked = await request.post('/api/stock/adjustments', { headers, data: { productId, warehouseId: warehouse._id, mode: 'count', quantity, reason: 'opening' } });
    expect(stocked.status(), await stocked.text()).toBe(201);
  }
  const customerName = `Dana ${stamp}`;
  const customer = await request.post('/api/customers', { headers, data: { customerGroup: 'Regular', name: customerName, phone: '0300-5550101', address: '4 Canal View', city: 'Lahore' } });
  expect(customer.status(), await customer.text()).toBe(201);
  const customerId = (await customer.json())._id;
  expect((await request.post(`/api/customers/${customerId}/deposits`, { headers, data: { amount: 30 } })).status()).toBe(201);

  // The browser is bound to a till on Secondary: it sells from there, at Secondary's prices.
  await sellAt(page, request, 'Secondary');
  await logIn(page, owner, '/POS');
  const search = page.getByLabel('Scan/Search product by name/code');
  await expect(search).toBeFocused();

  // Part of the name, in another case, lists the product to pick.
  await search.pressSequentially(`desk lamp ${stamp}`, { delay: 20 });
  const matches = page.getByRole('listbox', { name: 'Matching products' });
  await expect(matches).toContainText(lamp.name);
  await expect(matches).toContainText('Rs 45.00');
  await matches.getByRole('option', { name: new RegExp(lamp.name) }).click();
  const rows = page.getByTestId('cart-row');
  await expect(rows).toHaveCount(1);
  // Priced as Secondary sells it (the product's own price is 50.00).
  await expect(page.getByTestId('grand-total')).toHaveText('Rs 45.00');
  await page.getByLabel('Customer', { exact: true }).selectOption({ label: customerName });

  await page.keyboard.press('F2');
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await expect(dialog).toContainText('Deposit balance');
  await expect(dialog).toContainText('Rs 30.00');
  await dialog.getByRole('group', { name: 'Method' }).getByRole('button', { name: 'Deposit' }).click();
  await dialog.getByLabel('Amount', { exact: true }).fill('30');
  await dialog.getByRole('button', { name: 'Pay Deposit' }).click();
  await expect(dialog.getByTestId('payment-remaining')).toHaveText('Rs 15.00');
  await dialog.getByRole('group', { name: 'Method' }).getByRole('button', { name: 'Cash' }).click();
  await dialog.getByLabel('Amount', { exact: true }).fill('15');
  await dialog.getByLabel('Amount received').fill('20');
  await dialog.getByRole('button', { name: 'Pay Cash' }).click();

  const receipt = page.getByRole('region', { name: /^Receipt POS-/ });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(lamp.name);
  await expect(receipt.getByTestId('receipt-grand-total')).toHaveText('Rs 45.00');
  await expect(receipt).toContainText('Deposit');
  await expect(receipt.getByTestId('receipt-change')).toHaveText('Rs 5.00');

  // The sale is Secondary's, paid 30 from the deposit and 15 in cash; Secondary's stock fell, Main's did not.
  const reference = (await receipt.getAttribute('aria-label'))!.replace('Receipt ', '');
  const [row] = await (await request.get(`/api/sales?q=${reference}`, { headers })).json();
  const sale = await (await request.get(`/api/sales/${row._id}`, { headers })).json();
  expect(sale).toMatchObject({ warehouse: 'Secondary', customer: customerName, grandTotal: 45, paid: 45, paymentStatus: 'Paid', change: 5 });
  expect(sale.payments.map((payment: { method: string; amount: number }) => [payment.method, payment.amount])).toEqual([
    ['Deposit', 30],
    ['Cash', 15],
  ]);
  const [after] = await (await request.get(`/api/customers?q=${encodeURIComponent(customerName)}`, { headers })).json();
  expect(after.depositBalance).toBe(0);
  const levels = await (await request.get(`/api/products/${productId}`, { headers })).json();
  expect(levels.quantity).toBe(14);
  expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});
