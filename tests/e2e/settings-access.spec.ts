import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newStaff, owner, ownerToken, signUpApprovedStaff } from './accounts';
import { logIn, searchList, searchProducts } from './journey-helpers';

// A 1×1 PNG: the logo General Setting requires.
const pixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M/wHwAEBgIApD5fRAAAAABJRU5ErkJggg==', 'base64');

async function putSettings(request: APIRequestContext, token: string, changes: Record<string, string>) {
  const current = await (await request.get('/api/settings', { headers: { authorization: `Bearer ${token}` } })).json();
  let logo = current.systemLogo;
  if (!logo) {
    const upload = await request.post('/api/upload', { headers: { authorization: `Bearer ${token}` }, multipart: { image: { name: 'logo.png', mimeType: 'image/png', buffer: pixelPng } } });
    logo = (await upload.json()).url;
  }
  const body = { systemTitle: current.systemTitle, systemLogo: logo, currency: current.currency, currencyPosition: current.currencyPosition, timeZone: current.timeZone, staffAccess: current.staffAccess, invoiceFormat: current.invoiceFormat, dateFormat: current.dateFormat, developedBy: current.developedBy, ...changes };
  const response = await request.put('/api/settings', { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(response.status()).toBe(200);
}

const shopDefaults = { currency: 'Pakistani Rupee', currencyPosition: 'Prefix', staffAccess: 'All Records', systemTitle: 'ShopDesk' };

async function logOut(page: Page, role: 'Admin' | 'Staff') {
  await page.getByRole('button', { name: `Account menu: ${role}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 3000 });
}

test('the owner switches to US Dollar as a suffix and the product list shows prices that way at once', async ({ page, request }) => {
  const token = await ownerToken(request);
  const auth = { authorization: `Bearer ${token}` };
  await request.post('/api/categories', { headers: auth, data: { name: 'Settings Journey' } });
  const product = await request.post('/api/products', {
    headers: auth,
    data: { productName: 'Currency Test Cable', productCode: `CUR-${Date.now()}`, barcodeSymbology: 'Code 128', category: 'Settings Journey', productUnit: 'Piece', purchaseUnit: 'Piece', productCost: 8, productPrice: 1234.5, productTax: 'No Tax', productType: 'Standard' },
  });
  expect(product.status()).toBe(201);
  const code = (await product.json()).productCode;
  try {
    await logIn(page, owner, '/product/list');
    await searchProducts(page, code);
    await expect(page.getByRole('cell', { name: 'Rs\u00a01,234.50' })).toBeVisible();

    await page.goto('/settings/general');
    await page.getByRole('combobox', { name: 'Currency', exact: true }).selectOption('US Dollar');
    await page.getByRole('combobox', { name: 'Currency Position' }).selectOption('Suffix');
    await page.getByRole('textbox', { name: 'System Title' }).fill('Karachi Electronics');
    await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pixelPng });
    await expect(page.getByText('Image uploaded successfully!')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    // The top bar follows at once, without a reload.
    await expect(page.getByRole('complementary', { name: 'Main menu' }).getByText('Karachi Electronics')).toBeVisible();

    await page.getByRole('complementary', { name: 'Main menu' }).getByRole('button', { name: 'Product' }).click();
    await page.getByRole('link', { name: 'Product List' }).click();
    await searchProducts(page, code);
    await expect(page.getByRole('cell', { name: '1,234.50\u00a0$' })).toBeVisible();

    // It persists: a reload reads it back from the server.
    await page.reload();
    await searchProducts(page, code);
    await expect(page.getByRole('cell', { name: '1,234.50\u00a0$' })).toBeVisible();
  } finally {
    await putSettings(request, token, shopDefaults);
  }
});

test('a staff member renames themself, changes the password, and logs in with the new one', async ({ page, request }) => {
  const staff = newStaff('password');
  await signUpApprovedStaff(request, staff);
  await logIn(page, staff);
  await page.getByRole('button', { name: 'Account menu: Staff' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/Profile$/);

  const profile = page.getByRole('form', { name: 'Update User Profile' });
  await profile.getByLabel('UserName').fill('Bilal Siddiqui');
  await profile.getByLabel('Phone Number').fill('+92 300 1234567');
  await profile.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Profile updated.')).toBeVisible();

  const password = page.getByRole('form', { name: 'Change Password' });
  await password.getByLabel('Current Password').fill(staff.password);
  await password.getByLabel('New Password').fill('a-brand-new-pass');
  await password.getByLabel('Confirm Password').fill('a-brand-new-pasz');
  await password.getByRole('button', { name: 'Submit' }).click();
  await expect(password.getByText('New Password and Confirm Password do not match.')).toBeVisible();
  await password.getByLabel('Confirm Password').fill('a-brand-new-pass');
  await password.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password changed. Your other sessions have been signed out.')).toBeVisible();
  await expect(password.getByLabel('Current Password')).toHaveValue('');

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome Mr : Bilal Siddiqui' })).toBeVisible();
  await logOut(page, 'Staff');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await logIn(page, { email: staff.email, password: 'a-brand-new-pass' });
  await expect(page.getByRole('heading', { name: 'Welcome Mr : Bilal Siddiqui' })).toBeVisible();
});

test('a Limited Access staff member sees only the POS and sales, and the server refuses the rest', async ({ page, request }) => {
  const staff = newStaff('limited');
  await signUpApprovedStaff(request, staff);
  const token = await ownerToken(request);
  await putSettings(request, token, { staffAccess: 'Limited Access' });
  try {
    await logIn(page, staff);
    const sidebar = page.getByRole('complementary', { name: 'Main menu' });
    await expect(sidebar.getByRole('button', { name: 'Sale' })).toBeVisible();
    for (const hidden of ['Product', 'Purchase', 'Return', 'Accounting', 'Customer', 'Reports', 'Settings']) {
      await expect(sidebar.getByRole('button', { name: hidden, exact: true })).toHaveCount(0);
    }
    await sidebar.getByRole('button', { name: 'Sale' }).click();
    await expect(sidebar.getByRole('link', { name: 'POS' })).toBeVisible();
    await page.goto('/settings/users');
    await expect(page.getByText('Only an admin can do this.')).toBeVisible();
    // The catalog may be read (the POS needs it) but not changed: the form is not offered, and the server refuses a write.
    await page.goto('/product/category/add');
    await expect(page.getByText('Your access is limited to the POS and sales. Ask an admin for more.').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Category Name' })).toHaveCount(0);
    const staffToken = await page.evaluate(() => localStorage.getItem('token'));
    expect((await request.post('/api/categories', { headers: { authorization: `Bearer ${staffToken}` }, data: { name: 'Not Allowed' } })).status()).toBe(403);
  } finally {
    await putSettings(request, token, shopDefaults);
  }
});

test('the owner makes a staff member admin after a question', async ({ page, request }) => {
  const staff = newStaff('promote');
  await signUpApprovedStaff(request, staff);
  await logIn(page, owner, '/settings/users');
  await searchList(page, page.getByPlaceholder('Search users...'), staff.email);
  await page.getByRole('button', { name: `Action for ${staff.name}` }).click();
  await page.getByRole('menuitem', { name: 'Make admin' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Make ${staff.name} an admin? They will be signed out and must log in again.`);
  await page.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByText(`${staff.name} is now an admin.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(staff.email) }).getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
});
