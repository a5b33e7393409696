import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

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

test('the first account registers, signs in, reaches the dashboard and signs out', async ({ page }) => {
  await page.goto('/admin/register');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel('Confirm Password').fill(owner.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration Successful!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 10_000 });

  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Logged in as ${owner.email}`)).toBeVisible();

  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith('session'));
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('a second account is refused while registration is closed', async ({ page }) => {
  await page.goto('/admin/register');
  await page.getByLabel('Email').fill('stranger@example.com');
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm Password').fill('password123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Registration is closed' })).toBeVisible();
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
  const second = spawn('npx', ['next', 'start', '-p', '3109'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  second.stdout.on('data', (chunk) => (output += chunk));
  second.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
  expect(code).toBe(1);
  expect(output).toContain(`DATA_DIR "${process.env.E2E_DATA_DIR}" is already in use by process`);

  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByText(`Logged in as ${owner.email}`)).toBeVisible();
});
