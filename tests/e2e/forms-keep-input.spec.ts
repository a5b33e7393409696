import { expect, test, type Page } from '@playwright/test';
import { reuseSignIn, testAdmins, testPassword } from './support/accounts';
import { addKey, choose, fake, openEmptyPortal } from './support/portal';

// Issue #16: a failed submission must not wipe what the user typed. The rule, per field:
// - e-mail and other non-secret fields: always kept;
// - passwords: kept after a problem found in the browser (mismatch, too short), cleared after the
//   server refused them (wrong password, registration refused);
// - change password: all three kept after a problem found in the browser.
const admin = testAdmins.forms;

/** Each test its own client address: sign-ups and failed sign-ins are limited per address. */
let address = 1;
async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${process.pid % 250}.${address++ % 250}` });
}

async function fillRegistration(page: Page, email: string, password: string, confirm: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(confirm);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('registration keeps every field after a problem found in the browser, and the e-mail after a refusal', async ({
  page,
}) => {
  await ownAddress(page);
  await page.goto('/admin/register');
  const alert = page.locator('form [role="alert"]');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm Password');

  await fillRegistration(page, 'typo@example.com', testPassword, `${testPassword}!`);
  await expect(alert).toHaveText('Passwords do not match');
  await expect(email).toHaveValue('typo@example.com');
  await expect(password).toHaveValue(testPassword);
  await expect(confirm).toHaveValue(`${testPassword}!`);

  // Fixing only the confirmation is enough now.
  await confirm.fill('short');
  await password.fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(alert).toHaveText('Password must be at least 8 characters');
  await expect(email).toHaveValue('typo@example.com');
  await expect(password).toHaveValue('short');
  await expect(confirm).toHaveValue('short');

  // Refused by the server (not on the allow-list): the e-mail stays, the passwords do not.
  await fillRegistration(page, 'stranger@example.com', testPassword, testPassword);
  await expect(alert).toHaveText('Registration is closed');
  await expect(email).toHaveValue('stranger@example.com');
  await expect(password).toHaveValue('');
  await expect(confirm).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
});

test('login keeps the e-mail after a wrong password and clears the password', async ({ page }) => {
  // The account exists (auth.setup.ts registered it): only the password is wrong.
  await ownAddress(page);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(admin);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.locator('form [role="alert"]')).toHaveText('Invalid login credentials');
  await expect(page.getByLabel('Email')).toHaveValue(admin);
  await expect(page.getByLabel('Password')).toHaveValue('');

  // The kept e-mail is really submitted again: typing the right password is all it takes.
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
});

test('change password keeps all three fields after a problem found in the browser', async ({ page }) => {
  await reuseSignIn(page, admin, '/admin/account');
  const form = page.locator('form', { has: page.getByLabel('Current Password') });
  const current = page.getByLabel('Current Password');
  const next = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password');
  await current.fill(testPassword);
  await next.fill('a brand new passphrase');
  await confirm.fill('a brand new passphrasf');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Passwords do not match');
  await expect(current).toHaveValue(testPassword);
  await expect(next).toHaveValue('a brand new passphrase');
  await expect(confirm).toHaveValue('a brand new passphrasf');
});

test('the section editor keeps the edits after the server fails the save', async ({ page }) => {
  await reuseSignIn(page, admin);
  // Nothing reaches the server: the save is answered with a failure in the browser.
  await page.route('**/api/content/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { error: 'internal', message: 'Database unavailable' } })
      : route.continue(),
  );
  const hero = page
    .getByRole('tabpanel', { name: 'Home' })
    .getByRole('region', { name: 'Top of the page', exact: true });
  const headline = hero.getByLabel('Headline', { exact: true });
  await expect(headline).not.toHaveValue('');
  await headline.fill('A headline that did not save');
  await hero.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Failed to save content').first()).toBeVisible();
  await expect(hero.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  await expect(headline).toHaveValue('A headline that did not save');
});

test('the API key dialog keeps provider, key, base URL and the verify box after a failed verification', async ({
  page,
}) => {
  await fake.reset();
  await openEmptyPortal(page, admin);
  const dialog = await addKey(page, {
    provider: 'OpenAI-compatible (Ollama, OpenRouter, vLLM...)',
    apiKey: 'bad-forms-key-5555',
    baseUrl: `${process.env.FAKE_PROVIDER_URL}/v1`,
    verify: true,
  });
  await expect(page.getByText(/Failed to save API key\..*\(401\)/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Provider' })).toHaveText(/OpenAI-compatible/);
  await expect(dialog.getByPlaceholder('Enter API key...')).toHaveValue('bad-forms-key-5555');
  await expect(dialog.getByLabel('Base URL')).toHaveValue(`${process.env.FAKE_PROVIDER_URL}/v1`);
  await expect(dialog.getByLabel('Verify with the provider')).toBeChecked();
  // Still a working form: picking another provider and cancelling behave as before.
  await choose(dialog, page, 'Provider', 'OpenAI');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
