import { expect, test, type Page } from '@playwright/test';
import { owner, ownerToken } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';
import { pdfText } from './pdf-text';
import { sellAt } from './pos-till';

/**
 * docs/screens.md#receipt: the browser's print of a receipt is the receipt, alone, with what a
 * receipt says, for a sale and for a reprint, in each invoice format. What is checked is the text of
 * the PDF Chromium prints in print media, figured here by hand, not what the screen shows.
 */

/**
 * Prints the page as Chromium would, in print media: the PDF's lines with their spaces taken out
 * (the PDF places words and numbers by position, so where a space falls is not text to compare),
 * and its page count.
 */
async function printed(page: Page): Promise<{ text: string; lines: string[]; pages: number }> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ width: '80mm', height: '297mm', printBackground: false });
  await page.emulateMedia({ media: 'screen' });
  const text = pdfText(pdf);
  return { text, lines: text.split('\n').map(squash), pages: pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0 };
}
const squash = (text: string) => text.replace(/\s+/g, '');

// The shop's settings go back as they were, passed or failed: the journeys after this one in the same
// shop read the default receipt footer (urdu-print's 'شکریہ!' is the Urdu of the default 'Thank you!').
let restoreSettings: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await restoreSettings?.();
  restoreSettings = null;
});

test('a sale restored after a reload, and its reprint, print the receipt alone, with the shop, the lines, the taxes (8.875 % and 10 % on one sale), the payment, the change and the footer', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const before = await (await request.get('/api/settings', { headers })).json();
  restoreSettings = async () => expect((await request.put('/api/settings', { headers, data: before })).status()).toBe(200);
  const shop = { shopAddress: `${stamp} Tariq Road\nKarachi 75400`, shopPhone: '+92 21 3456 7890', receiptFooter: `Exchanges within 7 days ${stamp}` };
  const setFormat = async (invoiceFormat: string) =>
    expect((await request.put('/api/settings', { headers, data: { ...before, ...shop, invoiceFormat } })).status()).toBe(200);
  await setFormat('Standard');

  // Two rates on one sale: 10 %, and New York's 8.875 % (a rate as written in law, three decimals).
  const tax = `VAT ${stamp}`;
  expect((await request.post('/api/taxes', { headers, data: { name: tax, rate: 10 } })).status()).toBe(201);
  const salesTax = `NY ${stamp}`;
  expect((await request.post('/api/taxes', { headers, data: { name: salesTax, rate: 8.875 } })).status()).toBe(201);
  const category = `Receipts ${stamp}`;
  expect((await request.post('/api/categories', { headers, data: { name: category } })).status()).toBe(201);
  const [main] = await (await request.get('/api/warehouses?q=Main', { headers })).json();
  const addStocked = async (name: string, code: string, price: number, productTax: string) => {
    const created = await request.post('/api/products', {
      headers,
      data: { productType: 'Standard', productName: name, productCode: code, barcodeSymbology: 'Code 128', category, productUnit: 'Per PC', purchaseUnit: 'Piece', productCost: 5, productPrice: price, productTax, taxMethod: 'Exclusive' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const stocked = await request.post('/api/stock/adjustments', { headers, data: { productId: (await created.json())._id, warehouseId: main._id, mode: 'count', quantity: 10, reason: 'opening' } });
    expect(stocked.status(), await stocked.text()).toBe(201);
    return { name, code };
  };
  const product = await addStocked(`Desk Lamp ${stamp}`, `DL${stamp}`, 20, tax);
  const tape = await addStocked(`Packing Tape ${stamp}`, `PT${stamp}`, 10, salesTax);

  // window.print opens the browser's dialog; the journey counts the calls and prints to PDF itself.
  await page.addInitScript(() => {
    window.print = () => {
      const counted = window as unknown as { printCalls?: number };
      counted.printCalls = (counted.printCalls ?? 0) + 1;
    };
  });
  const printCalls = () => page.evaluate(() => (window as unknown as { printCalls?: number }).printCalls ?? 0);
  await sellAt(page, request);
  await logIn(page, owner, '/POS');
  const search = page.getByLabel('Scan/Search product by name/code');
  for (const code of [product.code, product.code, tape.code, tape.code]) {
    await search.fill(code);
    await search.press('Enter');
  }
  await expect(page.getByTestId('cart-row')).toHaveCount(2);
  await page.getByLabel('Tax (%)').fill('5');
  await page.getByLabel('Discount', { exact: true }).fill('5');
  await page.getByLabel('Coupon').fill('2');
  // Worked by hand: 2 × 20.00 = 40.00 with 10 % added, 4.00: 44.00; 2 × 10.00 = 20.00 with 8.875 %
  // added, 1.775 rounded half away from zero to 1.78: 21.78. Total 65.78; order tax 5 % of it,
  // 3.289: 3.29. Tax total 4.00 + 1.78 + 3.29 = 9.07. Grand total 65.78 + 3.29 − 5.00 − 2.00 = 62.07.
  await expect(page.getByTestId('cart-line-tax')).toHaveText(['Tax 10% Rs 4.00', 'Tax 8.875% Rs 1.78']);
  await expect(page.getByTestId('cart-tax-total')).toHaveText('Rs 9.07');
  await expect(page.getByTestId('grand-total')).toHaveText('Rs 62.07');
  // A reload mid-sale (or a crash, a closed tab) brings the sale back, with a note.
  await page.reload();
  await expect(page.getByText('Sale in progress restored.')).toBeVisible();
  await expect(page.getByTestId('cart-row')).toHaveCount(2);
  await expect(page.getByTestId('grand-total')).toHaveText('Rs 62.07');
  await search.focus();
  await page.keyboard.press('F2');
  const dialog = page.getByRole('dialog', { name: 'Payment' });
  await dialog.getByLabel('Amount received').fill('100');
  await dialog.getByRole('button', { name: 'Pay Cash' }).click();
  const receipt = page.getByRole('region', { name: /^Receipt POS-/ });
  await expect(receipt).toBeVisible();
  const reference = (await receipt.getByTestId('receipt-reference').textContent())!;
  await expect.poll(printCalls).toBe(1);
  // Sold: nothing is kept for the next reload, and the receipt sits beside the empty cart.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((name) => name === 'shopdesk.pos.sale' || name.startsWith('shopdesk.pos.sale:')))).toEqual([]);
  await expect(page.getByTestId('cart-row')).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: 'test-results/receipt-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  const expectedStandard = [
    before.systemTitle,
    `${stamp} Tariq Road`,
    'Karachi 75400',
    'Tel: +92 21 3456 7890',
    `Receipt ${reference}`,
    'Cashier Ayesha Khan',
    product.name,
    '2 × Rs 20.00 Rs 44.00',
    'Tax 10% Rs 4.00',
    tape.name,
    '2 × Rs 10.00 Rs 21.78',
    'Tax 8.875% Rs 1.78',
    'Items 4',
    'Total Rs 65.78',
    'Order tax (5%) Rs 3.29',
    'Order discount −Rs 5.00',
    'Coupon −Rs 2.00',
    'Grand Total Rs 62.07',
    'Tax total Rs 9.07',
    'Cash Rs 62.07',
    'Tendered Rs 100.00',
    'Change Rs 37.93',
    `Exchanges within 7 days ${stamp}`,
  ];
  const sale = await printed(page);
  expect(sale.pages).toBe(1);
  for (const line of expectedStandard) expect(sale.lines, sale.text).toContain(squash(line));
  // Date and time in the shop's time zone (Asia/Karachi unless the shop chose another), to the minute.
  expect(sale.text).toMatch(/Date\s+\d{2}-\d{2}-\d{4}\s+\d{2}:\d{2}/);
  // Nothing but the receipt: no cart, no buttons, no menu.
  for (const absent of ['Print again', 'Close receipt', 'Scan/Search', 'Dashboard', 'Recent transaction']) expect(squash(sale.text)).not.toContain(squash(absent));

  // The reprint from Recent transaction prints the same receipt, the cash tendered and change included.
  await receipt.getByRole('button', { name: 'Close receipt' }).click();
  await expect(receipt).toHaveCount(0);
  await page.getByRole('button', { name: /Recent transaction/ }).click();
  const recent = page.getByRole('dialog', { name: 'Recent transaction' });
  await recent.getByRole('row', { name: new RegExp(reference) }).getByRole('button', { name: 'Reprint' }).click();
  await expect(page.getByRole('region', { name: `Receipt ${reference}` })).toBeVisible();
  await expect.poll(printCalls).toBe(2);
  const reprint = await printed(page);
  expect(reprint.text).toBe(sale.text);

  // Detailed adds the codes, the customer, warehouse and biller and the payment's reference; Simple
  // keeps one row per line and drops the line's price and tax rows.
  await setFormat('Detailed');
  await page.reload();
  await page.getByRole('button', { name: /Recent transaction/ }).click();
  await recent.getByRole('row', { name: new RegExp(reference) }).getByRole('button', { name: 'Reprint' }).click();
  await expect(page.getByRole('region', { name: `Receipt ${reference}` })).toBeVisible();
  const detailed = await printed(page);
  for (const line of [`${product.name} [${product.code}]`, `${tape.name} [${tape.code}]`, 'Customer Walk-in Customer', 'Warehouse Main', 'Biller', 'Tax 10% Rs 4.00', 'Tax 8.875% Rs 1.78', 'Order tax (5%) Rs 3.29', 'Tax total Rs 9.07', 'Tendered Rs 100.00']) {
    expect(detailed.lines.some((printedLine) => printedLine.startsWith(squash(line))), detailed.text).toBe(true);
  }
  expect(detailed.lines.some((printedLine) => /^Cash·\S+Rs62\.07$/.test(printedLine)), detailed.text).toBe(true);

  await setFormat('Simple');
  await page.reload();
  await page.getByRole('button', { name: /Recent transaction/ }).click();
  await recent.getByRole('row', { name: new RegExp(reference) }).getByRole('button', { name: 'Reprint' }).click();
  await expect(page.getByRole('region', { name: `Receipt ${reference}` })).toBeVisible();
  const simple = await printed(page);
  for (const line of [`2 × ${product.name} Rs 44.00`, `2 × ${tape.name} Rs 21.78`, 'Grand Total Rs 62.07', 'Tax included Rs 9.07', 'Tendered Rs 100.00', 'Change Rs 37.93', `Exchanges within 7 days ${stamp}`]) expect(simple.lines, simple.text).toContain(squash(line));
  for (const absent of ['Tax 10%', 'Tax 8.875%', '2 × Rs 20.00', 'Customer']) expect(squash(simple.text)).not.toContain(squash(absent));

  expect(errors).toEqual([]);
});
