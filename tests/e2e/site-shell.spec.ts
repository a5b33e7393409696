import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { freezeClock } from './support/clock';

const armed = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.easterEgg === 'armed');

test.describe('shared header on desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('links to every page, highlights the current one, and opens TaskPilot in a new tab', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Mission', exact: true })).not.toHaveAttribute('aria-current', 'page');
    const taskpilot = nav.getByRole('link', { name: /TaskPilot/ });
    await expect(taskpilot).toHaveAttribute('target', '_blank');
    await expect(taskpilot).toHaveAttribute('rel', 'noopener noreferrer');
    await page.context().route('https://taskpilot.example.com/**', (route) => route.fulfill({ body: 'TaskPilot' }));
    const [popup] = await Promise.all([page.waitForEvent('popup'), taskpilot.click()]);
    await expect(popup).toHaveURL('https://taskpilot.example.com/');
    await nav.getByRole('link', { name: 'Support Mission' }).click();
    await expect(page).toHaveURL(/\/donate$/);
    await nav.getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test('turns dark and blurred once scrolled more than 10 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveClass(/backdrop-blur/);
  });
});

test.describe('shared header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows Support and a menu that opens full screen and closes when the path changes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Support', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    for (const name of ['Support Mission', 'Mission', 'About', 'Portfolio', 'TaskPilot (opens in a new tab)']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });

  test('closes the menu with Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});

test.describe('easter egg', () => {
  test('three quick logo clicks run the 3.5 s glitch in five stages, then open the admin login', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await armed(page);
    await freezeClock(page);
    const logo = page.getByTestId('site-logo');
    const egg = page.getByTestId('easter-egg');
    await logo.click();
    await page.clock.runFor(1000);
    await logo.click();
    await page.clock.runFor(1000);
    await logo.click();
    await expect(egg).toHaveAttribute('data-stage', '0');
    let elapsed = 0;
    for (const [at, stage] of [
      [500, 1],
      [1300, 2],
      [2300, 3],
      [3000, 4],
    ] as const) {
      await page.clock.runFor(at - 1 - elapsed);
      await expect(egg).toHaveAttribute('data-stage', String(stage - 1));
      await page.clock.runFor(1);
      await expect(egg).toHaveAttribute('data-stage', String(stage));
      elapsed = at;
    }
    await page.clock.runFor(499);
    await expect(page).toHaveURL(/\/$/);
    await page.clock.runFor(1);
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('a pause of more than a second between clicks starts the count over', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await armed(page);
    await freezeClock(page);
    const logo = page.getByTestId('site-logo');
    await logo.click();
    await logo.click();
    await page.clock.runFor(1100);
    await logo.click();
    await page.clock.runFor(100);
    await expect(page.getByTestId('easter-egg')).toHaveCount(0);
    await logo.click();
    await logo.click();
    await expect(page.getByTestId('easter-egg')).toBeVisible();
  });

  for (const event of ['mission:breach', 'mission:override']) {
    test(`the "${event}" window event starts it`, async ({ page }) => {
      await page.goto('/about');
      await armed(page);
      await page.evaluate((name) => window.dispatchEvent(new Event(name)), event);
      await expect(page.getByTestId('easter-egg')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login/, { timeout: 10_000 });
    });
  }

  test('with reduced motion it shows one calm frame without the glitch effect', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await armed(page);
    await page.evaluate(() => window.dispatchEvent(new Event('mission:breach')));
    const egg = page.getByTestId('easter-egg');
    await expect(egg).toHaveAttribute('data-calm', 'true');
    await expect(egg).not.toHaveClass(/glitch-overlay/);
    await expect(page).toHaveURL(/\/admin\/login/, { timeout: 5_000 });
  });
});

// robots.txt and sitemap.xml: tests/unit/site/robots-sitemap.test.ts.

test('pages carry structured data about the person and the business', async ({ page }) => {
  await page.goto('/');
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(json!);
  expect(data['@graph'].map((node: { '@type': string }) => node['@type'])).toEqual(['Person', 'ProfessionalService']);
});

test('every response carries the baseline security headers and no X-Powered-By', async ({ request }) => {
  for (const path of ['/', '/donate', '/admin/login', '/api/content']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    // SAMEORIGIN: "Edit page" frames the public pages; CSP frame-ancestors refuses other sites (and any frame of /admin).
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});
