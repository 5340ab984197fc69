import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types a search in a list's search box and waits for the server's answer to it and for no table to
 * be loading. The list asks after a pause in typing, and a page that starts loading closes an open row
 * menu and ignores a checkbox (src/machines/common/list.machine.ts), so a journey that clicked a row
 * of the unfiltered page before the answer came lost its click.
 */
export async function searchList(page: Page, searchBox: Locator, text: string) {
  const answered = page.waitForResponse((response) => new URL(response.url()).searchParams.get('q') === text);
  await searchBox.fill(text);
  await answered;
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

/** searchList on the product list. */
export function searchProducts(page: Page, text: string) {
  return searchList(page, page.getByRole('searchbox', { name: 'Search products by name or code' }), text);
}

/**
 * Signs in through the API and opens `path` (the dashboard unless told): POST /auth/login, then the
 * session the login screen would keep (the token and `loggedIn` in local storage,
 * src/api/session/session-store.ts). The login screen itself, with the 1.2 s it stays before the
 * Dashboard (docs/screens.md), is walked through by sign-in.spec.ts; in every other journey it cost
 * ~1.3 s a sign-in. A journey that starts elsewhere opens its screen at once instead of loading the
 * dashboard first (about half a second each).
 */
export async function logIn(page: Page, account: { email: string; password: string }, path = '/dashboard') {
  const answer = await page.request.post('/auth/login', { data: { email: account.email, password: account.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { jwtToken, name } = (await answer.json()) as { jwtToken: string; name: string };
  // Local storage belongs to the origin: a small file of it opens the origin without starting the app.
  await page.goto('/favicon.svg');
  await page.evaluate((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('loggedIn', session.name);
  }, { token: jwtToken, name });
  await page.goto(path);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Fails the journey on any error the page logs: a CSP violation, an exception, a failed request. */
export function failOnConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // 401, 403 and 409 are answers a journey expects (a pending account's login, the last admin).
    if (message.type() === 'error' && !/status of 40[139]/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * An amount the API answers in major units as whole minor units, so that a journey's arithmetic on
 * balances is exact: 1,044.57 − 120 is 924.5699999999999 in floating point (docs/money-and-payments.md).
 */
export function minorOf(amount: number): number {
  return Math.round(amount * 100);
}

/** Waits until the server at `url` answers /healthz (a shop's server starting, or started again). */
export async function answering(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer /healthz within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
