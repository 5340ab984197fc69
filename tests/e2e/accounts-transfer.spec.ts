import { expect, test, type Page } from '@playwright/test';
import { owner } from './accounts';
import { failOnConsoleErrors, logIn, searchList } from './journey-helpers';

/** Rs 1,234.50 as the shop shows it (Pakistani Rupee, prefix, a no-break space). */
const rupees = (text: string) => `Rs\u00a0${text}`;

async function addAccount(page: Page, account: { number: string; name: string; initialBalance: string }) {
  await page.goto('/account/list');
  await page.getByRole('link', { name: '+ Add Account' }).click();
  await expect(page.getByRole('heading', { name: 'Add Account' })).toBeVisible();
  await page.getByLabel('Account No').fill(account.number);
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Initial Balance').fill(account.initialBalance);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Account Added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/list$/);
}

test('an admin adds two accounts, makes the second the default, moves money between them and sees both balances change', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  const stamp = String(Date.now()).slice(-6);
  const till = { number: `TILL-${stamp}`, name: `Till ${stamp}`, initialBalance: '500' };
  const bank = { number: `BANK-${stamp}`, name: `Bank ${stamp}`, initialBalance: '1200.50' };

  await logIn(page, owner);
  await addAccount(page, till);
  await addAccount(page, bank);

  const search = page.getByRole('searchbox', { name: 'Search accounts by number, name or note' });
  await searchList(page, search, stamp);
  const tillRow = page.getByRole('row', { name: new RegExp(`Till ${stamp}`) });
  const bankRow = page.getByRole('row', { name: new RegExp(`Bank ${stamp}`) });
  await expect(bankRow.getByRole('cell', { name: rupees('1,200.50') }).first()).toBeVisible();
  await expect(tillRow.getByRole('cell', { name: 'N/A' })).toBeVisible();
  // The footer totals the two accounts the search found.
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText(rupees('1,700.50'));

  // The default toggle: the bank becomes the default; the till (and the shop's cash) are not.
  const bankDefault = page.getByRole('switch', { name: `Default account: Bank ${stamp}` });
  await expect(bankDefault).toHaveAttribute('aria-checked', 'false');
  await bankDefault.click();
  await expect(page.getByText(`Bank ${stamp} is now the default account.`)).toBeVisible();
  await expect(bankDefault).toHaveAttribute('aria-checked', 'true');
  await search.fill('');
  await expect(page.getByRole('switch', { name: 'Default account: Cash in Hand' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { checked: true })).toHaveCount(1);

  // A transfer from the bank (now the default, so the form starts from it) to the till.
  await page.getByRole('link', { name: 'Money Transfer' }).first().click();
  await expect(page).toHaveURL(/\/account\/transfer$/);
  await page.getByRole('link', { name: '+ Add Transfer' }).click();
  await expect(page.getByLabel('From Account')).toHaveValue(/.+/);
  await expect(page.getByText(`Balance: ${rupees('1,200.50')}`)).toBeVisible();
  await page.getByLabel('To Account').selectOption({ label: `${till.name} (${till.number})` });
  await page.getByLabel('Amount').fill('5000');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`The account Bank ${stamp} holds 1200.50, less than 5000.00.`).first()).toBeVisible();
  await page.getByLabel('Amount').fill('200.50');
  await page.getByLabel('Note').fill('Float for the till');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Money transferred successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/account\/transfer$/);
  await expect(page.getByRole('row', { name: new RegExp(`TR-\\d+ Bank ${stamp} Till ${stamp} Rs\\s200\\.50 Float for the till`) })).toBeVisible();

  // Both balances follow on the Account list; the initial balances and their total do not move.
  await page.getByRole('link', { name: 'Account List' }).click();
  await searchList(page, page.getByRole('searchbox', { name: 'Search accounts by number, name or note' }), stamp);
  await expect(bankRow).toContainText(`${rupees('1,200.50')}${rupees('1,000.00')}`);
  await expect(tillRow).toContainText(`${rupees('500.00')}${rupees('700.50')}`);
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText(`${rupees('1,700.50')}${rupees('1,700.50')}`);
  expect(errors).toEqual([]);
});
