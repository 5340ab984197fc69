import { expect, test } from '@playwright/test';
import { newStaff, owner, ownerToken, signUpApprovedStaff } from './accounts';
import type { Page, Request } from '@playwright/test';
import { failOnConsoleErrors, logIn } from './journey-helpers';

/** The visible texts in Arabic script whose element's font family does not start with Noto Naskh Arabic. */
function urduTextOutsideTheFont(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !/[\u0600-\u06FF]/.test(node.textContent ?? '') || element.getClientRects().length === 0) continue;
      const family = getComputedStyle(element).fontFamily;
      if (!family.startsWith('"Noto Naskh Arabic"')) found.push(`${node.textContent!.trim()} (${family})`);
    }
    return found;
  });
}

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
  // Every Urdu word shown, whatever names its own font (a toast, a button), and the month through Intl.
  await expect(page.locator('#period-panel-title')).toHaveText(/^[\u0600-\u06FF]+ \d{4}$/);
  expect(await urduTextOutsideTheFont(page)).toEqual([]);

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

/**
 * The page's requests in flight. `quiet()` waits until none has been for 250 ms since the last
 * `navigated()`: what Playwright's networkidle says after a load (it waits 500 ms), for a screen reached
 * inside the app, where networkidle has nothing to wait for. Every screen asks for its code and its data
 * within a few milliseconds of the address changing.
 */
function requestsInFlight(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const changed = (request: Request, starts: boolean) => {
    if (starts) inFlight.add(request);
    else inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => changed(request, true));
  page.on('requestfinished', (request) => changed(request, false));
  page.on('requestfailed', (request) => changed(request, false));
  return {
    navigated: () => void (lastChange = Date.now()),
    quiet: () => expect.poll(() => (inFlight.size === 0 && Date.now() - lastChange >= 250) || [...inFlight].map((r) => r.url()).join(' '), { intervals: [50], timeout: 15_000 }).toBe(true),
  };
}

/** The owner's screens, each opened in the pseudo-locale; the forms also submitted empty, for the messages under their fields. */
const PSEUDO_SCREENS = [
  '/dashboard', '/product/list', '/product/add', '/product/category', '/product/transfer', '/product/transfer/add',
  '/purchase/list', '/purchase/add', '/purchase/import', '/purchase/supplier', '/purchase/supplier/add',
  '/sale/list', '/sale/add', '/sale/import', '/return/sale', '/return/purchase',
  '/account/list', '/account/add', '/account/transfer', '/account/transfer/add', '/customer/list', '/customer/add',
  '/reports/product', '/reports/sales', '/reports/purchase', '/reports/payment', '/reports/shifts',
  '/settings/unit', '/settings/brand', '/settings/tax', '/settings/warehouse', '/settings/till', '/settings/till/add',
  '/settings/general', '/settings/users', '/profile', '/mytransactions', '/POS',
];
const SUBMITTED_EMPTY = new Set(['/product/add', '/customer/add', '/account/transfer/add', '/settings/till/add', '/purchase/supplier/add']);

test('the pseudo-locale finds no text left outside the catalogs on the owner’s screens, nor under a form’s fields', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = failOnConsoleErrors(page);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  // What the shop entered is shown as entered: its title, warehouses and tills (the rows of tables and the
  // choices of lists are left out below, being the shop's records).
  const settings = await (await request.get('/api/settings', { headers })).json();
  const entered = new Set<string>([settings.systemTitle]);
  for (const path of ['/api/warehouses', '/api/tills']) for (const record of await (await request.get(path, { headers })).json()) entered.add(record.name);
  await logIn(page, owner);
  const requests = requestsInFlight(page);
  const left: string[] = [];
  for (const [index, path] of PSEUDO_SCREENS.entries()) {
    // The first screen loads the app in the pseudo-locale, which it keeps; the others are reached inside the
    // app, as a person moves between screens (a whole load per screen took about a second each).
    requests.navigated();
    if (index === 0) await page.goto(`${path}?lang=pseudo`);
    else await page.evaluate((to) => (history.pushState(null, '', to), dispatchEvent(new PopStateEvent('popstate'))), path);
    await requests.quiet();
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    if (SUBMITTED_EMPTY.has(path)) {
      await page.locator('main form button[type=submit]').first().click();
      await expect(page.locator('main [role=alert]').first()).toBeVisible();
    }
    const texts = await page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement || node.parentElement.closest('script, style, noscript, [hidden], tbody, select, option')) continue;
        found.push(node.textContent ?? '');
      }
      for (const element of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
        if (element.closest('tbody, select')) continue;
        for (const name of ['placeholder', 'aria-label', 'title', 'alt']) found.push(element.getAttribute(name) ?? '');
      }
      return [...found, document.title];
    });
    for (const text of texts.map((text) => text.trim())) {
      // English letters with no pseudo-locale accent, and not an amount, a date format, a month, a code (an account
      // number's example) or what the shop entered.
      if (!/[A-Za-z]{2}/.test(text) || /[À-ž]/.test(text) || entered.has(text)) continue;
      if (/^-?Rs\s?[\d,.]+$|^[A-Z][a-z]+ \d{4}$|^(dd|mm|yyyy)-(dd|mm)-(yyyy|dd)$|^[A-Z]+-\d+$/.test(text)) continue;
      left.push(`${path}: ${text}`);
    }
  }
  expect(left).toEqual([]);
  expect(errors).toEqual([]);
});
