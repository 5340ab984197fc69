import { expect, test } from '@playwright/test';
import { owner, ownerToken } from './accounts';
import { failOnConsoleErrors, logIn, minorOf, searchList, searchProducts } from './journey-helpers';
import { sellAt } from './pos-till';

test('Sale Return: part of a paid sale comes back; the product list Quantity rises, the account falls by the refund and the sale stays paid', async ({ page, request }) => {
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  await request.post('/api/categories', { headers, data: { name: `Sale returns ${stamp}` } });
  const code = `SR${stamp}`;
  const name = `Blender ${stamp}`;
  const product = await request.post('/api/products', {
    headers,
    data: { productType: 'Standard', productName: name, productCode: code, barcodeSymbology: 'Code 128', category: `Sale returns ${stamp}`, productUnit: 'Per PC', purchaseUnit: 'Piece', productCost: 40, productPrice: 60, productTax: 'No Tax', alertQuantity: 0 },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = (await product.json())._id;
  const [main] = await (await request.get('/api/warehouses?q=Main', { headers })).json();
  expect((await request.post('/api/stock/adjustments', { headers, data: { productId, warehouseId: main._id, mode: 'count', quantity: 10, reason: 'opening' } })).status()).toBe(201);
  const line = { _id: productId, productName: name, quantity: 3 };
  const sale = { customer: 'Walk-in Customer', warehouse: 'Main', biller: 'Main Biller', saleStatus: 'Completed', products: [line] };
  // Paid in full, in cash, into the default account (a payment exists only when one is entered); a second one on credit, nothing paid.
  const paid = await request.post('/api/sales', { headers, data: { ...sale, payments: [{ method: 'Cash', amount: 180 }] } });
  expect(paid.status(), await paid.text()).toBe(201);
  const reference = (await paid.json()).reference as string;
  const credit = await request.post('/api/sales', { headers, data: { ...sale, paymentStatus: 'Pending' } });
  const creditReference = (await credit.json()).reference as string;
  const cashOf = async () => (await (await request.get('/api/accounts?pageSize=50', { headers })).json()).find((account: { isDefault: boolean }) => account.isDefault).balance as number;
  const balanceBefore = await cashOf();

  await logIn(page, owner, '/product/list');
  await searchProducts(page, code);
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByRole('cell', { name: '4', exact: true })).toBeVisible();

  await page.goto('/return/sale');
  await page.getByRole('button', { name: '+ Add Return' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Sale reference or customer').fill(creditReference);
  await dialog.getByRole('button', { name: 'Find' }).click();
  await dialog.getByRole('button', { name: `Choose ${creditReference}` }).click();
  // On credit: the return comes off what is still due, so nothing can go back in money.
  await dialog.getByLabel(`Return quantity of ${name}`).fill('1');
  await expect(dialog.getByText(`At most 0.00 can be refunded: 180.00 is still due on ${creditReference}, and the return comes off that first.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();

  await dialog.getByLabel('Sale reference or customer').fill(reference);
  await dialog.getByRole('button', { name: 'Find' }).click();
  await dialog.getByRole('button', { name: `Choose ${reference}` }).click();
  await dialog.getByLabel(`Return quantity of ${name}`).fill('2');
  await expect(dialog.getByText('Return total: 120.00')).toBeVisible();
  // A paid walk-in sale: the refund starts at the returned value, and only a refund is offered (the walk-in
  // customer holds no credit, docs/money-and-payments.md "Returns").
  await expect(dialog.getByLabel('Refund amount')).toHaveValue('120.00');
  await expect(dialog.getByLabel('Give back as')).toHaveCount(0);
  await dialog.getByLabel('Note').fill('Two did not fit the jar');
  await dialog.getByRole('button', { name: 'Save return' }).click();

  await expect(page.getByText(new RegExp(`Return RS-\\d+ of ${reference} saved.`))).toBeVisible();
  await expect(dialog).toBeHidden();
  await searchList(page, page.getByRole('searchbox', { name: 'Search returns by reference or customer' }), reference);
  await expect(page.getByRole('row', { name: new RegExp(`RS-\\d+ ${reference} Walk-in Customer Main`) })).toBeVisible();

  // Restocked: 10 − 3 − 3 + 2.
  await page.goto('/product/list');
  await searchProducts(page, code);
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByRole('cell', { name: '6', exact: true })).toBeVisible();

  // The sale keeps its grand total; Paid fell by the refund and nothing is due.
  const after = await (await request.get(`/api/sales?q=${reference}`, { headers })).json();
  expect(after.map((row: { grandTotal: number; paid: number; returned: number; due: number; paymentStatus: string }) => [row.grandTotal, row.paid, row.returned, row.due, row.paymentStatus])).toEqual([[180, 60, 120, 0, 'Paid']]);
  expect(minorOf(await cashOf())).toBe(minorOf(balanceBefore) - 12000);
  expect(errors).toEqual([]);
});

test("Sale Return on a browser whose till has its shift open: 'Refund at till' is offered, No at first; chosen, the refund is paid within the shift", async ({ page, request }) => {
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  // This browser is bound to Main's till, its shift open (docs/tills-and-shifts.md#refunds-at-the-till).
  const till = await sellAt(page, request);
  const shiftId = (await (await request.get(`/api/tills/${till._id}`, { headers })).json()).openShift._id as string;
  await request.post('/api/categories', { headers, data: { name: `Till returns ${stamp}` } });
  const name = `Juicer ${stamp}`;
  const product = await request.post('/api/products', {
    headers,
    data: { productType: 'Standard', productName: name, productCode: `TR${stamp}`, barcodeSymbology: 'Code 128', category: `Till returns ${stamp}`, productUnit: 'Per PC', purchaseUnit: 'Piece', productCost: 40, productPrice: 60, productTax: 'No Tax', alertQuantity: 0 },
  });
  const productId = (await product.json())._id;
  const [main] = await (await request.get('/api/warehouses?q=Main', { headers })).json();
  expect((await request.post('/api/stock/adjustments', { headers, data: { productId, warehouseId: main._id, mode: 'count', quantity: 5, reason: 'opening' } })).status()).toBe(201);
  const sold = await request.post('/api/sales', { headers, data: { customer: 'Walk-in Customer', warehouse: 'Main', biller: 'Main Biller', saleStatus: 'Completed', products: [{ _id: productId, productName: name, quantity: 2 }], payments: [{ method: 'Cash', amount: 120 }] } });
  expect(sold.status(), await sold.text()).toBe(201);
  const reference = (await sold.json()).reference as string;
  // A cash refund at the till comes out of its drawer: 60.00 paid in first, so the drawer holds at least the refund.
  const paidIn = await request.post(`/api/shifts/${shiftId}/cash`, { headers: { ...headers, 'Idempotency-Key': `pay-in-${stamp}` }, data: { direction: 'in', amount: 60, reason: 'Change for refunds' } });
  expect(paidIn.status(), await paidIn.text()).toBe(201);
  const refundsOfShift = async () => {
    const report = await (await request.get(`/api/shifts/${shiftId}/report`, { headers })).json();
    return [report.refunds.count, report.cashRefunds];
  };
  const [countBefore, cashBefore] = await refundsOfShift();

  await logIn(page, owner, '/return/sale');
  await page.getByRole('button', { name: '+ Add Return' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Sale reference or customer').fill(reference);
  await dialog.getByRole('button', { name: 'Find' }).click();
  await dialog.getByRole('button', { name: `Choose ${reference}` }).click();
  await dialog.getByLabel(`Return quantity of ${name}`).fill('1');
  // Offered, never assumed: the back office's own refund unless the user chooses the till.
  const atTill = dialog.getByLabel('Refund at till');
  await expect(atTill).toHaveValue('');
  await expect(atTill.getByRole('option')).toHaveText(['No (the back office)', `${till.name} (shift open)`]);
  await atTill.selectOption(till._id);
  await dialog.getByRole('button', { name: 'Save return' }).click();
  await expect(page.getByText(new RegExp(`Return RS-\\d+ of ${reference} saved.`))).toBeVisible();

  // The shift's X report counts the refund, in cash: 60.00.
  const [countAfter, cashAfter] = await refundsOfShift();
  expect([countAfter, minorOf(cashAfter)]).toEqual([countBefore + 1, minorOf(cashBefore) + 6000]);
  expect(errors).toEqual([]);
});
