import { expect, test, type Page } from '@playwright/test';
import { reuseSignIn, testAdmins } from './support/accounts';
import { readSection, withContentRestored } from './support/content-sections';
import { afterSave } from './support/page-cache';

const admin = testAdmins.editor;

// A zone and locale unlike the server's, to see that timestamps are rendered by the browser.
test.use({ timezoneId: 'Pacific/Auckland', locale: 'en-NZ' });

/** Opens a page's tab and answers its section card, both by the names the owner sees. */
async function sectionCard(page: Page, pageName: string, sectionName: string) {
  await page.getByRole('tab', { name: pageName, exact: true }).click();
  return page.getByRole('tabpanel', { name: pageName }).getByRole('region', { name: sectionName, exact: true });
}

test('the dashboard lists every page and saves a short field to the public page, keeping other drafts', async ({
  page,
}) => {
  await reuseSignIn(page, admin);
  await expect(page.getByTestId('status-pages')).toContainText('7');
  await expect(page.getByRole('tab')).toHaveText([
    'Home',
    'About',
    'Portfolio',
    'Donate',
    'Contact',
    'Privacy',
    'Whole site',
  ]);

  await withContentRestored(page.request, async () => {
    const doctrine = await sectionCard(page, 'Home', 'Quote');
    await doctrine.getByLabel('Quoted from').fill('An unsaved attribution');
    await expect(doctrine.getByText('Unsaved changes')).toBeVisible();

    const hero = await sectionCard(page, 'Home', 'Top of the page');
    const headline = hero.getByLabel('Headline', { exact: true });
    await expect(headline).toHaveJSProperty('tagName', 'INPUT');
    const text = `Dashboard headline ${Date.now()}`;
    await headline.fill(text);
    await hero.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Content updated successfully')).toBeVisible();

    const saved = await readSection(page.request, 'home', 'hero');
    expect(saved.content.headline).toBe(text);
    await expect(hero.getByText(`by ${admin}`)).toBeVisible();
    const expectedTime = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en-NZ', {
          dateStyle: 'medium',
          timeStyle: 'medium',
          timeZone: 'Pacific/Auckland',
        }).format(new Date(iso)),
      saved.updatedAt,
    );
    await expect(hero.locator('time')).toHaveAttribute('datetime', saved.updatedAt);
    await expect(hero.getByText('Last updated')).toContainText(expectedTime);

    // Only the saved card changed; the other section's edit is still there and still unsaved.
    await expect(doctrine.getByLabel('Quoted from')).toHaveValue('An unsaved attribution');
    await expect(doctrine.getByText('Unsaved changes')).toBeVisible();
    await expect(hero.getByText('Unsaved changes')).toHaveCount(0);

    await afterSave(page, '/', () => page.getByRole('heading', { level: 1 }).textContent()).toBe(text);
  });
});

test('a long field is a multi-line box, and list items of a nested list can be added and removed', async ({ page }) => {
  await reuseSignIn(page, admin);
  await withContentRestored(page.request, async () => {
    const hero = await sectionCard(page, 'Home', 'Top of the page');
    const subtitle = hero.getByLabel('Introduction', { exact: true });
    await expect(subtitle).toHaveJSProperty('tagName', 'TEXTAREA');
    const longText = `A new subtitle ${Date.now()}, `.padEnd(140, 'long enough to need a multi-line box. ');
    await subtitle.fill(longText);
    await hero.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Content updated successfully')).toBeVisible();

    const work = await sectionCard(page, 'About', 'What I have been working on');
    await expect(work.getByRole('group', { name: /^Project \d$/ })).toHaveCount(4);
    await work.getByRole('button', { name: 'Remove Project 2' }).click();
    await work.getByRole('button', { name: 'Add a project' }).click();
    const added = work.getByRole('group', { name: 'Project 4' });
    await expect(added.getByLabel('Title', { exact: true })).toHaveValue('');
    await added.getByLabel('Title', { exact: true }).fill('Dashboard Project');
    await added.getByLabel('Description', { exact: true }).fill('Added from the content manager.');
    await work.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Content updated successfully').first()).toBeVisible();

    await page.reload();
    const reloaded = await sectionCard(page, 'About', 'What I have been working on');
    const titles = reloaded.getByRole('group', { name: /^Project \d$/ }).getByLabel('Title', { exact: true });
    await expect(titles).toHaveCount(4);
    await expect(titles.nth(1)).toHaveValue('Agentic Workflow Systems');
    await expect(titles.nth(3)).toHaveValue('Dashboard Project');

    await afterSave(page, '/', () => page.getByText(longText).count()).toBe(1);
    await expect(page.getByText(longText)).toBeVisible();
  });
});

