import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newStaff, ownerToken, signUpApprovedStaff } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';
import { pdfText } from './pdf-text';
import { sellAt } from './pos-till';

/*
 * Urdu on paper and in files (docs/i18n.md, docs/right-to-left.md): a cashier who reads Urdu sells at the POS and
 * prints the receipt, exports a report to PDF and CSV, and the screens they use are clean for axe right to left.
 * A staff member of its own, so no other journey meets Urdu.
 */

/**
 * A PDF's text in reading order: jsPDF writes each Urdu run as shaped letters in the order they are seen
 * (src/machines/common/pdf-export.ts), so a run of Arabic letters is read back from the right and its
 * presentation forms folded into the letters they are (NFKC).
 */
const readingOrder = (line: string) =>
  line.replace(/[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF][\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF\s]*[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]|[\uFB50-\uFDFF\uFE70-\uFEFF]/g, (run) => [...run].reverse().join('').normalize('NFKC'));

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('in Urdu: a sale’s receipt prints in Urdu, a report exports to PDF and CSV in Urdu, and axe finds nothing serious', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const [main] = await (await request.get('/api/warehouses?q=Main', { headers })).json();
  const category = `Urdu ${stamp}`;
  expect((await request.post('/api/categories', { headers, data: { name: category } })).status()).toBe(201);
  const tax = `GST ${stamp}`;
  expect((await request.post('/api/taxes', { headers, data: { name: tax, rate: 10 } })).status()).toBe(201);
  const product = { name: `Tea ${stamp}`, code: `TU${stamp}` };
  const created = await request.post('/api/products', {
    headers,
    data: { productType: 'Standard', productName: product.name, productCode: product.code, barcodeSymbology: 'Code 128', category, productUnit: 'Per PC', purchaseUnit: 'Piece', productCost: 5, productPrice: 12.5, productTax: tax, taxMethod: 'Exclusive' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const stocked = await request.post('/api/stock/adjustments', { headers, data: { productId: (await created.json())._id, warehouseId: main._id, mode: 'count', quantity: 10, reason: 'opening' } });
  expect(stocked.status(), await stocked.text()).toBe(201);

  const cashier = newStaff('urdu-print');
  await signUpApprovedStaff(request, cashier);
  const login = await (await request.post('/auth/login', { data: { email: cashier.email, password: cashier.password } })).json();
  expect((await request.put('/api/me/language', { headers: { Authorization: `Bearer ${login.jwtToken}` }, data: { language: 'ur' } })).status()).toBe(200);

  await page.addInitScript(() => {
    window.print = () => {
      const counted = window as unknown as { printCalls?: number };
      counted.printCalls = (counted.printCalls ?? 0) + 1;
    };
  });
  await sellAt(page, request);
  await logIn(page, cashier);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await seriousViolations(page), '/dashboard').toEqual([]);

  // The POS, in Urdu: a sale of 2 at 12.50 with 10 % tax, 27.50, paid with 30.00 in cash.
  await page.goto('/POS');
  const search = page.locator('#pos-search');
  await search.fill(product.code);
  await search.press('Enter');
  await search.fill(product.code);
  await search.press('Enter');
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), '/POS').toEqual([]);
  await search.focus();
  await page.keyboard.press('F2');
  const dialog = page.getByRole('dialog');
  const received = dialog.locator('#payment-received');
  await received.fill('30');
  await received.press('Enter');
  const receipt = page.locator('[data-receipt]');
  await expect(receipt).toBeVisible();
  const reference = (await receipt.getByTestId('receipt-reference').textContent())!;
  expect(reference).toMatch(/^POS-/);
  await expect(receipt).toHaveAttribute('aria-label', `رسید ${reference}`);

  // The receipt as Chromium prints it: Urdu words in Noto Naskh Arabic, the amounts and codes left to right.
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: 'test-results/urdu-receipt-print.png', fullPage: true });
  expect(await receipt.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Noto Naskh Arabic"/);
  expect(await receipt.getByTestId('receipt-grand-total').evaluate((element) => getComputedStyle(element).direction === 'rtl' && getComputedStyle(element).unicodeBidi)).toBe('plaintext');
  const pdf = await page.pdf({ width: '80mm', height: '297mm', printBackground: false });
  await page.emulateMedia({ media: 'screen' });
  // Chromium's PDF maps a shaped Urdu glyph back to a letter only now and then (joined forms and ligatures have
  // no ToUnicode entry of their own), so the printed text is read for its figures, codes and names, for Urdu
  // letters, and for no English word; the words themselves are read from the receipt as printed.
  const printed = pdfText(pdf).replace(/\s+/g, '');
  for (const figures of [reference, product.name.replace(/\s+/g, ''), '2×Rs12.50', 'Rs27.50', 'Rs30.00', 'Rs2.50', '10%']) expect(printed, pdfText(pdf)).toContain(figures);
  expect(printed).toMatch(/[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]{2}/);
  expect(printed).not.toMatch(/Receipt|Cashier|Items|GrandTotal|Taxtotal|Cash|Tendered|Change|Thank/);
  await page.emulateMedia({ media: 'print' });
  const shown = (await receipt.innerText()).replace(/[\s\u2066-\u2069]+/g, '');
  for (const words of ['رسید', 'کیشیئر', 'اشیاء', 'کلمیزان', 'کلٹیکس', 'کیشRs27.50', 'وصولشدہ', 'بقایا', 'شکریہ!', 'ٹیکس10%']) expect(shown).toContain(words);
  await page.emulateMedia({ media: 'screen' });

  // A report in Urdu, exported to PDF and to CSV: its title and column titles in Urdu.
  await page.goto('/reports/sales');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sale Report');
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const columnTitles = (await page.getByRole('table', { name: title }).getByRole('columnheader').allTextContents()).map((text) => text.replace(/[▲▼]/g, '').trim()).filter(Boolean);
  // The shop's other journeys sell more than a page of products this month: the report is searched for this one,
  // and exports what it shows. Read while the other shop's journeys run beside it: seconds on two busy cores.
  await page.getByRole('searchbox').fill(product.code);
  // The chart's canvas draws its figures left to right once drawn ('-50,000', not '50,000-'; docs/right-to-left.md).
  await expect(page.locator('canvas').first()).toHaveCSS('direction', 'ltr');
  await expect(page.getByRole('row').filter({ hasText: product.name })).toBeVisible({ timeout: 15_000 });
  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF', exact: true }).click()]);
  await pdfDownload.saveAs('test-results/urdu-report.pdf');
  const report = readFileSync('test-results/urdu-report.pdf');
  const reportText = pdfText(report).split('\n').map(readingOrder).join('\n');
  expect(reportText).toContain(title);
  for (const column of columnTitles.filter((text) => /[\u0600-\u06FF]/.test(text))) expect(reportText).toContain(column);
  expect(reportText).toContain(product.name);
  expect(reportText).toMatch(/قطار/);
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV', exact: true }).click()]);
  const csv = readFileSync((await csvDownload.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [headerRow, ...rows] = csv.toString('utf8').slice(1).trim().split('\r\n');
  expect(headerRow!.split(',')).toEqual(columnTitles.filter((text) => /[\u0600-\u06FF]/.test(text)).slice(0, headerRow!.split(',').length));
  expect(rows.some((row) => row.startsWith(`${product.name},${product.code},25.00,2,`))).toBe(true);

  // A list and a form, right to left.
  for (const path of ['/product/list', '/product/add']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
  expect(errors).toEqual([]);
});
