import { expect, type Page } from '@playwright/test';

/**
 * Starts a journey signed in as `account`, on the Dashboard: POST /auth/login, then the session the
 * login screen would keep (the token and `loggedIn` in local storage, src/api/session/session-store.ts).
 * The login screen itself, with the 1.2 s it stays before the Dashboard (docs/screens.md), is walked
 * through by sign-in.spec.ts; in every other journey it cost ~1.3 s a sign-in, ~45 of them a run.
 */
export async function logIn(page: Page, account: { email: string; password: string }) {
  const answer = await page.request.post('/auth/login', { data: { email: account.email, password: account.password } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { jwtToken, name } = (await answer.json()) as { jwtToken: string; name: string };
  // Local storage belongs to the origin: a small file of it opens the origin without starting the app.
  await page.goto('/favicon.svg');
  await page.evaluate((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('loggedIn', session.name);
  }, { token: jwtToken, name });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
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
