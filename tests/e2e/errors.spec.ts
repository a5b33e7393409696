import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// error.tsx and global-error.tsx are not tested here: the production build has no page that
// fails on purpose, and the app gets no test-only route to make one.

test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expect
    .poll(() => consoleErrors)
    .toContain('404 Error: User attempted to access non-existent route: /no-such-page/at-all');

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404');
});
