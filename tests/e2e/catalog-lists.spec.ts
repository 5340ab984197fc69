import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { owner } from './accounts';
import { failOnConsoleErrors, logIn, searchProducts } from './journey-helpers';

/** A bearer token for the owner, to set up the shop through the API as a data import would. */
async function apiToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/auth/login', { data: { email: owner.email, password: owner.password } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).jwtToken;
}

/** Sixty products of their own category, with codes no other journey uses. */
async function createSixtyProducts(request: APIRequestContext, stamp: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const category = `Lists ${stamp}`;
  expect((await request.post('/api/categories', { headers, data: { name: category } })).status()).toBe(201);
  for (let n = 1; n <= 60; n += 1) {
    const number = String(n).padStart(2, '0');
    const created = await request.post('/api/products', {
      headers,
      data: {
        productType: 'Standard',
        productName: n === 7 ? `=HYPERLINK("http://evil.example") ${stamp}` : `Listed ${number} ${stamp}`,
        productCode: `LS${stamp}-${number}`,
        barcodeSymbology: 'Code 128',
        category,
        productUnit: 'Per PC',
        purchaseUnit: 'Piece',
        productCost: 80 + n,
        productPrice: 100 + n,
        productTax: 'No Tax',
        alertQuantity: 3,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return { headers, category };
}

const showing = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ results$/);

test.describe.configure({ mode: 'serial' });

test('product list: pages through 60 products at each page size, finds one by code, exports them as CSV and deletes selected rows', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const { headers } = await createSixtyProducts(request, stamp);

  await logIn(page, owner, '/product/list');
  await expect(page.getByRole('heading', { name: 'Product List' })).toBeVisible();
  await searchProducts(page, `LS${stamp}`);
  await expect(showing(page)).toHaveText('Showing 1 to 10 of 60 results');

  const next = page.getByRole('button', { name: 'Next' });
  const previous = page.getByRole('button', { name: 'Previous' });
  const table = page.getByRole('table', { name: 'Product List' });
  for (const size of [10, 25, 50]) {
    await page.getByRole('combobox').selectOption(String(size));
    const seen = new Set<string>();
    for (let first = 1; first <= 60; first += size) {
      const last = Math.min(first + size - 1, 60);
      await expect(showing(page)).toHaveText(`Showing ${first} to ${last} of 60 results`);
      await expect(table).toHaveAttribute('aria-busy', 'false');
      await expect(table.locator('tbody tr')).toHaveCount(last - first + 1);
      for (const code of await table.locator('tbody tr td:nth-child(4)').allTextContents()) seen.add(code);
      if (last < 60) await next.click();
    }
    // Every product once, on exactly one page.
    expect(seen.size).toBe(60);
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(showing(page)).toHaveText(`Showing ${Math.floor(59 / size) * size - size + 1} to ${Math.floor(59 / size) * size} of 60 results`);
  }

  // Search by code.
  await page.getByRole('combobox').selectOption('10');
  await searchProducts(page, `LS${stamp}-37`);
  await expect(showing(page)).toHaveText('Showing 1 to 1 of 1 results');
  await expect(table.locator('tbody tr td:nth-child(3)')).toHaveText([`Listed 37 ${stamp}`]);
  await searchProducts(page, `no such code ${stamp}`);
  await expect(page.getByText('No products found matching your search.')).toBeVisible();

  // CSV of the whole filtered list, not the page.
  await searchProducts(page, `LS${stamp}`);
  await expect(showing(page)).toHaveText('Showing 1 to 10 of 60 results');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
  const [header, ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  expect(header).toEqual(['Name', 'Code', 'Brand', 'Category', 'Quantity', 'Unit', 'Price']);
  expect(rows.length).toBe(60);
  expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(Array.from({ length: 60 }, (_, index) => `LS${stamp}-${String(index + 1).padStart(2, '0')}`)));
  const listed37 = rows.find((row) => row[1] === `LS${stamp}-37`)!;
  expect(listed37).toEqual([`Listed 37 ${stamp}`, `LS${stamp}-37`, '', `Lists ${stamp}`, '0', 'Per PC', '137.00']);
  // docs/decisions/003-lists-page-and-export.md: a formula in a name reaches the sheet as text.
  expect(rows.find((row) => row[1] === `LS${stamp}-07`)![0]).toBe(`'=HYPERLINK("http://evil.example") ${stamp}`);
  await expect(page.getByText('Exported 60 products to CSV.')).toBeVisible();

  // Delete three selected rows with one confirmation.
  const firstRows = table.locator('tbody tr');
  const names = (await firstRows.locator('td:nth-child(3)').allTextContents()).slice(0, 3);
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Delete 3 selected' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 3 products' });
  await expect(dialog).toContainText('Are you sure you want to delete these 3 products');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(showing(page)).toHaveText('Showing 1 to 10 of 57 results');
  for (const name of names) await expect(table.getByText(name, { exact: true })).toHaveCount(0);
  const left = await request.get(`/api/products?q=LS${stamp}&page=1&pageSize=10`, { headers });
  expect(left.headers()['x-total-count']).toBe('57');

  expect(errors).toEqual([]);
});

test('category, product, brand, unit and tax lists fit a desktop and a phone', async ({ page }) => {
  await logIn(page, owner);
  const screens = [
    ['/product/category', 'Category'],
    ['/product/list', 'Product List'],
    ['/settings/brand', 'Brand List'],
    ['/settings/unit', 'Unit List'],
    ['/settings/tax', 'Tax List'],
  ] as const;
  for (const [width, height] of [
    [1280, 800],
    [375, 740],
  ]) {
    await page.setViewportSize({ width, height });
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(showing(page)).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      // The page itself never scrolls sideways; a wide table scrolls inside its card.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/screens/${path.slice(1).replaceAll('/', '-')}-${width}.png`, fullPage: true });
    }
  }
});
