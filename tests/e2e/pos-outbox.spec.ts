import { expect, test, type Page } from '@playwright/test';
import { owner } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';
import { catalogKept, payCash, receiptNumber, salesNumbered, scan, stockedProduct } from './pos-offline';
import { bindBrowser, sellAt } from './pos-till';

/**
 * The till's outbox in Chromium (docs/offline-till.md#the-till-in-the-browser): sales made while the
 * server does not answer are printed with the till's own numbers, the next customer is served, and
 * once the server answers each sale is stored exactly once, under the number on its receipt. Two tabs
 * on one till keep their own sale in progress, and a closed tab's comes back in the next tab opened.
 */

test('sales made while the server does not answer print with the till’s numbers, and arrive once each when it answers', async ({ page, request, context }) => {
  test.setTimeout(90_000);
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-7);
  const { headers, product } = await stockedProduct(request, stamp, 10);
  await sellAt(page, request);
  await logIn(page, owner, '/POS');

  // Online: the server's answer is the receipt.
  await scan(page, product.code, 1);
  await payCash(page, '20');
  await expect(page.getByRole('region', { name: /^Receipt POS-/ })).toBeVisible();
  const first = await receiptNumber(page);
  expect(await salesNumbered(request, headers, first)).toHaveLength(1);
  const [prefix, digits] = [first.slice(0, -6), Number(first.slice(-6))];
  const numbered = (offset: number) => `${prefix}${String(digits + offset).padStart(6, '0')}`;

  // The connection drops after the scan: the till waits a moment, then prints its own receipt with
  // the next number and serves the next customer.
  await scan(page, product.code, 1);
  await context.setOffline(true);
  await payCash(page, '20');
  await expect(page.getByText(`The server has not answered yet: sale ${numbered(1)} is kept on this till and sent as soon as it answers.`)).toBeVisible();
  await expect(page.getByTestId('receipt-reference')).toHaveText(numbered(1));
  await expect(page.getByTestId('receipt-grand-total')).toHaveText('Rs 12.50');
  await expect(page.getByTestId('receipt-change')).toHaveText('Rs 7.50');
  await expect(page.getByTestId('receipt-cashier')).toHaveText(owner.name);
  await expect(page.getByTestId('cart-row')).toHaveCount(0);
  await expect(page.getByTestId('outbox-waiting')).toHaveText(/^1 sale is waiting to be sent\. The server last answered at \d{2}:\d{2}/);

  // The answer is lost on the way back: the server made the sale, the till never heard. The till
  // prints its receipt all the same, and the sender's next try with the same key is answered with
  // that sale, not a second one.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(0, { timeout: 40_000 });
  expect(await salesNumbered(request, headers, numbered(1))).toHaveLength(1);
  let answersLost = 0;
  await context.route('**/api/sales', async (route) => {
    if (route.request().method() !== 'POST' || answersLost >= 2) return route.fallback();
    answersLost += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await scan(page, product.code, 1);
  await payCash(page, '20');
  await expect(page.getByTestId('receipt-reference')).toHaveText(numbered(2));
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(0, { timeout: 40_000 });
  expect(answersLost).toBe(2);
  expect(await salesNumbered(request, headers, numbered(2))).toHaveLength(1);

  // Offline from the start of the sale: the search and the scan answer from the catalog the till
  // copied when it opened, without the stock, and the sale is kept as before.
  await catalogKept(page);
  await context.setOffline(true);
  const search = page.getByLabel('Scan/Search product by name/code');
  await search.pressSequentially(`Lantern ${stamp}`.slice(0, 10), { delay: 5 });
  await expect(page.getByRole('option', { name: new RegExp(product.name) })).toContainText('Stock not known offline');
  await search.fill('');
  await scan(page, product.code.toLowerCase(), 1);
  await expect(page.getByTestId('cart-row')).toContainText(product.name);
  await payCash(page, '20');
  await expect(page.getByTestId('receipt-reference')).toHaveText(numbered(3));
  await expect(page.getByTestId('receipt-grand-total')).toHaveText('Rs 12.50');
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(0, { timeout: 40_000 });
  expect(await salesNumbered(request, headers, numbered(3))).toHaveLength(1);

  // Four sales of one unit: the stock fell by four, and nothing was made twice.
  const stored: { quantity: number } = await (await request.get(`/api/products/${product.id}`, { headers })).json();
  expect(stored.quantity).toBe(10 - 4);
  // Requests the cut connection failed are what this journey is about; nothing else may be logged.
  expect(errors.filter((error) => !/Failed to load resource|net::ERR_/.test(error))).toEqual([]);
});

test('two tabs on one till keep their own sale in progress; a closed tab’s comes back in the next tab opened', async ({ page, request, context }) => {
  test.setTimeout(90_000);
  const stamp = String(Date.now()).slice(-7);
  const { product: kettle } = await stockedProduct(request, `${stamp}1`, 10);
  const { headers, product: toaster } = await stockedProduct(request, `${stamp}2`, 10);
  const till = await sellAt(page, request);
  const tabA = page;
  const errors = [failOnConsoleErrors(tabA)];
  await logIn(tabA, owner, '/POS');
  const newTab = async () => {
    const tab = await context.newPage();
    errors.push(failOnConsoleErrors(tab));
    await bindBrowser(tab, till._id);
    await tab.goto('/POS');
    await expect(tab.getByLabel('Scan/Search product by name/code')).toBeFocused();
    return tab;
  };
  const cartOf = (tab: Page) => tab.getByTestId('cart-row');
  const tabB = await newTab();
  await scan(tabA, kettle.code, 1);
  await scan(tabB, toaster.code, 1);

  // Each tab reloaded opens on its own cart, not the one the other tab kept last.
  for (const [tab, product] of [[tabA, kettle], [tabB, toaster]] as const) {
    await tab.reload();
    await expect(tab.getByText('Sale in progress restored.')).toBeVisible();
    await expect(cartOf(tab)).toHaveCount(1);
    await expect(cartOf(tab)).toContainText(product.name);
  }

  // B closed: the next tab opened takes its sale, and sells it.
  await tabB.close();
  const tabC = await newTab();
  await expect(tabC.getByText('Sale in progress restored.')).toBeVisible();
  await expect(cartOf(tabC)).toHaveCount(1);
  await expect(cartOf(tabC)).toContainText(toaster.name);
  await payCash(tabC, '20');
  const reference = tabC.getByTestId('receipt-reference');
  await expect(reference).toHaveText(/^POS-/);
  await expect(cartOf(tabC)).toHaveCount(0);
  await expect(tabC.getByTestId('outbox-waiting')).toHaveCount(0, { timeout: 40_000 });
  expect(await salesNumbered(request, headers, (await reference.textContent())!)).toHaveLength(1);

  // A's sale was kept all along: reloaded, A still has it; C reloaded has nothing to restore.
  await tabA.reload();
  await expect(cartOf(tabA)).toHaveCount(1);
  await expect(cartOf(tabA)).toContainText(kettle.name);
  await tabC.reload();
  await expect(tabC.getByLabel('Scan/Search product by name/code')).toBeFocused();
  await expect(cartOf(tabC)).toHaveCount(0);
  expect(errors.flat()).toEqual([]);
});
