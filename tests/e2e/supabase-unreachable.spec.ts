import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { homeSections } from '@/lib/content/pages/home';
import { startServer, type StartedServer } from './support/server';

// The same build, started in supabase mode against an address where nothing listens:
// public pages keep their default copy, sign-in and protected pages say the backend is
// unreachable, and nothing crashes. (The NEXT_PUBLIC_* values are read at run time on
// the server, so this build from an embedded-mode environment serves supabase mode too.)
const SUPABASE_URL = 'http://127.0.0.1:9';
const port = Number(process.env.E2E_PORT ?? 3100) + 57;
let server: StartedServer;

test.beforeAll(async () => {
  // A second `next start` beside the shared server and the other lanes.
  test.setTimeout(120_000);
  server = await startServer({
    port,
    readyText: 'Supabase mode',
    env: {
      NEXT_PUBLIC_SUPABASE_URL: SUPABASE_URL,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'some-anon-key',
      APP_ENCRYPTION_KEY: 'dGVzdC1vbmx5LWtleS0wMTIzNDU2Nzg5YWJjZGVmMDE=',
    },
  });
});
test.afterAll(async () => server?.stop());

/** A session cookie as @supabase/ssr writes it (sb-<first host label>-auth-token), with an unexpired JWT. */
function sessionCookie() {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: '00000000-0000-4000-8000-000000000001',
    email: 'owner@example.com',
    role: 'authenticated',
    exp: now + 3600,
  };
  const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  const jwt = `${unsigned}.${createHmac('sha256', 'x').update(unsigned).digest('base64url')}`;
  const session = {
    access_token: jwt,
    refresh_token: 'r',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    user: {
      id: claims.sub,
      email: claims.email,
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: new Date().toISOString(),
    },
  };
  return { name: 'sb-127-auth-token', value: `base64-${b64(session)}`, url: server.url };
}

// Public pages are prerendered (ISR) with the default copy and only read the database when
// they revalidate; that path (default copy plus a logged warning when the database cannot
// be reached) is covered in tests/integration/content/load.test.ts.
test('the public pages render with their default copy', async ({ page }) => {
  for (const path of ['/', '/about', '/portfolio', '/donate']) {
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status(), path).toBe(200);
  }
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('link', { name: homeSections.hero.defaults.resume_button })).toBeVisible();
});

test('signing in shows a clear error instead of crashing', async ({ page }) => {
  const response = await page.goto(`${server.url}/admin/login`);
  expect(response?.status()).toBe(200);
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  const alert = page.getByRole('alert').filter({ hasText: /Supabase/ });
  await expect(alert).toBeVisible();
  await expect(alert).not.toContainText(/unexpected/i);
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('a protected page without a session still goes to the login page', async ({ page }) => {
  await page.goto(`${server.url}/admin/dashboard`);
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard/);
});

test('protected pages with a session say the backend is unreachable', async ({ page, context }) => {
  await context.addCookies([sessionCookie()]);
  for (const path of ['/admin/dashboard', '/ai-portal']) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { name: 'The backend cannot be reached' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Backend unreachable' })).toBeVisible();
  }
  // The login page itself stays usable while the session cannot be checked.
  await page.goto(`${server.url}/admin/login`);
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
});
