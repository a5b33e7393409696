// Issue #41, points 4 to 6: chats people can find (rename, pin), errors that stay in the thread,
// and a phone layout for chatting.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { testAdmins } from './support/accounts';
import {
  addKey,
  assistantBubbles,
  composer,
  fake,
  messages,
  newSession,
  openEmptyPortal,
  openSessions,
  openTab,
  send,
  sessionList,
  userBubbles,
} from './support/portal';

const user = testAdmins.portal;
const REJECTED = 'OpenAI rejected the API key (401). Check the key in Settings.';
const failedNote = (page: Page) => messages(page).getByRole('note', { name: 'The reply failed' });

test.beforeEach(async () => {
  await fake.reset();
});

test.describe('at 1366x900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a chat renamed in its header and pinned from the list keeps both after a reload', async ({ page }) => {
    await openEmptyPortal(page, user);
    await addKey(page, { apiKey: 'sk-find-key-4141' });
    await openTab(page, 'Chat');
    for (const first of ['Older chat about tides', 'Newer chat about boats']) {
      await newSession(page);
      await send(page, first);
      await expect(assistantBubbles(page)).toHaveCount(1);
    }
    // Inline in the header: click the title, type, Enter.
    await page.getByRole('heading', { name: 'Newer chat about boats' }).getByRole('button').click();
    await page.getByRole('textbox', { name: 'Chat title' }).fill('Boat maintenance');
    await page.getByRole('textbox', { name: 'Chat title' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'Boat maintenance' })).toBeVisible();
    await expect(sessionList(page).getByRole('listitem').first()).toContainText('Boat maintenance');

    // From the list's menu: pin the older chat, which goes to the top.
    await sessionList(page).getByRole('button', { name: 'More actions for Older chat about tides' }).click();
    await page.getByRole('menuitem', { name: 'Pin to top' }).click();
    await expect(sessionList(page).getByRole('listitem').first()).toContainText('Older chat about tides');
    await expect(sessionList(page).getByRole('listitem').first().getByRole('img', { name: 'Pinned' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('find-1366x900.png') });

    // Renamed from the list's menu too, in place.
    await sessionList(page).getByRole('button', { name: 'More actions for Boat maintenance' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const box = sessionList(page).getByRole('textbox', { name: 'Chat title' });
    await expect(box).toBeFocused();
    await box.fill('Boat upkeep');
    await box.press('Enter');
    await expect(sessionList(page).getByRole('listitem').nth(1)).toContainText('Boat upkeep');

    await page.reload();
    const items = sessionList(page).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Older chat about tides');
    await expect(items.first().getByRole('img', { name: 'Pinned' })).toBeVisible();
    await expect(items.nth(1)).toContainText('Boat upkeep');
    await expect(items.nth(1).getByRole('img', { name: 'Pinned' })).toHaveCount(0);
  });

  test('a rejected key leaves an error in the thread that survives a reload and a later message', async ({ page }) => {
    await openEmptyPortal(page, user);
    await addKey(page, { apiKey: 'sk-find-key-4142' });
    await openTab(page, 'Chat');
    await newSession(page);
    await fake.failNext({ status: 401 });
    await send(page, 'Will this fail?');
    await expect(failedNote(page)).toContainText(REJECTED);
    await expect(failedNote(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('error-1366x900.png') });

    await page.reload();
    await sessionList(page)
      .getByRole('button', { name: /^Will this fail\?/ })
      .click();
    await expect(userBubbles(page)).toHaveText([/Will this fail\?/]);
    await expect(failedNote(page)).toContainText(REJECTED);

    await fake.setReply('Now it works.');
    await send(page, 'And now?');
    await expect(assistantBubbles(page).last()).toContainText('Now it works.');
    // Still where it happened, without Retry now that the chat went on.
    await expect(failedNote(page)).toContainText(REJECTED);
    await expect(failedNote(page).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await page.reload();
    await sessionList(page)
      .getByRole('button', { name: /^Will this fail\?/ })
      .click();
    await expect(userBubbles(page)).toHaveCount(2);
    await expect(failedNote(page)).toContainText(REJECTED);

    await openTab(page, 'Settings');
    await expect(page.getByRole('region', { name: 'Chat Titles' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('settings-1366x900.png') });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Enter adds a line, Send sends, and the chat gets at least 75% of the height', async ({ page }) => {
    await openEmptyPortal(page, testAdmins.portalSecond);
    const saved = await page.request.post('/api/portal/keys', {
      data: { provider: 'openai', apiKey: 'sk-find-phone-4143' },
    });
    expect(saved.status()).toBe(201);
    await page.reload();
    await newSession(page);
    await composer(page).click();
    await composer(page).pressSequentially('First line');
    await composer(page).press('Enter');
    await composer(page).pressSequentially('second line');
    await expect(composer(page)).toHaveValue('First line\nsecond line');
    await expect(userBubbles(page)).toHaveCount(0);
    // The placeholder fits one line.
    expect(await composer(page).getAttribute('placeholder')).toBe('Message');

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(userBubbles(page)).toHaveCount(1);
    await expect(userBubbles(page).locator('p')).toHaveText('First line\nsecond line');
    await expect(assistantBubbles(page)).toHaveCount(1);

    // The chat (the conversation down to the message box) takes at least 75% of the screen.
    const log = (await messages(page).boundingBox())!;
    const box = (await page.getByRole('button', { name: 'Send', exact: true }).boundingBox())!;
    const input = (await composer(page).boundingBox())!;
    const bottom = Math.max(box.y + box.height, input.y + input.height);
    expect(bottom - log.y).toBeGreaterThanOrEqual(0.75 * 844);
    expect(bottom).toBeLessThanOrEqual(844);
    await page.screenshot({ path: test.info().outputPath('chat-390x844.png') });

    // One row above the conversation: Sessions, the title, the model and the menu; no tab or Compare row.
    const row = [
      page.getByRole('button', { name: 'Sessions', exact: true }),
      page.getByTitle('Rename this chat'),
      page.getByRole('button', { name: /^Model: .* Change the model$/ }),
      page.getByRole('button', { name: 'Chat menu' }),
    ];
    const [first, ...rest] = await Promise.all(row.map(async (part) => middleOf(part)));
    for (const middle of rest) expect(Math.abs(middle - first!)).toBeLessThanOrEqual(4);
    expect(first).toBeLessThan(log.y);
    // The title keeps room to be read: Tools and Instructions wait in the menu.
    expect((await row[1]!.boundingBox())!.width).toBeGreaterThanOrEqual(100);
    await expect(page.getByRole('button', { name: /^Instructions/ })).toBeHidden();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeHidden();

    // The chat's menu holds rename, pin, the chat's figures, and what the hidden rows held.
    await page.getByRole('button', { name: 'Chat menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Pin to top' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'New chat' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Usage' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('chat-menu-390x844.png') });
    await page.getByRole('menuitem', { name: 'Instructions' }).click();
    await expect(page.getByRole('dialog', { name: 'Instructions for this chat' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Chat menu' }).click();
    await page.getByRole('menuitem', { name: 'Tools' }).click();
    await expect(page.getByRole('dialog', { name: 'Tools for this chat' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Chat menu' }).click();
    // Compare switched on from the menu brings its row (and its model list) back.
    await page.getByRole('menuitemcheckbox', { name: 'Compare models' }).click();
    await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeHidden();
    // Settings from the menu shows the tab row, whose Chat tab hides it again.
    await page.getByRole('button', { name: 'Chat menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Chat' }).click();
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(composer(page)).toBeVisible();

    // The list's menu works on the phone too.
    const sheet = await openSessions(page);
    await expect(sheet.getByRole('button', { name: /^More actions for/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('sessions-390x844.png') });
  });
});

/** The vertical middle of an element's box. */
async function middleOf(part: Locator): Promise<number> {
  const box = (await part.boundingBox())!;
  return box.y + box.height / 2;
}
