import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { reuseSignIn, testAdmins } from './support/accounts';
import { composer, newSession, openEmptyPortal, send } from './support/portal';

// Issue #16: error toasts are destructive (red), successes look different, and no toast covers
// the control the user needs next (in the portal: the Send button at the bottom right).
const admin = testAdmins.forms;

const toast = (page: Page, type: 'success' | 'error') =>
  page.locator(`[data-sonner-toast][data-type="${type}"][data-mounted="true"]`).first();

type Colours = { background: string; border: string };

async function colours(locator: Locator): Promise<Colours> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, border: style.borderTopColor };
  });
}

/** A theme colour (e.g. --destructive) as the browser computes it, to compare with a toast's colours. */
async function themeColour(page: Page, variable: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, variable);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('an error toast is destructive red, a success toast is distinct, and both are readable in both themes', async ({
  page,
}) => {
  test.slow(); // a sign-in (maybe a registration first) and two axe runs, on a shared 2-core machine
  await reuseSignIn(page, admin);
  const hero = page.getByRole('tabpanel', { name: 'home' }).getByRole('region', { name: 'hero', exact: true });
  await expect(hero.getByLabel('headline', { exact: true })).not.toHaveValue('');

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

for (const viewport of [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`in the portal an error toast leaves the Send button visible and clickable (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openEmptyPortal(page, admin);
    await newSession(page);
    // No key saved: the chat fails with an error toast, and the user's next step is to send again.
    await send(page, 'Is anybody there?');
    const shown = toast(page, 'error');
    await expect(shown).toContainText('No API key found for openai');
    await composer(page).fill('Trying again');
    const sendButton = page.getByRole('button', { name: 'Send' });
    await expect(sendButton).toBeEnabled();
    await page.waitForTimeout(500); // the toast's slide-in animation

    await expect(shown).toBeVisible();
    const toastBox = (await shown.boundingBox())!;
    const buttonBox = (await sendButton.boundingBox())!;
    expect(
      overlaps(toastBox, buttonBox),
      `toast ${JSON.stringify(toastBox)} vs Send ${JSON.stringify(buttonBox)}`,
    ).toBe(false);
    await sendButton.click({ trial: true, timeout: 2000 });
    const onTop = await sendButton.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && button.contains(hit);
    });
    expect(onTop).toBe(true);
    await expect(shown).toBeVisible();
  });
}
