import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { reuseSignIn, testAdmins } from './support/accounts';
import { colours, themeColour, toast } from './support/toasts';

// Issue #16: error toasts are destructive (red), successes look different. A real content save
// shows the success toast, so this runs in the site lane with the other content specs
// (toasts in the portal: toasts.spec.ts).
const admin = testAdmins.forms;

test('an error toast is destructive red, a success toast is distinct, and both are readable in both themes', async ({
  page,
}) => {
  test.slow(); // a sign-in (maybe a registration first) and two axe runs, on a shared 2-core machine
  await reuseSignIn(page, admin);
  const hero = page
    .getByRole('tabpanel', { name: 'Home' })
    .getByRole('region', { name: 'Top of the page', exact: true });
  await expect(hero.getByLabel('Headline', { exact: true })).not.toHaveValue('');

  // Saving the unchanged section succeeds (and changes nothing).
  await hero.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'success')).toContainText('Content updated successfully');
  const success = await colours(toast(page, 'success'));

  await page.route('**/api/content/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { error: 'internal', message: 'Database unavailable' } })
      : route.continue(),
  );
  await hero.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'error')).toContainText('Failed to save content');
  const error = await colours(toast(page, 'error'));

  const destructive = await themeColour(page, '--destructive');
  expect(error.border).toBe(destructive);
  expect(error.background).not.toBe(success.background);
  expect(error.border).not.toBe(success.border);
  // Neither looks like a plain (neutral) toast.
  const neutral = await themeColour(page, '--popover');
  expect(error.background).not.toBe(neutral);
  expect(success.background).not.toBe(neutral);
  expect(success.border).toBe(await themeColour(page, '--success'));

  // Hovering the stack keeps the toasts open (and expanded) while axe looks at them.
  await toast(page, 'error').hover();
  await page.waitForTimeout(500);
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), theme === 'dark');
    await expect(toast(page, 'error')).toBeVisible();
    await expect(toast(page, 'success')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[data-sonner-toaster]').analyze();
    expect(results.violations, `${theme} theme`).toEqual([]);
  }
});
