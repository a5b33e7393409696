import { expect, test } from '@playwright/test';
import { reuseSignIn, signIn, signInAs, testAdmins, testPassword } from './support/accounts';
import { freezeClock } from './support/clock';
import { seedAccounts, startServer } from './support/server';

async function fillRegistration(
  page: import('@playwright/test').Page,
  email: string,
  password: string,
  confirm: string,
) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(confirm);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('registration reports each problem in the spec order, inline', async ({ page }) => {
  await page.goto('/admin/register');
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(page.getByText('Minimum 8 characters')).toBeVisible();
  const alert = page.locator('form [role="alert"]');
  await fillRegistration(page, 'someone@example.com', 'password', '');
  await expect(alert).toHaveText('All fields are required');
  await fillRegistration(page, 'someone@example.com', 'short', 'shorter');
  await expect(alert).toHaveText('Passwords do not match');
  await fillRegistration(page, 'someone@example.com', 'short', 'short');
  await expect(alert).toHaveText('Password must be at least 8 characters');
  await expect(page.getByRole('link', { name: 'Already have an account? Log in' })).toHaveAttribute(
    'href',
    '/admin/login',
  );
});

test.describe('on a fresh server', () => {
  test('the first account registers and is sent to the login page after 2 s; strangers are refused, allow-listed e-mails are not', async ({
    page,
  }) => {
    // With an allow-list, the first account must be on it too.
    // A server of its own on a fresh database (initdb): slow while the other lanes run.
    test.setTimeout(120_000);
    const server = await startServer({ port: 3107, env: { ADMIN_EMAILS: 'first@example.com,partner@example.com' } });
    try {
      await page.clock.install();
      await page.goto(`${server.url}/admin/register`);
      await freezeClock(page);
      await fillRegistration(page, 'first@example.com', testPassword, testPassword);
      await expect(page.getByText('Redirecting to login...')).toBeVisible();
      // The toast animates in on timers, so let the frozen clock move a little first.
      await page.clock.runFor(100);
      await expect(page.getByText('Your account has been created. You can now log in.')).toBeVisible();
      await page.clock.runFor(1899);
      await expect(page).toHaveURL(`${server.url}/admin/register`);
      await page.clock.runFor(1);
      await expect(page).toHaveURL(`${server.url}/admin/login`);
      await page.clock.resume();

      await page.goto(`${server.url}/admin/register`);
      await fillRegistration(page, 'stranger@example.com', testPassword, testPassword);
      await expect(page.locator('form [role="alert"]')).toHaveText('Registration is closed');
      await expect(page.getByText('Registration Failed')).toBeVisible();

      await page.goto(`${server.url}/admin/register`);
      await fillRegistration(page, 'Partner@Example.com', testPassword, testPassword);
      await expect(page.getByText('Redirecting to login...')).toBeVisible();
    } finally {
      await server.stop();
    }
  });
});

