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

test('the content list shows a loading state, a load failure, and the expected table when empty', async ({ page }) => {
  const held = gate();
  await page.route('**/api/content', async (route) => {
    await held.opened;
    await route.fulfill({ status: 500, json: { message: 'down' } });
  });
  await reuseSignIn(page, admin);
  await expect(page.getByText('Loading content...')).toBeVisible();
  held.open();
  await expect(page.getByText('Failed to load page content')).toBeVisible();
  await expect(page.getByText('Loading content...')).toHaveCount(0);

  await page.unroute('**/api/content');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tab', { name: 'home' })).toBeVisible();

  await page.route('**/api/content', (route) => route.fulfill({ json: { sections: [] } }));
  await page.reload();
  await expect(page.getByText('No content available. Please set up your database schema first.')).toBeVisible();
  const rows = page.getByRole('table', { name: /page_content/ }).getByRole('row');
  await expect(rows).toHaveText([
    'ColumnType',
    'iduuid',
    'page_nametext',
    'section_nametext',
    'contentjsonb',
    'updated_attimestamptz',
    'updated_bytext',
  ]);
});

test('the save button shows Saving... and is disabled while the save is in flight', async ({ page }) => {
  await reuseSignIn(page, admin);
  const held = gate();
  await page.route('**/api/content/*', async (route) => {
    await held.opened;
    await route.continue();
  });
  const hero = page.getByRole('tabpanel', { name: 'home' }).getByRole('region', { name: 'hero', exact: true });
  await hero.getByRole('button', { name: 'Save Changes' }).click();
  await expect(hero.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(hero.getByLabel('headline', { exact: true })).toBeDisabled();
  held.open();
  await expect(page.getByText('Content updated successfully')).toBeVisible();
  await expect(hero.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
});

test('a section can be edited as JSON; text that does not parse is never saved', async ({ page }) => {
  await reuseSignIn(page, admin);
  await withContentRestored(page.request, async (snapshot) => {
    const original = snapshot.find((s) => s.pageName === 'site' && s.sectionName === 'links')!;
    await page.getByRole('tab', { name: 'site' }).click();
    const links = page.getByRole('tabpanel', { name: 'site' }).getByRole('region', { name: 'links' });
    await links.getByRole('button', { name: 'Edit as JSON' }).click();
    const json = links.getByLabel('links as JSON');
    await json.fill('{ "brand_name": ');
    await expect(links.getByText(/Invalid JSON/)).toBeVisible();
    await expect(links.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    const tagline = `Edited as JSON ${Date.now()}`;
    await json.fill(JSON.stringify({ ...original.content, brand_tagline: tagline }, null, 2));
    await expect(links.getByText(/Invalid JSON/)).toHaveCount(0);
    await links.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Content updated successfully')).toBeVisible();
    expect((await readSection(page.request, 'site', 'links')).content.brand_tagline).toBe(tagline);

    await links.getByRole('button', { name: 'Edit as JSON' }).click();
    await expect(links.getByLabel('brand tagline')).toHaveValue(tagline);
  });
});

test('the content manager has no accessibility violations', async ({ page }) => {
  await reuseSignIn(page, admin);
  await expect(page.getByRole('tab', { name: 'home' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('#content-manager').analyze();
  expect(results.violations).toEqual([]);
});
