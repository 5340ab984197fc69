import { expect, test } from '@playwright/test';
import { newStaff, signUpApprovedStaff } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';

/*
 * Each person's language (docs/i18n.md): chosen from the top bar's Language menu, stored with the account,
 * kept on reload and at the next sign-in; the login screen follows the browser's language until then.
 * A staff member of its own, so no other journey meets Urdu.
 */
test('a cashier switches to Urdu from the Language menu: the page reads right to left, and a reload keeps it', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = failOnConsoleErrors(page);
  const cashier = newStaff('urdu');
  await signUpApprovedStaff(request, cashier);
  await logIn(page, cashier);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'اردو' }).click();
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(html).toHaveAttribute('dir', 'rtl');
  const sidebar = page.getByRole('complementary', { name: 'مرکزی مینو' });
  await expect(sidebar.getByRole('link', { name: 'ڈیش بورڈ' })).toBeVisible();
  await expect(page).toHaveTitle(/^ڈیش بورڈ · /);
  // Urdu is drawn in the font served from our own origin.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Noto Naskh Arabic"/);

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(sidebar.getByRole('link', { name: 'ڈیش بورڈ' })).toBeVisible();
  await page.getByRole('button', { name: 'زبان' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'اردو' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  // Stored with the account: another browser signing in as the cashier opens in Urdu too.
  const me = await request.post('/auth/login', { data: { email: cashier.email, password: cashier.password } });
  expect((await me.json()).user.language).toBe('ur');

  // Signed out, the login screen follows this browser's language (English) again.
  await page.getByRole('button', { name: /^اکاؤنٹ مینو/ }).click();
  await page.getByRole('menuitem', { name: 'لاگ آؤٹ' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expect(html).toHaveAttribute('dir', 'ltr');
  expect(errors).toEqual([]);
});

test('the login screen follows the browser: a browser set to Urdu opens it in Urdu, right to left', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ur-PK', baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'لاگ ان' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByLabel('ای میل')).toBeVisible();
  await context.close();
});

test('the pseudo-locale (?lang=pseudo) shows every catalog text accented, and right to left when asked', async ({ page }) => {
  await page.goto('/login?lang=pseudo&dir=rtl');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('Login');
  // Accented letters, not the English ones: a text left outside the catalogs would still read 'Login'.
  expect(await heading.textContent()).toMatch(/[À-ž]/);
  // A third longer, between brackets: a label cut off by a narrow box loses its closing bracket.
  expect(await heading.textContent()).toMatch(/^\[.+ ~+\]$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
});
