import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { owner } from './accounts';
import { failOnConsoleErrors, logIn, searchList } from './journey-helpers';

// An 8 × 8 red PNG: a real image by its bytes, as POST /api/upload checks.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4YWODFTEMLQkAZZlQAVIPr1MAAAAASUVORK5CYII=', 'base64');

async function apiHeaders(request: APIRequestContext) {
  const answer = await request.post('/auth/login', { data: { email: owner.email, password: owner.password } });
  expect(answer.ok()).toBe(true);
  return { Authorization: `Bearer ${(await answer.json()).jwtToken}` };
}

/** A form field by its label, with or without the * that marks it required. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

async function expectToast(page: Page, message: string) {
  await expect(page.locator('[data-sonner-toaster]').getByText(message, { exact: true })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('adds a product with an image, finds it by code and changes its price on the edit screen', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  await logIn(page, owner);

  // The category the product goes in, added through its own form.
  await page.goto('/product/category/add');
  await field(page, 'Category Name').fill(`Laptops ${stamp}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Category added successfully!');
  await expect(page).toHaveURL(/\/product\/category$/);

  await page.goto('/product/add');
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();
  // docs/screens.md#products: a submit with empty required fields says so under each one and sends nothing.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(await page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(6);

  await field(page, 'Product Name').fill(`Latitude ${stamp}`);
  await page.getByRole('button', { name: 'Generate an unused product code' }).click();
  const codeField = field(page, 'Product Code');
  await expect(codeField).not.toHaveValue('');
  const code = await codeField.inputValue();
  await expect(page.getByRole('img', { name: `Code 128 barcode of ${code}` })).toBeVisible();
  await field(page, 'Category').selectOption({ label: `Laptops ${stamp}` });
  await field(page, 'Product Unit').selectOption({ label: 'Per PC' });
  await field(page, 'Purchase Unit').selectOption({ label: 'Piece' });
  await field(page, 'Product Cost').fill('15000');
  await field(page, 'Product Price').fill('18500');
  await field(page, 'Featured product will be displayed in POS').check();
  await page.getByTestId('image-drop-zone').locator('input[type=file]').setInputFiles({ name: 'latitude.png', mimeType: 'image/png', buffer: PNG });
  await expectToast(page, 'Image uploaded successfully!');
  await expect(page.getByRole('img', { name: 'Product Image preview' })).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{64}\.png$/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Form submitted successfully!');
  // docs/screens.md#products: the add form empties for the next product.
  await expect(field(page, 'Product Name')).toHaveValue('');
  await expect(page.getByRole('img', { name: 'Product Image preview' })).toHaveCount(0);

  // Found by its code, with its image.
  const headers = await apiHeaders(request);
  const found = await (await request.get(`/api/products?q=${encodeURIComponent(code)}`, { headers })).json();
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ productName: `Latitude ${stamp}`, productCode: code, productPrice: 18500, featured: true, category: `Laptops ${stamp}` });
  expect(found[0].image).toMatch(/^\/uploads\//);

  // The same code again is refused under the field.
  await field(page, 'Product Name').fill(`Copy ${stamp}`);
  await codeField.fill(code);
  await field(page, 'Category').selectOption({ label: `Laptops ${stamp}` });
  await field(page, 'Product Unit').selectOption({ label: 'Per PC' });
  await field(page, 'Purchase Unit').selectOption({ label: 'Piece' });
  await field(page, 'Product Cost').fill('1');
  await field(page, 'Product Price').fill('2');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('#field-productCode-error')).toBeVisible();

  await page.goto(`/product/edit/${found[0]._id}`);
  await expect(field(page, 'Product Name')).toHaveValue(`Latitude ${stamp}`);
  await expect(page.getByRole('img', { name: 'Product Image preview' })).toBeVisible();
  await field(page, 'Product Price').fill('17999.50');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Form submitted!');
  await expect(page).toHaveURL(/\/product\/list$/);
  const changed = await (await request.get(`/api/products/${found[0]._id}`, { headers })).json();
  expect(changed.productPrice).toBe(17999.5);
  expect(errors).toEqual([]);
});

test('adds, renames and deletes a brand', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  await logIn(page, owner, '/settings/brand');
  await page.getByRole('link', { name: /Add Brand/ }).click();
  await expect(page).toHaveURL(/\/settings\/brand\/add$/);
  await field(page, 'Brand Name').fill(`Zenith ${stamp}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Brand added successfully!');
  await expect(page).toHaveURL(/\/settings\/brand$/);

  await searchList(page, page.getByRole('searchbox'), `Zenith ${stamp}`);
  await page.getByRole('button', { name: `Action for Zenith ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(field(page, 'Brand Name')).toHaveValue(`Zenith ${stamp}`);
  await field(page, 'Brand Name').fill(`Zenith Pro ${stamp}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectToast(page, 'Brand updated successfully!');
  await expect(page).toHaveURL(/\/settings\/brand$/);

  await searchList(page, page.getByRole('searchbox'), `Zenith Pro ${stamp}`);
  await page.getByRole('button', { name: `Action for Zenith Pro ${stamp}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: `Action for Zenith Pro ${stamp}` })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the catalog forms fit a desktop and a phone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = await apiHeaders(request);
  // A product of its own, with variants and warehouse prices, so the edit screen shows its sections filled.
  const stamp = String(Date.now()).slice(-7);
  expect((await request.post('/api/categories', { headers, data: { name: `Shots ${stamp}` } })).status()).toBe(201);
  const created = await request.post('/api/products', {
    headers,
    data: {
      productType: 'Standard',
      productName: `Inspiron 15 ${stamp}`,
      productCode: `590123412345`,
      barcodeSymbology: 'EAN-13',
      category: `Shots ${stamp}`,
      productUnit: 'Per PC',
      purchaseUnit: 'Piece',
      productCost: 15000,
      productPrice: 18500,
      productTax: 'No Tax',
      hasWarehousePrice: true,
      warehousePrices: { Main: 18000 },
      hasVariant: true,
      variantString: '8 GB, 16 GB',
      hasPromotion: true,
      promotionPrice: 17500,
      promotionStart: '2025-08-01',
      promotionEnd: '2025-08-31',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = await created.json();
  await logIn(page, owner);
  const forms = ['/product/add', `/product/edit/${product._id}`, `/product/labels/${product._id}`, '/product/category/add', '/settings/brand/add', '/settings/unit/add', '/settings/tax/add'];
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of forms) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: /Submit|Print/ })).toBeVisible();
      if (path.startsWith('/product/add')) await page.getByRole('button', { name: 'Submit' }).click();
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/screens/form-${path.slice(1).split('/').slice(0, 2).join('-')}${path.includes('/edit/') ? '-edit' : ''}-${width}.png`, fullPage: true });
    }
  }
});
