// The address that rate limits count is the TCP peer's unless the operator names the peer as a
// trusted proxy (TRUSTED_PROXIES): a client cannot pick its own address with X-Forwarded-For.
// Each test starts its own `next start`, so the shared server's TRUSTED_PROXIES does not apply.
import { expect, test, type Page } from '@playwright/test';
import { startServer, type StartedServer } from './support/server';

const password = 'correct horse battery';
const throttled = /^Too many registration attempts\. Try again in (60|59) minutes\.$/;

/** One registration from the browser, claiming `forwardedFor` as its address; returns what the form says. */
async function register(page: Page, server: StartedServer, i: number, forwardedFor: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': forwardedFor });
  // 127.0.0.1, not localhost: the peer must be the address TRUSTED_PROXIES names, not ::1.
  await page.goto(`${server.url.replace('localhost', '127.0.0.1')}/admin/register`);
  await page.getByLabel('Email').fill(`client${i}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const outcome = page.locator('form [role="alert"]').or(page.getByText('Registration Successful!').first());
  await expect(outcome).toBeVisible();
  return (await outcome.textContent())!.trim();
}

test('with the default configuration, 30 forged X-Forwarded-For values get no more than the per-address limit', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const server = await startServer({ port: 4210, env: { REGISTRATION: 'open', TRUSTED_PROXIES: '' } });
  try {
    const outcomes: string[] = [];
    for (let i = 0; i < 30; i++) outcomes.push(await register(page, server, i, `198.51.100.${i + 1}`));
    expect(outcomes.slice(0, 5)).toEqual(Array(5).fill('Registration Successful!'));
    expect(outcomes.slice(5).filter((text) => !throttled.test(text))).toEqual([]);
  } finally {
    await server.stop();
  }
});

test('with TRUSTED_PROXIES=127.0.0.1, the forwarded address is the one that counts', async ({ page }) => {
  test.setTimeout(180_000);
  const server = await startServer({ port: 4211, env: { REGISTRATION: 'open', TRUSTED_PROXIES: '127.0.0.1' } });
  try {
    for (let i = 0; i < 5; i++) expect(await register(page, server, i, '203.0.113.7')).toBe('Registration Successful!');
    expect(await register(page, server, 5, '203.0.113.7')).toMatch(throttled);
    // Another client behind the same proxy has its own budget.
    expect(await register(page, server, 6, '203.0.113.8')).toBe('Registration Successful!');
    // A value the client prepends is ignored: the proxy's own entry (right-most) counts.
    expect(await register(page, server, 7, '192.0.2.1, 203.0.113.7')).toMatch(throttled);
  } finally {
    await server.stop();
  }
});
