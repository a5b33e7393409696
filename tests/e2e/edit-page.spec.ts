import { expect, test, type Page } from '@playwright/test';
import { reuseSignIn, testAdmins } from './support/accounts';
import { readSection, withContentRestored } from './support/content-sections';
import { afterSave } from './support/page-cache';

// Issue #40, points 2 and 4: "Edit page" draws the public page in a frame from the admin's draft,
// clicking a text there selects its field, keystrokes show at once, and one Publish puts the
// page's drafted sections live (each checked against the version the draft began from).

const frameOf = (page: Page) => page.locator('iframe[title*="as visitors see it"]').contentFrame();
// The frame takes clicks once its editing script has started (until then it says it is loading).
const frameReady = (page: Page) =>
  expect(page.locator('iframe[title*="as visitors see it"][data-ready]')).toHaveCount(1, { timeout: 30_000 });
const sectionForm = (page: Page, name: RegExp) =>
  page
    .getByRole('complementary')
    .locator('section')
    .filter({ has: page.getByRole('button', { name }) });

async function openEditPage(page: Page) {
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Edit page' }).first().click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/edit\/home$/);
  await expect(frameOf(page).locator('h1[data-edit-path="headline"]')).toBeVisible({ timeout: 30_000 });
  await frameReady(page);
}

test.beforeEach(async ({ page }) => {
  await reuseSignIn(page, testAdmins.content);
  // A draft another test left behind would be on this page too.
  await page.request.delete('/api/content/drafts/home');
});

test('clicking the headline in the frame selects its field, typing shows in the frame before anything is saved, and the phone switch draws 390 px', async ({
  page,
}) => {
  const hero = await readSection(page.request, 'home', 'hero');
  await openEditPage(page);
  const frame = frameOf(page);

  await frame.locator('h1#hero-title').click();
  const field = page.locator(':focus');
  await expect(field).toHaveValue(String(hero.content.headline));
  await expect(sectionForm(page, /^Top of the page/)).toContainText(/headline/i);

  // Nothing may be stored while the frame changes: the draft's save is held until we have looked.
  let releaseSave = () => {};
  const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
  let saves = 0;
  await page.route('**/api/content/drafts/home', async (route) => {
    if (route.request().method() === 'PUT') {
      saves += 1;
      await saveHeld;
    }
    await route.continue();
  });
  await field.fill('');
  await field.pressSequentially('Typed, not saved');
  await expect(frame.locator('h1#hero-title')).toHaveText('Typed, not saved');
  expect((await readSection(page.request, 'home', 'hero')).content.headline).toBe(hero.content.headline);
  releaseSave();
  await expect.poll(() => saves).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Phone' }).click();
  await expect(page.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
  await expect(frame.locator('h1#hero-title')).toHaveText('Typed, not saved');
  await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(390);
  await page.getByRole('button', { name: 'Desktop' }).click();
  await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(1280);

  await page.unroute('**/api/content/drafts/home');
  await page.request.delete('/api/content/drafts/home');
});

test('two sections edited are a draft that survives a reload, and one Publish puts both on the public page', async ({
  page,
}) => {
  await withContentRestored(page.request, async () => {
    await openEditPage(page);
    const frame = frameOf(page);
    await frame.locator('h1#hero-title').click();
    await page.locator(':focus').fill('One publish, two sections');
    const status = page.getByRole('status').filter({ hasText: /Draft kept|Keeping your draft/ });
    await expect(status).toHaveText(/Draft kept/);
    await sectionForm(page, /^Quote/)
      .getByRole('button', { name: /^Quote/ })
      .click();
    await sectionForm(page, /^Quote/)
      .getByLabel('Quote', { exact: true })
      .fill('Published together');
    // Read at once, not retried: the status may not claim the draft is kept while the quote waits to be sent.
    expect(await status.textContent()).toBe('Keeping your draft...');
    await expect(frame.getByText('Published together')).toBeVisible();
    await expect(status).toHaveText(/Draft kept/);

    await page.reload();
    await expect(frameOf(page).locator('h1#hero-title')).toHaveText('One publish, two sections', { timeout: 30_000 });
    await expect(frameOf(page).getByText('Published together')).toBeVisible();
    // The live site does not show a draft.
    const live = await page.request.get('/');
    expect(await live.text()).not.toContain('One publish, two sections');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('is live with your changes')).toBeVisible();
    await afterSave(page, '/', () => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'One publish, two sections',
    );
    await expect(page.getByText('Published together')).toBeVisible();
    await expect(page.locator('[data-edit-path]')).toHaveCount(0);
  });
});

test('a save by another admin meanwhile is named, nothing is published and the draft is kept', async ({
  page,
  browser,
}) => {
  await withContentRestored(page.request, async () => {
    await openEditPage(page);
    await frameOf(page).locator('h1#hero-title').click();
    await page.locator(':focus').fill('My draft headline');
    await expect(page.getByRole('status').filter({ hasText: 'Draft kept' })).toBeVisible();

    // The second admin changes the hero through the dashboard's ordinary Save.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await reuseSignIn(otherPage, testAdmins.editor, null);
    const hero = await readSection(otherPage.request, 'home', 'hero');
    const saved = await otherPage.request.patch(`/api/content/${hero.id}`, {
      data: { content: { ...hero.content, headline: 'Their headline' }, expectedUpdatedAt: hero.updatedAt },
    });
    expect(saved.status()).toBe(200);
    await other.close();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const alert = page.getByRole('alert', { name: 'Not published' });
    await expect(alert).toContainText('“Top of the page”');
    await expect(alert).toContainText('Your draft is kept');
    expect((await readSection(page.request, 'home', 'hero')).content.headline).toBe('Their headline');

    await page.reload();
    await expect(frameOf(page).locator('h1#hero-title')).toHaveText('My draft headline', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
    await expect(frameOf(page).locator('h1#hero-title')).toHaveText('Their headline');
  });
});

test('on the Portfolio page too, clicking a heading in the frame focuses its field beside it', async ({ page }) => {
  await page.request.delete('/api/content/drafts/portfolio');
  const skills = await readSection(page.request, 'portfolio', 'skills');
  await page.goto('/admin/dashboard/edit/portfolio');
  const heading = frameOf(page).locator('#skills-heading [data-edit-path="heading"]');
  await expect(heading).toHaveText(String(skills.content.heading), { timeout: 30_000 });
  await frameReady(page);

  await heading.click();
  const field = sectionForm(page, /^Skills/).getByLabel('Heading', { exact: true });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(String(skills.content.heading));
});
