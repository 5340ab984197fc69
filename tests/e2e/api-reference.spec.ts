import { expect, test } from '@playwright/test';

// The API reference page works under the app's Content-Security-Policy, its script from our own origin.
test('the API reference at /api/docs loads without a token or a CSP violation and finds a route by search', async ({ page }) => {
  const violations: string[] = [];
  const outsideRequests: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) outsideRequests.push(request.url());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'ShopDesk API' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: /^Create an account/ }).first()).toBeVisible();

  // Scalar's search (Ctrl+K) finds an operation by its summary.
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox').or(page.getByPlaceholder(/search/i)).first();
  await search.fill('code suggestion');
  await expect(page.getByText('Suggest an unused product code').first()).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])).toEqual([]);
  expect(violations).toEqual([]);
  expect(outsideRequests).toEqual([]);
});
