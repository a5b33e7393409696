import { expect, test } from '@playwright/test';
import { register, signIn } from './support/accounts';
import { startServer } from './support/server';

const owner = { email: 'owner@example.com', password: 'correct horse battery' };
const protectedPaths = ['/admin/dashboard', '/ai-portal', '/test-supabase'];

test('the home page renders', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const path of protectedPaths) {
  test(`${path} sends a visitor to the login page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  });

  test(`${path} still gives nothing with a spoofed x-middleware-subrequest header`, async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' });
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login/);
  });
}

test('the redirect to the login page replaces the protected page in the history', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/ai-portal');
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test.describe('on a fresh server', () => {
  test('the first account becomes the owner; a second is refused while registration is closed', async ({ page }) => {
    // A server of its own on a fresh database (initdb): slow while the other lanes run.
    test.setTimeout(120_000);
    const server = await startServer({ port: 3108 });
    try {
      await page.goto(`${server.url}/admin/register`);
      await page.getByLabel('Email').fill(owner.email);
      await page.getByLabel('Password', { exact: true }).fill(owner.password);
      await page.getByLabel('Confirm Password').fill(owner.password);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('Registration Successful!').first()).toBeVisible();
      await expect(page).toHaveURL(`${server.url}/admin/login`, { timeout: 10_000 });

      await page.goto(`${server.url}/admin/register`);
      await page.getByLabel('Email').fill('stranger@example.com');
      await page.getByLabel('Password', { exact: true }).fill('password123');
      await page.getByLabel('Confirm Password').fill('password123');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Registration is closed' })).toBeVisible();
    } finally {
      await server.stop();
    }
  });
});

test('an account signs in, reaches the dashboard, is sent on from the login page, and signs out', async ({ page }) => {
  await register(page, owner.email, owner.password);
  await signIn(page, owner.email, owner.password);
  await expect(page.getByText(`Logged in as ${owner.email}`)).toBeVisible();

  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('session'));
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('a wrong password shows the error in the login form', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
});

test('a second server on the same DATA_DIR stops with the lock message, and the first keeps serving', async ({
  page,
}) => {
  const second = startServer({ port: 3109, dataDir: process.env.E2E_DATA_DIR });
  const error = await second.then(
    () => null,
    (e: Error) => e,
  );
  expect(error?.message).toContain(`DATA_DIR "${process.env.E2E_DATA_DIR}" is already in use by process`);

  await register(page, owner.email, owner.password);
  await signIn(page, owner.email, owner.password);
  await expect(page.getByText(`Logged in as ${owner.email}`)).toBeVisible();
});
