import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { reuseSignIn, testAdmins } from './support/accounts';
import { readSection, withContentRestored } from './support/content-sections';

const admin = testAdmins.editor;

/** A promise with its resolve function, to hold an intercepted request until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

test('the dashboard arrives with its sections, and neither the page nor a save fetches the list again', async ({
  page,
}) => {
  // The browser's own calls to the list (the test's page.request calls are not page requests).
  const listFetches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/content') listFetches.push(request.method());
  });
  await reuseSignIn(page, admin);
  const hero = await readSection(page.request, 'home', 'hero');
  // The HTML the server sends already holds every section's card (the empty state is a unit test).
  const html = await (await page.request.get('/admin/dashboard')).text();
  expect(html).toContain(`section-${hero.id}-title`);
  expect(html).not.toContain('Loading content...');

  const card = page
    .getByRole('tabpanel', { name: 'Home' })
    .getByRole('region', { name: 'Top of the page', exact: true });
  await expect(card.getByLabel('Headline', { exact: true })).toHaveValue(String(hero.content.headline));
  await card.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Content updated successfully')).toBeVisible();
  expect(listFetches).toEqual([]);
});

test('the save button shows Saving... and is disabled while the save is in flight', async ({ page }) => {
  await reuseSignIn(page, admin);
  const held = gate();
  await page.route('**/api/content/*', async (route) => {
    await held.opened;
    await route.continue();
  });
  const hero = page
    .getByRole('tabpanel', { name: 'Home' })
    .getByRole('region', { name: 'Top of the page', exact: true });
  await hero.getByRole('button', { name: 'Save Changes' }).click();
  await expect(hero.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(hero.getByLabel('Headline', { exact: true })).toBeDisabled();
  held.open();
  await expect(page.getByText('Content updated successfully')).toBeVisible();
  await expect(hero.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

test('a section can be edited as JSON; text that does not parse is never saved', async ({ page }) => {
  await reuseSignIn(page, admin);
  await withContentRestored(page.request, async (snapshot) => {
    const original = snapshot.find((s) => s.pageName === 'site' && s.sectionName === 'links')!;
    await page.getByRole('tab', { name: 'Whole site' }).click();
    const links = page.getByRole('tabpanel', { name: 'Whole site' }).getByRole('region', { name: 'Links and name' });
    // Edit as JSON sits in the section's "…" menu, not on the card.
    await expect(links.getByRole('button', { name: 'Edit as JSON' })).toHaveCount(0);
    await links.getByRole('button', { name: 'More for Links and name' }).click();
    await page.getByRole('menuitem', { name: 'Edit as JSON' }).click();
    const json = links.getByLabel('Links and name as JSON');
    await json.fill('{ "brand_name": ');
    await expect(links.getByText(/Invalid JSON/)).toBeVisible();
    await expect(links.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    const tagline = `Edited as JSON ${Date.now()}`;
    await json.fill(JSON.stringify({ ...original.content, brand_tagline: tagline }, null, 2));
    await expect(links.getByText(/Invalid JSON/)).toHaveCount(0);
    await links.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Content updated successfully')).toBeVisible();
    expect((await readSection(page.request, 'site', 'links')).content.brand_tagline).toBe(tagline);

    await links.getByRole('button', { name: 'More for Links and name' }).click();
    await page.getByRole('menuitem', { name: 'Back to the form' }).click();
    await expect(links.getByLabel('Line under the name')).toHaveValue(tagline);
  });
});

test('the content manager has no accessibility violations', async ({ page }) => {
  await reuseSignIn(page, admin);
  await expect(page.getByRole('tab', { name: 'Home' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('#content-manager').analyze();
  expect(results.violations).toEqual([]);
});
