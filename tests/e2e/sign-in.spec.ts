import { expect, test } from '@playwright/test';
import { approveStaff, newStaff, owner } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';

test('a new staff member signs up, waits for approval, logs in, is greeted and logs out', async ({ page, request }) => {
  const errors = failOnConsoleErrors(page);
  const staff = newStaff('signup');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'SignUp' })).toBeVisible();

  // An empty field sends nothing and says so.
  await page.getByRole('button', { name: 'Signup' }).click();
  await expect(page.getByText('please Enter credentials first')).toBeVisible();

  await page.getByLabel('Name').fill(staff.name);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Signup' }).click();
  // A later sign-up is staff waiting for approval, and says so (docs/api.md: the same words whether or not the email had an account).
  await expect(page.getByText('Sign-up received. A new account can log in once an admin approves it.')).toBeVisible();
  // docs/screens.md#toasts-and-timings: the login screen follows after 1 s.
  await expect(page).toHaveURL(/\/login$/, { timeout: 3000 });

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('please Enter credentials first')).toBeVisible();

  await page.getByLabel('Email').fill(staff.email.toUpperCase());
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText("Your account is waiting for approval by the shop's admin.")).toBeVisible();
  await approveStaff(request, staff);

  const signedInAt = Date.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login successful.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 4000 });
  // docs/decisions/001-login-goes-to-dashboard.md: the dashboard opens after about 1.2 s.
  expect(Date.now() - signedInAt).toBeGreaterThanOrEqual(1100);
  await expect(page.getByRole('heading', { name: `Welcome Mr : ${staff.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu: Staff' })).toBeVisible();

  const stored = await page.evaluate(() => ({ ...localStorage }));
  // The session, and the person's language so a reload opens in it (docs/i18n.md); never the password.
  expect(Object.keys(stored).sort()).toEqual(['language', 'loggedIn', 'token']);
  expect(JSON.stringify(stored)).not.toContain(staff.password);

  await page.getByRole('button', { name: 'Account menu: Staff' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 3000 });
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(errors).toEqual([]);
});

test('a taken email is not told apart from a new one, and a wrong password is refused with the server\'s message', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill('another-pass-1');
  await page.getByRole('button', { name: 'Signup' }).click();
  // docs/api.md: a sign-up answers the same whether or not the email has an account, and nothing changes.
  await expect(page.getByText('Sign-up received. A new account can log in once an admin approves it.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 3000 });

  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the access rule sends signed-out visitors to /login and signed-in users to /dashboard', async ({ page }) => {
  await page.goto('/product/list');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, owner);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/POS');
  await expect(page.getByRole('heading', { name: 'POS' })).toBeVisible();
});

test('the owner uses the sidebar groups and the account menu', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await logIn(page, owner);
  const sidebar = page.getByRole('complementary', { name: 'Main menu' });
  await sidebar.getByRole('button', { name: 'Purchase' }).click();
  await expect(sidebar.getByRole('link', { name: 'Import CSV' })).toHaveAttribute('href', '/purchase/import');
  await sidebar.getByRole('button', { name: 'Reports' }).click();
  // One group at a time.
  await expect(sidebar.getByRole('button', { name: 'Purchase' })).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', { name: 'Payment Report' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Payment Report' }).click();
  await expect(page).toHaveURL(/\/reports\/payment$/);
  await expect(page.getByRole('heading', { name: 'Payment Report' })).toBeVisible();
  // Clicking the open group closes it.
  await sidebar.getByRole('button', { name: 'Reports' }).click();
  await expect(sidebar.getByRole('link', { name: 'Payment Report' })).toHaveCount(0);

  const account = page.getByRole('button', { name: 'Account menu: Admin' });
  await account.click();
  await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
  await account.click();
  await expect(page.getByRole('menu', { name: 'Account' })).toHaveCount(0);
  await account.click();
  await page.getByRole('main').click();
  await expect(page.getByRole('menu', { name: 'Account' })).toHaveCount(0);
  await account.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Account' })).toHaveCount(0);
  await account.click();
  await page.getByRole('menuitem', { name: 'My Transactions' }).click();
  await expect(page).toHaveURL(/\/mytransactions$/);

  await page.getByRole('button', { name: 'Notifications' }).click();
  // The low-stock list itself: tests/views/layout/first-minutes.test.tsx and tests/server/first-minutes.test.ts.
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText(/in stock, alert at|No product is at or below its alert quantity\./);
  await page.getByRole('link', { name: 'POS', exact: true }).click();
  await expect(page).toHaveURL(/\/POS$/);
  expect(errors).toEqual([]);
});

test('a session revoked on the server sends the user back to /login with a message', async ({ page, request }) => {
  await logIn(page, owner);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const revoked = await request.post('/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(revoked.status()).toBe(200);
  // The toast lives 3 s (docs/screens.md#toasts-and-timings); on a busy machine the page may take
  // longer than that to settle, so the journey watches every frame from the reload on for it.
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.body?.innerText.includes('Your session has ended. Please log in again.'), null, { polling: 'raf', timeout: 15_000 });
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('pages carry the security headers and unknown assets are a 404', async ({ request }) => {
  const page = await request.get('/login');
  expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect((await request.get('/assets/missing.js')).status()).toBe(404);
});
