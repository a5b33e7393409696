// A chat of 1,500 messages costs what one screen costs: it opens at its last message with only the
// messages near the screen drawn, older pages load as the reader scrolls up without moving what
// they read, and a search hit far back opens the chat at that message.
import { expect, test, type Page } from '@playwright/test';
import { chatGptExport } from '../support/chatgpt-export';
import { testAdmins } from './support/accounts';
import { messages, openEmptyPortal, sessionList } from './support/portal';

const TURNS = 750; // 1,500 messages
const MARK = 'zanzibar';
// The budget for the page's elements, whatever the chat's length.
const MAX_ELEMENTS = 5000;

function longExport() {
  const [conversation] = chatGptExport(1, TURNS, () => 'Long history');
  // An early reply (message 20) holds a word nothing else does, for search to find.
  const mapping = conversation!.mapping as Record<string, { message: { content: { parts: string[] } } }>;
  mapping['c0-m19']!.message.content.parts = [`assistant message 20 of conversation 1 mentions ${MARK}`];
  return Buffer.from(JSON.stringify([conversation]));
}

const elementCount = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);
const bubble = (page: Page, n: number) =>
  messages(page)
    .getByRole('article')
    .filter({ hasText: new RegExp(`message ${n} of conversation`) });

test('a 1,500-message chat opens at its end, pages in older messages in place, and search jumps far back', async ({
  page,
}) => {
  test.setTimeout(180_000); // a 1,500-message import on a shared 2-core machine
  await openEmptyPortal(page, testAdmins.portal);
  await page.getByRole('button', { name: 'Import chats' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import chats' });
  await dialog
    .getByLabel('Export file')
    .setInputFiles({ name: 'conversations.json', mimeType: 'application/json', buffer: longExport() });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('Imported 1', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();

  await sessionList(page)
    .getByRole('button', { name: /^Long history/ })
    .click();
  await expect(bubble(page, 1500)).toBeInViewport();
  expect(await elementCount(page)).toBeLessThan(MAX_ELEMENTS);
  expect(await messages(page).getByRole('article').count()).toBeLessThan(100);

  // To the top of what is loaded: the page before comes in above, and the message that was at the
  // top stays on screen (without anchoring the view would show the new page's first message).
  const first = 1451; // the first message of the latest page (50 a page)
  await messages(page).evaluate((element) => element.scrollTo({ top: 0 }));
  await expect(bubble(page, first - 1)).toHaveCount(1);
  await expect(bubble(page, first)).toBeInViewport();
  await expect(bubble(page, first - 50)).not.toBeInViewport();
  expect(await elementCount(page)).toBeLessThan(MAX_ELEMENTS);

  // Search finds the word in message 20 and the chat opens there, 1,480 messages back.
  await page.getByRole('searchbox', { name: 'Search chats' }).fill(MARK);
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: /^Long history/ })
    .click();
  await expect(messages(page).getByText(`mentions ${MARK}`)).toBeInViewport();
  expect(await elementCount(page)).toBeLessThan(MAX_ELEMENTS);
  // And back to the latest messages.
  await page.getByRole('button', { name: 'Jump to latest' }).click();
  await expect(bubble(page, 1500)).toBeInViewport();
});
