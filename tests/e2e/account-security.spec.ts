import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAs, testAdmins, testPassword } from './support/accounts';

// Its own account: the spec changes the password and ends sessions, which no other spec may see.
const admin = testAdmins.account;
const newPassword = 'a brand new passphrase';

/** A second browser (its own cookies), signed in as the same admin. */
async function secondBrowser(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, admin);
  return page;
}

const card = (page: Page) => page.locator('form', { has: page.getByLabel('Current Password') });

async function submitChange(page: Page, fields: { current: string; next: string; confirm: string }) {
  await page.getByLabel('Current Password').fill(fields.current);
  await page.getByLabel('New Password', { exact: true }).fill(fields.next);
  await page.getByLabel('Confirm New Password').fill(fields.confirm);
  await page.getByRole('button', { name: 'Change Password' }).click();
}

async function expectLoginPage(page: Page) {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login/);
}

test('"Sign out other sessions" ends the other browser\'s session and keeps this one', async ({ page, browser }) => {
  test.slow(); // two browser contexts signing in, on a shared 2-core machine
  await signInAs(page, admin);
  await page.goto('/admin/account');
  const other = await secondBrowser(browser);

  await page.getByRole('button', { name: 'Sign out other sessions' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 other session signed out.' })).toBeVisible();
  await expect(page.getByText('Other Sessions Signed Out')).toBeVisible();

  await expectLoginPage(other);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/account/);
  await other.context().close();
});

test('changing the password checks the current one, ends the other sessions, and only the new one signs in', async ({
  page,
  browser,
}) => {
  // Three browser contexts and about ten deliberate scrypt runs, on a shared 2-core machine.
  test.setTimeout(180_000);
  await signInAs(page, admin);
  await page.goto('/admin/account');
  const other = await secondBrowser(browser);
  const alert = card(page).getByRole('alert');

  // Checked in the browser first, with registration's messages; nothing typed is lost.
  await submitChange(page, { current: testPassword, next: newPassword, confirm: 'something else' });
  await expect(alert).toHaveText('Passwords do not match');
  await expect(page.getByLabel('Current Password')).toHaveValue(testPassword);
  await submitChange(page, { current: testPassword, next: 'short', confirm: 'short' });
  await expect(alert).toHaveText('Password must be at least 8 characters');

  // A wrong current password: refused by the server; only that field is cleared.
  await submitChange(page, { current: 'not my password', next: newPassword, confirm: newPassword });
  await expect(alert).toHaveText('Current password is incorrect', { timeout: 15_000 });
  await expect(page.getByText('Password Not Changed')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveValue('');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue(newPassword);
  await expect(page.getByLabel('Confirm New Password')).toHaveValue(newPassword);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/account/);
  await other.reload();
  await expect(other).toHaveURL(/\/admin\/dashboard/);

  await submitChange(page, { current: testPassword, next: newPassword, confirm: newPassword });
  // Two deliberate scrypt runs (check the old password, hash the new one) on a shared machine.
  await expect(page.getByText('Your other sessions have been signed out.')).toBeVisible({ timeout: 20_000 });
  await expect(alert).toHaveCount(0);
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');

  await expectLoginPage(other);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/account/);

  const fresh = await (await browser.newContext()).newPage();
  const signInWith = async (password: string) => {
    await fresh.goto('/admin/login');
    await fresh.getByLabel('Email').fill(admin);
    await fresh.getByLabel('Password').fill(password);
    await fresh.getByRole('button', { name: 'LOGIN' }).click();
  };
  await signInWith(testPassword);
  await expect(fresh.locator('form [role="alert"]')).toHaveText('Invalid login credentials');
  await signInWith(newPassword);
  await expect(fresh).toHaveURL(/\/admin\/dashboard/);
  await fresh.context().close();
  await other.context().close();
});