test('an invalid edit shows the field errors and changes nothing on the public page', async ({ page }) => {
  await reuseSignIn(page, admin);
  await withContentRestored(page.request, async (snapshot) => {
    const original = snapshot.find((s) => s.pageName === 'home' && s.sectionName === 'hero')!;
    const hero = await sectionCard(page, 'Home', 'Top of the page');
    await hero.getByLabel('Headline', { exact: true }).fill('This headline must not be published');
    // The page always shows four mottos: none can be removed or added, only changed or moved.
    await expect(hero.getByRole('button', { name: /^Remove Motto/ })).toHaveCount(0);
    await expect(hero.getByRole('button', { name: /^Add a motto/ })).toHaveCount(0);
    await hero.getByLabel('Motto 4', { exact: true }).fill('');
    await hero.getByLabel('Tagline', { exact: true }).fill('');
    await hero.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Failed to save content')).toBeVisible();
    // The message names the fields as the form does, not by their keys ("mottos.3").
    await expect(hero.getByRole('alert')).toContainText('Motto 4: Required');
    await expect(hero.getByRole('alert')).toContainText('Tagline: Required');
    await expect(hero.getByRole('alert')).not.toContainText('mottos');
    await expect(hero.getByLabel('Tagline', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(hero.getByLabel('Tagline', { exact: true })).toHaveAccessibleDescription('Required');
    await expect(hero.getByLabel('Headline', { exact: true })).toHaveValue('This headline must not be published');

    expect((await readSection(page.request, 'home', 'hero')).updatedAt).toBe(original.updatedAt);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(original.content.headline));
  });
});

test('a save over someone else’s newer save is refused, keeps the edits, and can load the latest', async ({
  browser,
}) => {
  test.slow(); // two browser contexts, each registering and signing in, on a shared 2-core machine
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await reuseSignIn(first, admin);
  await reuseSignIn(second, admin);
  try {
    await withContentRestored(first.request, async () => {
      const firstHero = await sectionCard(first, 'Home', 'Top of the page');
      const secondHero = await sectionCard(second, 'Home', 'Top of the page');
      await expect(secondHero.getByLabel('Headline', { exact: true })).not.toHaveValue('');

      const firstText = `First editor ${Date.now()}`;
      await firstHero.getByLabel('Headline', { exact: true }).fill(firstText);
      await firstHero.getByRole('button', { name: 'Save Changes' }).click();
      await expect(first.getByText('Content updated successfully')).toBeVisible();

      await secondHero.getByLabel('Headline', { exact: true }).fill('Second editor, too late');
      await secondHero.getByRole('button', { name: 'Save Changes' }).click();
      await expect(second.getByText(/changed by someone else/).first()).toBeVisible();
      await expect(secondHero.getByRole('alert')).toContainText(/changed by someone else/);
      await expect(secondHero.getByLabel('Headline', { exact: true })).toHaveValue('Second editor, too late');

      await first.goto('/');
      await expect(first.getByRole('heading', { level: 1 })).toHaveText(firstText);

      await secondHero.getByRole('button', { name: 'Load latest version' }).click();
      await second.getByRole('button', { name: 'Discard my edits and reload' }).click();
      await expect(secondHero.getByLabel('Headline', { exact: true })).toHaveValue(firstText);
      await expect(secondHero.getByRole('alert')).toHaveCount(0);
    });
  } finally {
    await first.context().close();
    await second.context().close();
  }
});
