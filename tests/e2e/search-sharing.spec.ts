import { expect, test } from '@playwright/test';
import { signInAs, testAdmins } from './support/accounts';
import { withContentRestored } from './support/content-sections';
import { afterSave } from './support/page-cache';

test("the owner edits a page's title and description on its Search & sharing card, and the page sends them", async ({
  page,
}) => {
  test.slow();
  await signInAs(page, testAdmins.editor);
  await withContentRestored(page.request, async () => {
    await page.getByRole('tab', { name: 'About', exact: true }).click();
    const card = page.getByRole('tabpanel', { name: 'About' }).getByRole('region', { name: 'Search & sharing' });
    await expect(card.getByRole('button', { name: 'Preview', exact: true })).toHaveCount(0);
    const preview = card.getByRole('figure', { name: 'Search result preview' });
    await expect(preview).toContainText('About | Mission Ready Tech');

    const title = `Hire a Marine veteran developer ${Date.now()}`;
    await card.getByLabel('Page title', { exact: true }).fill(title);
    await card.getByLabel('Description', { exact: true }).fill('x'.repeat(170));
    await expect(preview).toContainText(title);
    await expect(card.getByText('Description: 170 / about 160 characters (search engines cut the rest)')).toBeVisible();
    await card.getByLabel('Description', { exact: true }).fill('Ten years of systems work, now building private AI.');
    await card.getByLabel('Hide this page from search engines').check();
    await card.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Content updated successfully')).toBeVisible();

    await afterSave(page, '/about', () => page.title()).toBe(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Ten years of systems work, now building private AI.',
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // The sitemap's hidden pages and dates: tests/integration/content/page-seo.test.ts.
  });
});

test('Draft with AI says why it cannot draft for an admin without a saved key', async ({ page }) => {
  await signInAs(page, testAdmins.editor);
  await page.getByRole('tab', { name: 'Home', exact: true }).click();
  const card = page.getByRole('tabpanel', { name: 'Home' }).getByRole('region', { name: 'Search & sharing' });
  await expect(card.getByRole('button', { name: 'Draft with AI' })).toBeDisabled();
  await expect(
    card.getByText('Drafting uses your own AI key: save one in the AI portal under Settings first.'),
  ).toBeVisible();
});
