// Sign-in and sign-up limits over real HTTP. Both are server actions: a refused attempt answers
// 200 (the action's result carries the message; Next gives actions no status of their own) and
// the form shows the message with the wait. The chat's 429s are in faults.spec.ts and
// tests/integration/ai/chat-rate-limit.test.ts.
import { expect, test, type Page } from '@playwright/test';

/** Submits the form and returns the HTTP status of the server action's POST. */
async function submit(page: Page, button: string): Promise<number> {
  const path = new URL(page.url()).pathname;
  const action = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === path);
  await page.getByRole('button', { name: button }).click();
  return (await action).status();
}

test('sign-in: one address trying many accounts is refused after 20 failures, with the wait named', async ({
  page,
}) => {
  // Each failed attempt pays for a password hash: seconds apiece on a busy shared machine.
  test.setTimeout(150_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.140' });
  const attempt = async (i: number) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(`nobody${i}@example.com`);
    await page.getByLabel('Password').fill('wrong password');
    return submit(page, 'LOGIN');
  };
  for (let i = 0; i < 20; i++) {
    expect(await attempt(i)).toBe(200);
    await expect(page.locator('form [role="alert"]')).toHaveText('Invalid login credentials');
  }
  expect(await attempt(20)).toBe(200);
  await expect(page.locator('form [role="alert"]')).toHaveText(
    /^Too many sign-in attempts\. Try again in 1[45] minutes\.$/,
  );

  // The limit is per address: the same attempt from elsewhere is judged on its merits.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.141' });
  await attempt(21);
  await expect(page.locator('form [role="alert"]')).toHaveText('Invalid login credentials');
});

test('sign-up: an address is refused after 5 registration attempts an hour, with the wait named', async ({ page }) => {
  // The first account of a fresh database becomes its owner: auth.setup.ts made that one already.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.150' });
  const attempt = async (i: number) => {
    await page.goto('/admin/register');
    await page.getByLabel('Email').fill(`newcomer${i}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByLabel('Confirm Password').fill('correct horse battery');
    return submit(page, 'Create Account');
  };
  // Refused registrations count too (these addresses are not on the allow-list): the limit is
  // on attempts, so nobody can probe the allow-list or flood the form.
  for (let i = 0; i < 5; i++) {
    expect(await attempt(i)).toBe(200);
    await expect(page.locator('form [role="alert"]')).toHaveText('Registration is closed');
  }
  expect(await attempt(5)).toBe(200);
  await expect(page.locator('form [role="alert"]')).toHaveText(
    /^Too many registration attempts\. Try again in (60|59) minutes\.$/,
  );
});
