// Lists in the section forms move by keyboard (Move up / Move down, or the drag handle) and icons
// are chosen from a picker of the site's own icons; both show on the public page once saved.
import { expect, test, type Page } from '@playwright/test';
import { reuseSignIn, testAdmins } from './support/accounts';
import { readSection, withContentRestored } from './support/content-sections';
import { afterSave } from './support/page-cache';

const admin = testAdmins.editor;

async function sectionCard(page: Page, pageLabel: string, sectionLabel: string) {
  await page.getByRole('tab', { name: pageLabel, exact: true }).click();
  return page.getByRole('tabpanel', { name: pageLabel }).getByRole('region', { name: sectionLabel, exact: true });
}

test('moving the second motto up and saving reorders the mottos on the public page', async ({ page }) => {
  await reuseSignIn(page, admin);
  await withContentRestored(page.request, async () => {
    const mottos = (await readSection(page.request, 'home', 'hero')).content.mottos as string[];
    const hero = await sectionCard(page, 'Home', 'Top of the page');
    const mottoList = hero.getByRole('group', { name: 'Mottos' });
    await expect(mottoList.getByLabel(/^Motto \d$/)).toHaveCount(4);
    // The first cannot move up, the last cannot move down.
    await expect(hero.getByRole('button', { name: 'Move Motto 1 up' })).toBeDisabled();
    await expect(hero.getByRole('button', { name: 'Move Motto 4 down' })).toBeDisabled();

    await hero.getByRole('button', { name: 'Move Motto 2 up' }).click();
    await expect(hero.getByLabel('Motto 1', { exact: true })).toHaveValue(mottos[1]!);
    await expect(hero.getByLabel('Motto 2', { exact: true })).toHaveValue(mottos[0]!);
    // The focus went with the motto: it is first now, so its "Move down" holds the focus.
    await expect(hero.getByRole('button', { name: 'Move Motto 1 down' })).toBeFocused();

    await hero.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Content updated successfully')).toBeVisible();
    const expected = [mottos[1]!, mottos[0]!, mottos[2]!, mottos[3]!];
    expect((await readSection(page.request, 'home', 'hero')).content.mottos).toEqual(expected);

    // All four, in order, for screen readers (the badge shows them one at a time from the first).
    const badgeMottos = page.locator('.motto-badge li');
    await afterSave(page, '/', async () => (await badgeMottos.allTextContents()).map((text) => text.trim())).toEqual(
      expected,
    );
    await expect(badgeMottos).toHaveText(expected);
  });
});

test('the drag handle moves a motto with the keyboard too', async ({ page }) => {
  await reuseSignIn(page, admin);
  const hero = await sectionCard(page, 'Home', 'Top of the page');
  const motto = (n: number) => hero.getByLabel(`Motto ${n}`, { exact: true });
  const first = await motto(1).inputValue();
  const second = await motto(2).inputValue();
  // A click made before the page is interactive is replayed, a key press is not: one move by
  // button first, which also shows the page is ready.
  await hero.getByRole('button', { name: 'Move Motto 2 up' }).click();
  await expect(motto(1)).toHaveValue(second);

  // Back down by its drag handle. Each key waits for the handle's state and what a screen reader hears.
  const handle = hero.getByRole('button', { name: 'Drag Motto 1' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(hero.getByRole('status')).toHaveText('Motto 1 is at place 1 of 4.');
  await page.keyboard.press('ArrowDown');
  await expect(hero.getByRole('status')).toHaveText('Motto 1 is at place 2 of 4.');
  await page.keyboard.press('Space');
  await expect(motto(1)).toHaveValue(first);
  await expect(motto(2)).toHaveValue(second);
  // Back where it started: nothing to save.
  await expect(hero.getByText('Unsaved changes')).toHaveCount(0);
});

test('an icon chosen in the picker shows on the public page', async ({ page }) => {
  await reuseSignIn(page, admin);
  await withContentRestored(page.request, async () => {
    const values = await sectionCard(page, 'Home', 'Core values');
    const firstValue = values.getByRole('group', { name: 'Value 1' });
    await firstValue.getByRole('button', { name: 'Icon: Lock' }).click();
    const find = page.getByRole('textbox', { name: 'Find an icon' });
    await find.fill('rock');
    const icons = page.getByRole('list', { name: 'Icons' }).getByRole('button');
    await expect(icons).toHaveText(['Rocket']);
    await icons.first().click();
    await expect(find).toBeHidden();
    await expect(firstValue.getByRole('button', { name: 'Icon: Rocket' })).toBeVisible();

    await values.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Content updated successfully')).toBeVisible();
    // The stored name is the one the site reads.
    const saved = await readSection(page.request, 'home', 'core_values');
    expect((saved.content.values as Array<{ icon: string }>)[0]!.icon).toBe('rocket');

    const card = page.locator('section[aria-labelledby="values-title"] li').first();
    await afterSave(page, '/', () => card.locator('use').getAttribute('href')).toBe('/glyphs.svg#rocket');
  });
});
