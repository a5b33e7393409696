import { expect, test, type Page } from '@playwright/test';
import { signInAs, testAdmins } from './support/accounts';

// Issue #39, points 1 and 2: visitors find the form where they look, and a fast real lead is not spam.

test.describe('the Contact link on a computer', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('is in the header navigation and opens the form, marked as the current page', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  });

  test('is in the footer of every public page', async ({ page }) => {
    for (const path of ['/', '/about', '/portfolio', '/donate', '/privacy']) {
      await page.goto(path);
      await expect(page.locator('footer').getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
        'href',
        '/contact',
      );
    }
    await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('sits beside every e-mail button as SEND A MESSAGE', async ({ page }) => {
    for (const path of ['/', '/about', '/portfolio', '/donate']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'SEND A MESSAGE' })).toHaveAttribute('href', '/contact');
    }
  });
});

test.describe('the Contact link on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('is in the menu and opens the form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await expect(page.getByLabel('Your name')).toBeVisible();
  });

  test('is in the footer', async ({ page }) => {
    await page.goto('/privacy');
    const link = page.locator('footer').getByRole('link', { name: 'Contact', exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

/** The widget has solved the form's proof of work. */
const proofSolved = (page: Page) =>
  page.waitForFunction(() => {
    const widget = document.querySelector('altcha-widget') as (Element & { getState?: () => string }) | null;
    return widget?.getState?.() === 'verified';
  });

/**
 * Fills the lawn-care form at autofill-and-paste speed and sends it the moment the proof is
 * solved. Answers whether it was sent within 3 s of asking for the page: the case the time trap
 * used to file as spam. (On a machine too busy to solve the proof that fast, it is not that case.)
 */
async function sendFastQuote(page: Page, name: string, attempt: number): Promise<boolean> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${process.pid % 250}.${240 + attempt}` });
  const asked = Date.now();
  await page.goto('/contact?topic=lawn-care');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('E-mail').fill('fast-lead@example.com');
  await page.getByLabel('Street address or ZIP').fill('9 Quick Street, 54321');
  await page.getByLabel('Service wanted').selectOption({ label: 'Mowing' });
  await page.getByLabel('Message').fill('Please quote weekly mowing for a small front lawn.');
  await proofSolved(page);
  const fast = Date.now() - asked < 2_500;
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your message is in.' })).toBeVisible();
  return fast;
}

test('a quote request sent under 3 seconds after the form was served, proof solved, lands in the Inbox', async ({
  page,
}) => {
  // A ceiling for up to five sends and a sign-in on a shared, busy machine, not a timed assertion.
  test.setTimeout(240_000);
  let name = '';
  let fast = false;
  // A few tries on a busy machine: what is checked below is only the post that was fast.
  for (let attempt = 0; attempt < 5 && !fast; attempt++) {
    name = `Fast Lead ${Date.now()}`;
    fast = await sendFastQuote(page, name, attempt);
  }
  expect(fast, 'no post went within 3 s of the form being served: this machine is too busy for this test').toBe(true);

  await page.setExtraHTTPHeaders({});
  await signInAs(page, testAdmins.editor);
  await page.goto('/admin/inquiries');
  await expect(page.locator('[data-inquiry]', { hasText: name })).toContainText('New');
  await page.goto('/admin/inquiries?folder=spam');
  await expect(page.getByRole('link', { name: /^Spam/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-inquiry]', { hasText: name })).toHaveCount(0);
});
