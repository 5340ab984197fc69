import { expect, test } from '@playwright/test';
import { owner } from './accounts';
import { logIn } from './journey-helpers';

test.use({ viewport: { width: 375, height: 740 } });

test('on a phone the sidebar is a drawer opened by the menu button, closed by its cross and after navigating', async ({ page }) => {
  await logIn(page, owner);
  // By its id: closed, the drawer is hidden, and so out of the accessibility tree roles are read from.
  const sidebar = page.locator('#app-sidebar');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toBeVisible();
  await expect(sidebar).toBeHidden();
  // The whole top bar fits a phone: every control is on screen.
  for (const control of [page.getByRole('link', { name: 'POS', exact: true }), page.getByRole('button', { name: 'Notifications' }), page.getByRole('button', { name: /^Account menu/ })]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }

  await menuButton.click();
  await expect(sidebar).toBeInViewport();
  const width = await sidebar.evaluate((element) => element.getBoundingClientRect().width);
  // 18rem, at most 85 % of a narrow screen.
  expect(width).toBeCloseTo(Math.min(18 * 16, 375 * 0.85), 0);
  await sidebar.getByRole('button', { name: 'Close menu' }).click();
  await expect(sidebar).toBeHidden();

  await menuButton.click();
  await sidebar.getByRole('button', { name: 'Customer' }).click();
  await sidebar.getByRole('link', { name: 'Add Customer' }).click();
  await expect(page).toHaveURL(/\/customer\/add$/);
  await expect(sidebar).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Add Customer' })).toBeVisible();
});

test('from medium width up the sidebar is always visible and the menu button is hidden', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await logIn(page, owner);
  await expect(page.getByRole('complementary', { name: 'Main menu' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});
