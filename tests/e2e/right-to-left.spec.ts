import { expect, test, type Locator, type Page } from '@playwright/test';
import { owner } from './accounts';
import { failOnConsoleErrors, logIn } from './journey-helpers';
import { sellAt } from './pos-till';

/*
 * Right to left (docs/right-to-left.md): with `<html dir="rtl">` the page mirrors through logical
 * properties alone. The direction is set by hand here, after the app has started, so the check is of
 * the styles, whatever language the account reads.
 */
async function runRightToLeft(page: Page) {
  // Once the app has applied the session's language (English, left to right), or it sets the direction
  // back after this (the phone journey read the drawer at the left edge so, in CI).
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    document.documentElement.dir = 'rtl';
  });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

test('right to left on a laptop, the sidebar stands on the right and the POS cart column right of the product tiles', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = failOnConsoleErrors(page);
  await sellAt(page, request);
  await logIn(page, owner);
  const sidebar = page.getByRole('complementary', { name: 'Main menu' });
  const main = page.getByRole('main');
  const before = await box(sidebar);
  expect(before.x).toBe(0);

  await runRightToLeft(page);
  await expect.poll(async () => (await box(sidebar)).x).toBeGreaterThan(640);
  const side = await box(sidebar);
  expect(side.x + side.width).toBeCloseTo(1280, 0);
  // The page beside it ends where the sidebar starts, and nothing hangs off the left.
  const content = await box(main);
  expect(content.x + content.width).toBeLessThanOrEqual(side.x + 1);
  expect(content.x).toBeGreaterThanOrEqual(0);
  // The pointing icons flip with it (Return's arrow faces right); the chevron beside it, pointing down, does not.
  const [returnIcon, chevron] = await sidebar.getByRole('button', { name: 'Return' }).locator('svg').all();
  expect(await returnIcon!.evaluate((icon) => getComputedStyle(icon).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  expect(await chevron!.evaluate((icon) => getComputedStyle(icon).transform)).toBe('none');

  // In-app navigation keeps the direction (a reload would start the app again).
  await page.getByRole('banner').getByRole('link', { name: 'POS' }).click();
  const sale = page.getByRole('region', { name: 'Sale' });
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('tablist')).toBeVisible();
  const cartColumn = await box(sale);
  const tilesColumn = await box(products);
  expect(cartColumn.x).toBeGreaterThan(tilesColumn.x + tilesColumn.width - 1);
  expect(cartColumn.x + cartColumn.width).toBeLessThanOrEqual((await box(sidebar)).x + 1);
  // The cart's figures keep to the column's inline end: the Total heading's right edge is left of the Product heading's.
  const cart = page.getByRole('table', { name: 'Cart' });
  const productHeading = await box(cart.getByRole('columnheader', { name: 'Product' }));
  const totalHeading = await box(cart.getByRole('columnheader', { name: 'Total' }));
  expect(totalHeading.x + totalHeading.width).toBeLessThan(productHeading.x);
  expect(errors).toEqual([]);
});

test('right to left on a phone, the drawer slides in from the right and leaves by the right', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, owner);
  await runRightToLeft(page);
  // By its id: closed, the drawer is hidden, and so out of the accessibility tree roles are read from.
  const sidebar = page.locator('#app-sidebar');
  // Closed, it waits, hidden, past the right edge, not the left one, once its 200 ms move from the
  // left edge is over (read from the page: Playwright gives a hidden element no box).
  await expect(sidebar).toBeHidden();
  await expect.poll(() => sidebar.evaluate((element) => element.getBoundingClientRect().x)).toBeGreaterThanOrEqual(375 - 1);
  // The page is not pushed sideways: nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(sidebar).toBeInViewport();
  await expect.poll(async () => {
    const open = await box(sidebar);
    return Math.round(open.x + open.width);
  }).toBe(375);
  await sidebar.getByRole('button', { name: 'Close menu' }).click();
  await expect(sidebar).toBeHidden();
});
