import fs from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** E-mails the shared test server allows to register (ADMIN_EMAILS in playwright.config.ts). */
export const testAdmins = {
  content: 'content-admin@example.com',
  portal: 'portal-admin@example.com',
  portalSecond: 'portal-second@example.com',
  partner: 'partner@example.com',
  editor: 'editor-admin@example.com',
  /** Only account-security.spec.ts: it changes this account's password and ends its sessions. */
  account: 'account-admin@example.com',
  /** forms-keep-input.spec.ts and toasts.spec.ts: failed submissions and toasts, nothing is changed for good. */
  forms: 'forms-admin@example.com',
  /** Only model-lists.spec.ts: listing a key's models is capped at 20 in 10 minutes per user. */
  models: 'models-admin@example.com',
  /** Only passkeys.spec.ts (both): a passkey on it turns its password sign-in into a two-step one. */
  passkey: 'passkey-admin@example.com',
  passkeySecond: 'passkey-second@example.com',
} as const;
export const testPassword = 'correct horse battery';

let nextAddress = 1;

/**
 * Each registration comes from its own client address: sign-ups are limited per address
 * (5 an hour), and the specs register more accounts than that from one machine.
 */
export async function register(page: Page, email: string, password = testPassword) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.${process.pid % 250}.${nextAddress++ % 250}` });
  await page.goto('/admin/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText(/Registration Successful!|User already registered|Registration is closed/).first(),
    // Password hashing on a busy 2-core machine; the first request also wakes the fresh server.
  ).toBeVisible({ timeout: 30_000 });
}

export async function signIn(page: Page, email: string, password = testPassword) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/, { timeout: 30_000 });
}

/** Signs in, registering the account first if it does not exist yet. Independent of test order. */
export async function signInAs(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  const outcome = await Promise.race([
    page.waitForURL(/\/admin\/dashboard/).then(() => 'signed-in'),
    page
      .locator('form [role="alert"]')
      .waitFor()
      .then(() => 'failed'),
  ]);
  if (outcome === 'signed-in') return;
  await register(page, email);
  await signIn(page, email);
}

/**
 * Where auth.setup.ts keeps each account's signed-in browser state (cookies) for this run: beside
 * the shared server's data folder, so a new run (a new folder) never sees an old run's sessions.
 */
export function signedInStateFile(email: string): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return path.join(`${dataDir}-signed-in`, `${email}.json`);
}

/**
 * Puts the session auth.setup.ts made through the login form into this page's context and opens
 * `landOn` (null: nowhere yet), instead of signing in through the form again. Only for tests that neither sign out
 * nor change how the account signs in: those sign in themselves (signInAs) for a session of their own.
 */
export async function reuseSignIn(page: Page, email: string, landOn: string | null = '/admin/dashboard') {
  const state = JSON.parse(fs.readFileSync(signedInStateFile(email), 'utf8')) as Awaited<
    ReturnType<BrowserContext['storageState']>
  >;
  await page.context().addCookies(state.cookies);
  if (landOn === null) return;
  await page.goto(landOn);
  // A session that had ended would have been sent to the login page instead.
  await expect(page).toHaveURL((url) => url.pathname === landOn);
}
