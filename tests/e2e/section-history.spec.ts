import { expect, test, type Page } from '@playwright/test';
import { reuseSignIn, testAdmins } from './support/accounts';
import { readSection, withContentRestored } from './support/content-sections';
import { afterSave } from './support/page-cache';

async function heroCard(page: Page) {
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'Home', exact: true }).click();
  return page.getByRole('tabpanel', { name: 'Home' }).getByRole('region', { name: 'Top of the page', exact: true });
}

async function saveHeadline(page: Page, text: string) {
  const hero = await heroCard(page);
  await hero.getByLabel('Headline', { exact: true }).fill(text);
  await hero.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(async () => (await readSection(page.request, 'home', 'hero')).content.headline).toBe(text);
}

test('an admin saves a section twice, restores the first save from its history, and the public page shows it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await reuseSignIn(page, testAdmins.content);
  await withContentRestored(page.request, async () => {
    const stamp = Date.now();
    const first = `History first ${stamp}`;
    const second = `History second ${stamp}`;
    await saveHeadline(page, first);
    await saveHeadline(page, second);

    const hero = await heroCard(page);
    await hero.getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: 'History of Top of the page' });
    const versions = dialog.getByRole('list', { name: 'Earlier versions of Top of the page' }).getByRole('listitem');
    // Newest first: the version the second save replaced is the first save, by this admin.
    const firstSave = versions.first();
    await expect(firstSave).toContainText(`by ${testAdmins.content}`);
    await firstSave.getByRole('button', { name: 'View' }).click();
    // The version in words, as the form names its fields: "Headline", "Motto 1", not JSON keys.
    const shown = firstSave.getByRole('definition').filter({ hasText: first });
    await expect(shown).toBeVisible();
    await expect(firstSave.getByRole('term').filter({ hasText: /^Headline$/ })).toBeVisible();
    await expect(firstSave.getByRole('term').filter({ hasText: /^Motto 1$/ })).toBeVisible();
    await expect(firstSave).not.toContainText('"headline"');

    await firstSave.getByRole('button', { name: 'Restore' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Version restored').first()).toBeVisible();
    await expect(hero.getByLabel('Headline', { exact: true })).toHaveValue(first);
    expect((await readSection(page.request, 'home', 'hero')).content.headline).toBe(first);

    await afterSave(page, '/', () => page.getByRole('heading', { level: 1 }).textContent()).toBe(first);

    // The restore is itself a version: the second save can be brought back the same way.
    const again = await heroCard(page);
    await again.getByRole('button', { name: 'History' }).click();
    const newest = page.getByRole('dialog').getByRole('listitem').first();
    await expect(newest.getByRole('definition')).toHaveCount(0);
    await newest.getByRole('button', { name: 'View' }).click();
    await expect(newest.getByRole('definition').filter({ hasText: second })).toBeVisible();
  });
});

test('history and restore refuse visitors and other sites', async ({ page, request }) => {
  const id = '00000000-0000-4000-8000-000000000000';
  expect((await request.get(`/api/content/${id}/history`)).status()).toBe(401);
  expect(
    (
      await request.post(`/api/content/${id}/restore`, {
        data: { versionId: id, expectedUpdatedAt: new Date().toISOString() },
      })
    ).status(),
  ).toBe(401);

  await reuseSignIn(page, testAdmins.content);
  const hero = await readSection(page.request, 'home', 'hero');
  const history = await page.request.get(`/api/content/${hero.id}/history`);
  expect(history.status()).toBe(200);
  const crossSite = await page.request.post(`/api/content/${hero.id}/restore`, {
    headers: { origin: 'https://evil.example' },
    data: { versionId: id, expectedUpdatedAt: hero.updatedAt },
  });
  expect(crossSite.status()).toBe(403);
  expect((await readSection(page.request, 'home', 'hero')).updatedAt).toBe(hero.updatedAt);
});
