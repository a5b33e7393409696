import { expect, test } from '@playwright/test';
import { testPassword } from './support/accounts';
import { seedAccounts, startServer } from './support/server';

test('without the AI tables the portal shows the setup screen, and Check Again looks again', async ({ page }) => {
  const dataDir = seedAccounts([{ email: 'setup@example.com', password: testPassword }], {
    sql: 'drop table public.api_keys cascade',
  });
  const server = await startServer({ port: 3105, dataDir });
  try {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Email').fill('setup@example.com');
    await page.getByLabel('Password').fill(testPassword);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    await page.goto(`${server.url}/ai-portal`);
    await expect(page.getByRole('heading', { name: 'AI Portal Setup Required' })).toBeVisible();
    await expect(page.getByText(/SQL/).first()).toBeVisible();
    // Embedded mode has no hosted SQL editor to link to.
    await expect(page.getByRole('link', { name: 'Open SQL Editor' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Check Again' }).click();
    await expect(page.getByRole('heading', { name: 'AI Portal Setup Required' })).toBeVisible();
  } finally {
    await server.stop();
  }
});
