import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { owner } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';
import { payCash, receiptNumber, salesNumbered, scan, stockedProduct, tillKeptOffline } from './pos-offline';
import { sellAt } from './pos-till';

/**
 * The POS opened with no network after its first visit (docs/offline-till.md#opening-without-the-server):
 * the service worker answers the page, its files and the reads the till opens with; the till's catalog
 * answers the scan; the sale is kept and arrives once when the network is back.
 */

// The other journeys run without the worker (playwright.config.ts): this one is about it.
test.use({ serviceWorkers: 'allow' });

/** An amount as the shop's default currency prints it (a no-break space after the symbol). */
const money = (major: number) => `Rs\u00a0${major.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The first visit, online: a sale; the worker installs and the till copies its catalog; a second sale
 * once the worker controls the page, after which the worker holds the shift's report read again
 * (docs/offline-till.md#the-shifts-report-at-the-till). Answers what the offline part checks against.
 */
async function firstVisitOnline(page: Page, request: APIRequestContext) {
  const stamp = String(Date.now()).slice(-7);
  const { headers, product } = await stockedProduct(request, stamp, 5);
  const till = await sellAt(page, request);
  await logIn(page, owner, '/POS');
  await scan(page, product.code, 1);
  await payCash(page, '20');
  await expect(page.getByRole('region', { name: /^Receipt POS-/ })).toBeVisible();
  const first = await receiptNumber(page);
  await tillKeptOffline(page, till._id);
  await scan(page, product.code, 1);
  await payCash(page, '20');
  await expect(page.getByTestId('receipt-reference')).not.toHaveText(first);
  const second = await receiptNumber(page);
  const { openShift } = await (await request.get(`/api/tills/${till._id}`, { headers })).json();
  const reportPath = `/api/shifts/${openShift._id}/report`;
  const online: { sales: { count: number }; expectedCash: number } = await (await request.get(reportPath, { headers })).json();
  const keptCount = () =>
    page.evaluate(async (path) => {
      const answer = await (await caches.open('shopdesk-till-reads')).match(path);
      return answer ? ((await answer.json()) as { sales: { count: number } }).sales.count : null;
    }, reportPath);
  await expect.poll(keptCount, { timeout: 10_000 }).toBe(online.sales.count);
  return { headers, product, till, second, reportPath, online };
}

test('the POS opens and sells with no network after its first visit, and its sale arrives once', async ({ page, request, context }) => {
  test.setTimeout(90_000);
  const errors = failOnConsoleErrors(page);
  const { headers, product, till, second, online } = await firstVisitOnline(page, request);

  // No network at all: the page is opened again from the worker.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'POS' })).toBeVisible();
  await expect(page.getByText(till.name).first()).toBeVisible();
  await scan(page, product.code, 1);
  await payCash(page, '20');
  const next = `${second.slice(0, -6)}${String(Number(second.slice(-6)) + 1).padStart(6, '0')}`;
  await expect(page.getByText(`The server has not answered yet: sale ${next} is kept on this till and sent as soon as it answers.`)).toBeVisible();
  await expect(page.getByTestId('receipt-reference')).toHaveText(next);
  await expect(page.getByTestId('outbox-waiting')).toHaveText(/^1 sale is waiting to be sent\./);

  // The X report offline: the worker's last answer, read again after the second sale arrived, with the
  // sale the server has not had yet counted in (docs/offline-till.md#shifts).
  await page.getByRole('button', { name: 'X report' }).click();
  const x = page.getByRole('region', { name: /^X report, / });
  await expect(x.getByText(`Sales (${online.sales.count + 1})`)).toBeVisible();
  await expect(x.getByText('Of these, waiting to be sent (1)')).toBeVisible();
  await expect(x.getByTestId('shift-not-arrived')).toHaveText(money(12.5));
  await expect(x.getByTestId('shift-expected')).toHaveText(money(online.expectedCash + 12.5));
  await page.getByRole('button', { name: 'Close', exact: true }).click();

  // The network is back: the sale arrives once, and the stock fell by three for three sales.
  await context.setOffline(false);
  await expect(page.getByTestId('outbox-waiting')).toHaveCount(0, { timeout: 40_000 });
  expect(await salesNumbered(request, headers, next)).toHaveLength(1);
  const stored: { quantity: number } = await (await request.get(`/api/products/${product.id}`, { headers })).json();
  expect(stored.quantity).toBe(5 - 3);
  expect(errors.filter((error) => !/Failed to load resource|net::ERR_/.test(error))).toEqual([]);
});

test('a shift with a sale made offline is closed offline, and the Z report the till showed is the server’s once the sale and the close arrive', async ({ page, request, context }) => {
  test.setTimeout(120_000);
  const errors = failOnConsoleErrors(page);
  const { headers, product, reportPath, online } = await firstVisitOnline(page, request);

  // No network: a sale kept on the till, then the shift closed with a drawer 5.00 short of what it expects.
  await context.setOffline(true);
  await scan(page, product.code, 1);
  await payCash(page, '20');
  await expect(page.getByTestId('outbox-waiting')).toHaveText(/^1 sale is waiting to be sent\./);
  const sales = online.sales.count + 1;
  const expected = online.expectedCash + 12.5;
  await page.getByRole('button', { name: 'Close shift' }).click();
  await page.getByLabel('Counted cash').fill(String(expected - 5));
  await page.getByRole('button', { name: 'Close shift with this count' }).click();

  // The till's own Z report at once, marked as not sent, with no next shift yet (docs/offline-till.md#shifts).
  const zReport = page.getByRole('region', { name: /^Z report, / });
  const tillShows = async () => {
    await expect(zReport.getByText(`Sales (${sales})`)).toBeVisible();
    await expect(zReport.getByText('Of these, waiting to be sent (1)')).toBeVisible();
    await expect(zReport.getByTestId('shift-expected')).toHaveText(money(expected));
    await expect(zReport.getByTestId('shift-counted')).toHaveText(money(expected - 5));
    await expect(zReport.getByTestId('shift-variance')).toHaveText('-Rs\u00a05.00 (short)');
    await expect(zReport.getByTestId('shift-status')).toHaveText('Closed at this till, not sent yet');
    await expect(page.getByRole('button', { name: 'Open the next shift' })).toHaveCount(0);
  };
  await tillShows();
  // Reloaded with no network, the shift is still shown closed at the till, not open.
  await page.reload();
  await tillShows();

  // The network is back: the sale and then the close arrive, and the till shows the server's Z report.
  await context.setOffline(false);
  await expect(zReport.getByTestId('shift-status')).toHaveText('Closed', { timeout: 40_000 });
  await expect(page.getByRole('button', { name: 'Open the next shift' })).toBeVisible();
  const server: { kind: string; sales: { count: number }; expectedCash: number; counted: number; variance: number; salesMade: number; salesAwaited: number } = await (
    await request.get(reportPath, { headers })
  ).json();
  expect(server).toMatchObject({ kind: 'Z', sales: { count: sales }, expectedCash: expected, counted: expected - 5, variance: -5, salesMade: sales, salesAwaited: 0 });
  await expect(zReport.getByTestId('shift-expected')).toHaveText(money(expected));
  await expect(zReport.getByTestId('shift-variance')).toHaveText('-Rs\u00a05.00 (short)');
  expect(errors.filter((error) => !/Failed to load resource|net::ERR_/.test(error))).toEqual([]);
});
