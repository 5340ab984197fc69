import { expect, test, type Page } from '@playwright/test';
import { newStaff, owner, ownerToken, signUpApprovedStaff } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';
import { pdfText } from './pdf-text';
import { bindBrowser } from './pos-till';

/**
 * A day at a new till (docs/tills-and-shifts.md): staff on a browser no till is bound to are told
 * whom to ask; the admin binds it and the shift opens with a float counted by notes; the cashier
 * sells cash, card and split, pays out, refunds a return at the till, reads the X report, closes
 * with a blind count that leaves a variance; the admin confirms it and the Z report prints (the
 * PDF's text read). A reload mid-sale restores the cart. Meanwhile a second till in another
 * warehouse sells at the same moment, in its own receipt series and from its own stock. The figures
 * are reckoned here by hand.
 */

const squash = (text: string) => text.replace(/\s+/g, '');
async function printedLines(page: Page): Promise<{ text: string; lines: string[] }> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ width: '80mm', height: '297mm', printBackground: false });
  await page.emulateMedia({ media: 'screen' });
  const text = pdfText(pdf);
  return { text, lines: text.split('\n').map(squash) };
}

/** window.print opens the browser's dialog; the journey counts the calls and prints to PDF itself. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    window.print = () => {
      const counted = window as unknown as { printCalls?: number };
      counted.printCalls = (counted.printCalls ?? 0) + 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { printCalls?: number }).printCalls ?? 0);
}

test('a day at a till: bound by the admin, a float by notes, cash, card and split sales, a second till selling at once, a pay-out, a refund at the till, the X report, a blind count short by 5.00 that the admin confirms, the Z report printed', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-5);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };

  // A product at 100.00 with stock in Main, and a new till on Main.
  const product = { name: `Day Kettle ${stamp}`, code: `DK${stamp}` };
  const category = `Day ${stamp}`;
  expect((await request.post('/api/categories', { headers, data: { name: category } })).status()).toBe(201);
  const created = await request.post('/api/products', {
    headers,
    data: { productType: 'Standard', productName: product.name, productCode: product.code, barcodeSymbology: 'Code 128', category, productUnit: 'Per PC', purchaseUnit: 'Piece', productCost: 60, productPrice: 100, productTax: 'No Tax', taxMethod: 'Exclusive' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const [main] = await (await request.get('/api/warehouses?q=Main', { headers })).json();
  expect((await request.post('/api/stock/adjustments', { headers, data: { productId: (await created.json())._id, warehouseId: main._id, mode: 'count', quantity: 20, reason: 'opening' } })).status()).toBe(201);
  const [biller] = await (await request.get('/api/billers', { headers })).json();
  const [account] = await (await request.get('/api/accounts?q=Cash', { headers })).json();
  const tillName = `Day Till ${stamp}`;
  const tillCode = `D${stamp}`;
  const madeTill = await request.post('/api/tills', { headers, data: { name: tillName, code: tillCode, warehouse: main._id, biller: biller._id, cashAccount: account._id } });
  expect(madeTill.status(), await madeTill.text()).toBe(201);

  // A second till in another warehouse, 5 kettles there, its shift open, and a browser of its own bound to it.
  const depot = await request.post('/api/warehouses', { headers, data: { name: `Day Depot ${stamp}` } });
  expect(depot.status(), await depot.text()).toBe(201);
  const depotId = (await depot.json())._id as string;
  expect((await request.post('/api/stock/adjustments', { headers, data: { productId: (await created.json())._id, warehouseId: depotId, mode: 'count', quantity: 5, reason: 'opening' } })).status()).toBe(201);
  const otherCode = `E${stamp}`;
  const otherTill = await request.post('/api/tills', { headers, data: { name: `Depot Till ${stamp}`, code: otherCode, warehouse: depotId, biller: biller._id, cashAccount: account._id } });
  expect(otherTill.status(), await otherTill.text()).toBe(201);
  expect((await request.post(`/api/tills/${(await otherTill.json())._id}/shifts`, { headers, data: { float: 0 } })).status()).toBe(201);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const otherErrors = failOnConsoleErrors(other);
  await bindBrowser(other, (await otherTill.json())._id);
  await logIn(other, owner);
  await other.goto('/POS');
  await expect(other.getByTestId('pos-till')).toHaveText(`Depot Till ${stamp} (${otherCode}) · Shift 1 · Day Depot ${stamp}`);

  // Staff on a browser bound to no till cannot sell, and are told whom to ask.
  const staff = newStaff('day');
  await signUpApprovedStaff(request, staff);
  const cashierContext = await browser.newContext();
  const cashier = await cashierContext.newPage();
  const cashierErrors = failOnConsoleErrors(cashier);
  await logIn(cashier, staff);
  await cashier.goto('/POS');
  await expect(cashier.getByRole('alert')).toContainText("Ask the shop's admin to sign in on this browser and choose its till on the POS.");
  await expect(cashier.getByLabel('Scan/Search product by name/code')).toHaveCount(0);

  // The admin binds this browser to the new till and opens its shift: a float of 1,500.00 counted by notes.
  const printCalls = await countPrints(page);
  await logIn(page, owner, '/POS');
  await page.getByRole('button', { name: new RegExp(`^${tillName}\\s*\\(\\s*${tillCode}\\s*\\)`) }).click();
  await expect(page.getByRole('heading', { name: `Open a shift at ${tillName}` })).toBeVisible();
  await page.getByLabel('Count by notes and coins').check();
  await page.getByLabel('Rs 500.00 ×').fill('2');
  await page.getByLabel('Rs 100.00 ×').fill('5');
  await expect(page.getByTestId('shift-float-total')).toHaveText('Float: Rs 1,500.00');
  await page.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByTestId('pos-till')).toHaveText(`${tillName} (${tillCode}) · Shift 1 · Main`);
  const bound = await page.evaluate(() => localStorage.getItem('shopdesk.pos.till'));
  expect(JSON.parse(bound!)).toEqual({ tillId: (await madeTill.json())._id });

  // The same browser for the cashier: the binding is the browser's, whoever signs in.
  await cashier.evaluate((value) => localStorage.setItem('shopdesk.pos.till', value), bound!);
  await cashier.reload();
  await expect(cashier.getByTestId('pos-till')).toHaveText(`${tillName} (${tillCode}) · Shift 1 · Main`);
  const search = cashier.getByLabel('Scan/Search product by name/code');
  const scan = async (times = 1) => {
    for (let done = 0; done < times; done += 1) {
      await search.fill(product.code);
      await search.press('Enter');
    }
    await expect(cashier.getByTestId('cart-row')).toHaveCount(1);
  };
  const dialog = cashier.getByRole('dialog', { name: 'Payment' });
  const method = (name: string) => dialog.getByRole('group', { name: 'Method' }).getByRole('button', { name, exact: true });
  const receipt = cashier.getByRole('region', { name: /^Receipt POS-/ });

  /** One kettle paid in cash at a till's browser, 200.00 handed over; answers the receipt. */
  const sellOneForCash = async (at: Page) => {
    const box = at.getByLabel('Scan/Search product by name/code');
    await box.fill(product.code);
    await box.press('Enter');
    await expect(at.getByTestId('cart-row')).toHaveCount(1);
    await at.keyboard.press('F2');
    const paying = at.getByRole('dialog', { name: 'Payment' });
    await paying.getByLabel('Amount received').fill('200');
    await paying.getByRole('button', { name: 'Pay Cash' }).click();
    const shown = at.getByRole('region', { name: /^Receipt POS-/ });
    await expect(shown).toBeVisible();
    return shown;
  };

  // Cash: 100.00, 200.00 handed over, while the depot's till sells a kettle at the same moment. Each
  // receipt names its till and takes the first number of the block its browser reserved
  // (docs/offline-till.md#the-till-in-the-browser): the depot's browser opened its till first and holds
  // 1 to 100; the admin's browser opened Till 1 before the cashier's, so it holds 1 to 100 and the
  // cashier's 101 to 200 (this journey's two browsers stand for one).
  const [first, depotReceipt] = await Promise.all([sellOneForCash(cashier), sellOneForCash(other)]);
  await expect(first.getByTestId('receipt-till')).toHaveText(tillName);
  await expect(first.getByTestId('receipt-reference')).toHaveText(`POS-${tillCode}-000101`);
  await expect(depotReceipt.getByTestId('receipt-till')).toHaveText(`Depot Till ${stamp}`);
  await expect(depotReceipt.getByTestId('receipt-reference')).toHaveText(`POS-${otherCode}-000001`);
  await otherContext.close();

  // Card: 100.00. The next scan closes the last receipt.
  await scan();
  await expect(receipt).toHaveCount(0);
  await cashier.keyboard.press('F3');
  await dialog.getByRole('button', { name: 'Pay Card' }).click();
  await expect(receipt.getByTestId('receipt-reference')).toHaveText(`POS-${tillCode}-000102`);

  // A reload mid-sale brings the cart back; then split: 200.00 as 50.00 cash and 150.00 card.
  await scan(2);
  await expect(cashier.getByTestId('grand-total')).toHaveText('Rs 200.00');
  await cashier.reload();
  await expect(cashier.getByText('Sale in progress restored.')).toBeVisible();
  await expect(cashier.getByTestId('grand-total')).toHaveText('Rs 200.00');
  await search.focus();
  await cashier.keyboard.press('F2');
  await dialog.getByLabel('Amount', { exact: true }).fill('50');
  await dialog.getByLabel('Amount received').fill('50');
  await dialog.getByRole('button', { name: 'Pay Cash' }).click();
  await method('Card').click();
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('150.00');
  await dialog.getByRole('button', { name: 'Pay Card' }).click();
  await expect(receipt.getByTestId('receipt-reference')).toHaveText(`POS-${tillCode}-000103`);

  // A pay-out of 20.00 with its reason.
  await cashier.getByRole('button', { name: 'Pay out' }).click();
  const cash = cashier.getByRole('dialog', { name: 'Pay out' });
  await cash.getByRole('button', { name: 'Record' }).click();
  await expect(cash.getByRole('alert')).toHaveText('Enter an amount greater than 0.');
  await cash.getByLabel('Amount').fill('20');
  await cash.getByLabel('Reason').fill('Milk for the staff room');
  await cash.getByRole('button', { name: 'Record' }).click();
  await expect(cashier.getByText('Pay-out recorded: Milk for the staff room.')).toBeVisible();

  // The first kettle comes back: returned at the till from Recent transaction, its 100.00 refunded in cash from the drawer.
  await cashier.getByRole('button', { name: 'Recent transaction' }).click();
  await cashier.getByRole('button', { name: `Return POS-${tillCode}-000101` }).click();
  const giving = cashier.getByRole('dialog', { name: 'Add Sale Return' });
  await expect(giving).toContainText(`POS-${tillCode}-000101`);
  await expect(giving).toContainText(`Refunded at ${tillName}, within its open shift.`);
  await giving.getByLabel(`Return quantity of ${product.name}`).fill('1');
  // A walk-in sale's paid goods are refunded whole, in cash, from the till's drawer.
  await expect(giving.getByLabel('Refund amount')).toHaveValue('100.00');
  await expect(giving.getByLabel('Refund method')).toHaveValue('Cash');
  await expect(giving.getByLabel('Refund from account')).toHaveValue(account._id);
  await cashier.screenshot({ path: 'test-results/pos-return-1280.png', fullPage: true });
  await cashier.setViewportSize({ width: 375, height: 812 });
  await cashier.screenshot({ path: 'test-results/pos-return-375.png', fullPage: true });
  await cashier.setViewportSize({ width: 1280, height: 720 });
  await giving.getByRole('button', { name: 'Save return' }).click();
  await expect(giving).toHaveCount(0);
  await expect(cashier.getByText(new RegExp(`^Return RS-\\d+ of POS-${tillCode}-000101 saved: 100\\.00 refunded\\.$`))).toBeVisible();

  // X report: float 1,500.00 + cash 100.00 + 50.00 − the cash refund 100.00 − pay-out 20.00 = 1,530.00 expected.
  await cashier.getByRole('button', { name: 'X report' }).click();
  const x = cashier.getByRole('dialog', { name: 'X report' });
  await expect(x.getByTestId('shift-expected')).toHaveText('Rs 1,530.00');
  await expect(x).toContainText('Sales (3)');
  await expect(x).toContainText('Rs 400.00');
  await expect(x).toContainText('Refunds (1)');
  await cashier.screenshot({ path: 'test-results/pos-x-report-after-refund.png', fullPage: true });
  await x.getByRole('button', { name: 'Close' }).click();

  // Closing: the count comes first, nothing expected is shown; 1,525.00 counted is 5.00 short.
  await cashier.getByRole('button', { name: 'Close shift' }).click();
  await expect(cashier.getByRole('heading', { name: `Close shift 1 at ${tillName}` })).toBeVisible();
  await expect(cashier.getByText('1,530.00')).toHaveCount(0);
  await cashier.getByLabel('Counted cash').fill('1525');
  await cashier.getByRole('button', { name: 'Close shift with this count' }).click();
  const z = cashier.getByRole('region', { name: `Z report, ${tillName} shift 1` });
  await expect(z.getByTestId('shift-expected')).toHaveText('Rs 1,530.00');
  await expect(z.getByTestId('shift-counted')).toHaveText('Rs 1,525.00');
  await expect(z.getByTestId('shift-variance')).toHaveText('-Rs 5.00 (short)');
  // Above the threshold (0.00 when the shop has set none): staff cannot confirm it; an admin must.
  await expect(z.getByTestId('shift-status')).toHaveText('Awaiting an admin');
  await expect(cashier.getByRole('button', { name: 'Confirm count' })).toHaveCount(0);
  // The Z report in print media, as staff see it before an admin confirms it.
  await cashier.emulateMedia({ media: 'print' });
  await cashier.screenshot({ path: 'test-results/z-report-print-staff.png', fullPage: true });
  await cashier.emulateMedia({ media: 'screen' });
  await cashierContext.close();

  // The admin's POS offers the waiting count; confirming posts the variance and closes the shift.
  await page.reload();
  await page.getByRole('button', { name: 'Review and confirm shift 1' }).click();
  await page.getByRole('button', { name: 'Confirm count' }).click();
  const confirmedZ = page.getByRole('region', { name: `Z report, ${tillName} shift 1` });
  await expect(confirmedZ.getByTestId('shift-status')).toHaveText('Closed');
  await confirmedZ.getByRole('button', { name: 'Print' }).click();
  await expect.poll(printCalls).toBe(1);

  // The Z report prints alone, through the receipts' print path.
  const z1 = await printedLines(page);
  for (const line of ['Z report', `Till ${tillName} (${tillCode})`, 'Shift 1', 'Sales (3) Rs 400.00', 'Cash (2) Rs 150.00', 'Card (2) Rs 250.00', 'Refunds (1) Rs 100.00', 'Cash refunds Rs 100.00', 'Pay-outs (1) Rs 20.00', 'Float Rs 1,500.00', 'Expected cash Rs 1,530.00', 'Counted cash Rs 1,525.00', 'Variance -Rs 5.00 (short)', 'Status Closed']) {
    expect(z1.lines, z1.text).toContain(squash(line));
  }
  for (const absent of ['Open the next shift', 'Scan/Search', 'Dashboard']) expect(squash(z1.text)).not.toContain(squash(absent));
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: 'test-results/z-report-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The Shift Report lists the shift with its count and variance.
  const shifts = await (await request.get(`/api/shifts?till=${(await madeTill.json())._id}`, { headers })).json();
  expect(shifts.map((row: { number: number; status: string; float: number; expectedCash: number; counted: number; variance: number }) => [row.number, row.status, row.float, row.expectedCash, row.counted, row.variance])).toEqual([[1, 'closed', 1500, 1530, 1525, -5]]);

  // Each till sold from its own warehouse: Main 20 − 4 sold + 1 returned to stock, the depot 5 − 1.
  const stock = await (await request.get(`/api/products/${(await created.json())._id}/stock-history`, { headers })).json();
  const onHand = Object.fromEntries(stock.warehouses.map((row: { warehouseId: string; onHand: number }) => [row.warehouseId, row.onHand]));
  expect([onHand[main._id], onHand[depotId]]).toEqual([17, 4]);
  expect(errors).toEqual([]);
  expect(cashierErrors).toEqual([]);
  expect(otherErrors).toEqual([]);
});
