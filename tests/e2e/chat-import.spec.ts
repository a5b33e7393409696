// Chats brought in from elsewhere: a ChatGPT conversations.json through the Import dialog.
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { testAdmins } from './support/accounts';
import { messages, openEmptyPortal, sessionList } from './support/portal';

const conversationsJson = path.resolve('tests/fixtures/chat-import/chatgpt-conversations.json');

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Import chats' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import chats' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a ChatGPT conversations.json imported through the dialog opens as a session with its messages in order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openEmptyPortal(page, testAdmins.portalSecond);

  // A file that is not an export is refused in the dialog, and nothing appears.
  let dialog = await openImport(page);
  await dialog.getByLabel('Export file').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ notes: ['not a chat'] })),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('This file is not a chat export the portal reads');
  expect((await new AxeBuilder({ page }).include('[role=dialog]').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('No sessions yet')).toBeVisible();

  dialog = await openImport(page);
  await dialog.getByLabel('Export file').setInputFiles(conversationsJson);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported 2 conversations.');
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(sessionList(page).getByRole('listitem')).toHaveCount(2);
  await sessionList(page)
    .getByRole('button', { name: /^Sourdough starter help/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Sourdough starter help' })).toBeVisible();
  const bubbles = messages(page).getByRole('article');
  await expect(bubbles).toHaveCount(4);
  const expected = [
    ['You', 'My sourdough starter smells like acetone. Is it dead?'],
    ['Assistant', 'Not dead, just hungry. Acetone means it ran out of food: feed it twice a day.'],
    ['You', 'Here is a photo. How much rye flour per feed, at 25 °C?'],
    ['Assistant', 'At 25 °C use 55 g of rye flour and 55 g of water per feed.'],
  ];
  for (const [index, [role, text]] of expected.entries()) {
    await expect(bubbles.nth(index)).toHaveAccessibleName(role!);
    await expect(bubbles.nth(index)).toContainText(text!);
  }
  // The branch the export marked current only: the edited-away question is not there.
  await expect(messages(page)).not.toContainText('How much flour per feed?');
});
