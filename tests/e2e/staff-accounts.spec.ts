import { expect, test, type Page } from '@playwright/test';
import { newStaff, owner } from './accounts';
import { logIn, searchList } from './journey-helpers';

/** The owner, on the Users screen with the member's row shown, picks one of its actions and confirms the question. */
async function changeMember(page: Page, staff: { name: string; email: string }, action: string, question: string) {
  await page.getByRole('button', { name: `Action for ${staff.name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  await expect(page.getByRole('alertdialog')).toContainText(question);
  await page.getByRole('alertdialog').getByRole('button', { name: action }).click();
}

async function tryLogIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a sign-up waits for the owner to approve it; a deactivated member is signed out and refused', async ({ browser, page, request, baseURL }) => {
  const staff = newStaff('approval');
  expect((await request.post('/auth/signup', { data: staff })).status()).toBe(201);
  await tryLogIn(page, staff);
  await expect(page.getByText("Your account is waiting for approval by the shop's admin.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The owner works in another browser.
  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  try {
    await logIn(ownerPage, owner);
    await ownerPage.goto('/settings/users');
    const row = ownerPage.getByRole('row', { name: new RegExp(staff.email) });
    await searchList(ownerPage, ownerPage.getByPlaceholder('Search users...'), staff.email);
    await expect(row.getByRole('cell', { name: 'Waiting for approval' })).toBeVisible();
    await changeMember(ownerPage, staff, 'Approve', `Approve ${staff.name}? They can log in at once.`);
    await expect(ownerPage.getByText(`${staff.name} can now log in.`)).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Active', exact: true })).toBeVisible();

    await logIn(page, staff);
    await expect(page.getByRole('heading', { name: `Welcome Mr : ${staff.name}` })).toBeVisible();

    await changeMember(ownerPage, staff, 'Deactivate', `Deactivate ${staff.name}? They will be signed out at once`);
    await expect(ownerPage.getByText(`${staff.name} is deactivated.`)).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Deactivated' })).toBeVisible();
  } finally {
    await ownerContext.close();
  }

  // The member's next request is refused: the app ends the session and says why at login.
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await tryLogIn(page, staff);
  await expect(page.getByText("Your account has been deactivated. Ask the shop's admin to reactivate it.")).toBeVisible();
});