test('login shows AUTHENTICATING with the inputs disabled while the request runs, and a clock ticking every second', async ({
  page,
}) => {
  await signInAs(page, testAdmins.partner);
  await page.getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.clock.install();
  await page.goto('/admin/login');
  await freezeClock(page);
  const clock = page.getByTestId('system-time');
  await expect(clock).toHaveText(/^\d\d:\d\d:\d\d$/);
  const before = await clock.textContent();
  // Each attempt moves the page's clock by one tick; a clock that never ticks never passes.
  await expect(async () => {
    await page.clock.runFor(1000);
    await expect(clock).not.toHaveText(before!, { timeout: 250 });
  }).toPass({ timeout: 5000 });
  await page.clock.resume();
  await expect(page.getByRole('link', { name: 'Need an account? Register here' })).toHaveAttribute(
    'href',
    '/admin/register',
  );

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/admin/login**', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByLabel('Email').fill(testAdmins.partner);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('button', { name: 'AUTHENTICATING' })).toBeDisabled();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Password')).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('after sign-in a relative next path is followed, an absolute one is not', async ({ page }) => {
  await signInAs(page, testAdmins.partner);
  await page.getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/ai-portal');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fai-portal$/);
  await page.getByLabel('Email').fill(testAdmins.partner);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/ai-portal$/);
  await page.context().clearCookies();

  await page.goto('/admin/login?next=https://evil.example/');
  await page.getByLabel('Email').fill(testAdmins.partner);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the dashboard shows the status cards and command actions, and the connection test reports all three checks', async ({
  page,
}) => {
  await reuseSignIn(page, testAdmins.partner);
  await expect(page.getByTestId('status-system-status')).toContainText('OPERATIONAL');
  await expect(page.getByTestId('status-pages')).toContainText('7');
  await expect(page.getByTestId('status-active-sessions')).toContainText('1');
  await expect(page.getByTestId('status-security-level')).toContainText('MAXIMUM');

  const [live] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'VIEW LIVE SITE' }).click(),
  ]);
  await expect(live).toHaveURL(/\/$/);
  await live.close();
  await page.getByRole('link', { name: 'AI COMMAND PORTAL' }).click();
  await expect(page).toHaveURL(/\/ai-portal$/);
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'DATABASE STATUS' }).click();
  await expect(page).toHaveURL(/\/test-supabase$/);

  await page.getByRole('button', { name: 'Run Tests' }).click();
  const log = page.getByLabel('Test log');
  await expect(log).toContainText('Backend: Embedded PGlite database');
  await expect(log).toContainText('[1/3] Session connection: OK');
  await expect(log).toContainText('[2/3] Auth service: OK - Reachable: invalid credentials rejected');
  await expect(log).toContainText(/\[3\/3\] Content table: OK - page_content has \d+ rows/);
  await expect(log).toContainText('All checks passed.');
});

// Admin route handlers without a session: tests/integration/security/forged-requests.test.ts.

test.describe('a signed-in account that is not an admin', () => {
  test('is refused by every admin route handler and sees no admin page', async ({ page }) => {
    // A server of its own on a fresh database (initdb): slow while the other lanes run.
    test.setTimeout(120_000);
    const dataDir = seedAccounts([{ email: 'viewer@example.com', password: testPassword, isAdmin: false }]);
    const server = await startServer({ port: 3106, dataDir });
    try {
      await page.goto(`${server.url}/admin/login`);
      await page.getByLabel('Email').fill('viewer@example.com');
      await page.getByLabel('Password').fill(testPassword);
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await expect(page.getByRole('heading', { name: 'ACCESS DENIED' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'DEACTIVATE' })).toHaveCount(0);
      await page.goto(`${server.url}/test-supabase`);
      await expect(page.getByRole('heading', { name: 'ACCESS DENIED' })).toBeVisible();

      const responses = [
        await page.request.get(`${server.url}/api/content`),
        await page.request.post(`${server.url}/api/connection-test`),
        await page.request.patch(`${server.url}/api/content/00000000-0000-0000-0000-000000000000`, {
          data: { content: {}, expectedUpdatedAt: '2026-01-01T00:00:00Z' },
        }),
      ];
      for (const response of responses) {
        expect(response.status()).toBe(403);
        expect(await response.json()).toEqual({ error: 'forbidden', message: 'This needs an admin account.' });
      }
    } finally {
      await server.stop();
    }
  });
});

test('repeated failed sign-ins are throttled with a clear message', async ({ page }) => {
  // The account exists (auth.setup.ts registered it), so only the password is wrong.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.77' });
  for (let i = 0; i < 5; i++) {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(testAdmins.partner);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.locator('form [role="alert"]')).toHaveText('Invalid login credentials');
  }
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(testAdmins.partner);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.locator('form [role="alert"]')).toHaveText(
    /^Too many sign-in attempts\. Try again in \d+ minutes?\.$/,
  );

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.20' });
  await signIn(page, testAdmins.partner);
});
