import { expect, test, type Browser, type Page } from '@playwright/test';
import { testPassword } from './support/accounts';
import { startServer, type StartedServer } from './support/server';

// A server of its own, so the owner (the first account) is known.
const OWNER = 'owner-admins@example.com';
const SECOND = 'second-admin@example.com';
let server: StartedServer;

test.beforeAll(async () => {
  server = await startServer({ port: 4220, env: { ADMIN_EMAILS: OWNER } });
});
test.afterAll(async () => {
  await server?.stop();
});

async function registerAndSignIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${server.url}/admin/register`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByLabel('Confirm Password').fill(testPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Redirecting to login...')).toBeVisible();
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(`${server.url}/admin/dashboard`);
  return page;
}

test('the owner allows an e-mail, that person registers, the owner removes them, and their open session is refused', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await registerAndSignIn(browser, OWNER);
  await owner.goto(`${server.url}/admin/admins`);
  const accounts = owner.getByRole('list', { name: 'Admin accounts' });
  const allowed = owner.getByRole('list', { name: 'Allowed e-mails' });
  await expect(accounts.getByRole('listitem')).toHaveCount(1);
  await expect(accounts.getByRole('listitem').first()).toContainText(OWNER);
  await expect(accounts.getByText('Owner', { exact: true })).toBeVisible();
  await expect(allowed).toContainText('Added by ADMIN_EMAILS');

  // A mistyped address is refused and stays in the field to be corrected.
  await owner.getByLabel('E-mail to allow').fill('second-admin@');
  await owner.getByRole('button', { name: 'Allow e-mail' }).click();
  await expect(owner.getByLabel('E-mail to allow')).toHaveValue('second-admin@');
  await owner.getByLabel('E-mail to allow').fill(SECOND);
  await owner.getByRole('button', { name: 'Allow e-mail' }).click();
  await expect(allowed.getByRole('listitem').filter({ hasText: SECOND })).toContainText(`Added by ${OWNER}`);
  await expect(owner.getByLabel('E-mail to allow')).toHaveValue('');

  const second = await registerAndSignIn(browser, SECOND);
  // The Admins page is the owner's: other admins are not offered it, it is not found for them,
  // and the server refuses them a change too.
  await expect(second.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Admins' })).toHaveCount(0);
  await second.goto(`${server.url}/admin/admins`);
  await expect(second.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(second.getByRole('list', { name: 'Admin accounts' })).toHaveCount(0);
  const refused = await second.request.post(`${server.url}/api/admins/allowlist`, {
    headers: { origin: server.url },
    data: { email: 'friend@example.com' },
  });
  expect(refused.status()).toBe(403);

  await owner.reload();
  await owner.getByRole('button', { name: `Remove ${SECOND}` }).click();
  await owner.getByRole('alertdialog').getByRole('button', { name: 'Remove admin' }).click();
  await expect(owner.getByText(`${SECOND} was removed.`).first()).toBeVisible();
  await expect(accounts.getByRole('listitem')).toHaveCount(1);
  await expect(allowed).not.toContainText(SECOND);

  // Their open session ends at once: the next page and the next API call are refused.
  await second.reload();
  await expect(second).toHaveURL(/\/admin\/login/);
  expect((await second.request.get(`${server.url}/api/content`)).status()).toBe(401);
  // And the e-mail cannot simply register again.
  await second.goto(`${server.url}/admin/register`);
  await second.getByLabel('Email').fill(SECOND);
  await second.getByLabel('Password', { exact: true }).fill(testPassword);
  await second.getByLabel('Confirm Password').fill(testPassword);
  await second.getByRole('button', { name: 'Create Account' }).click();
  await expect(second.locator('form [role="alert"]')).toHaveText('Registration is closed');
});
