// Issue #17, points 7 and 8: instructions per session, and the tokens each reply used.
import { expect, test } from '@playwright/test';
import { testAdmins } from './support/accounts';
import { addKey, assistantBubbles, fake, newSession, openEmptyPortal, openTab, send } from './support/portal';

const user = testAdmins.portal;

test.beforeEach(async () => {
  await fake.reset();
});

test('instructions saved for a chat are sent first; each reply shows its tokens, the chat its total', async ({
  page,
}) => {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-instructions-key-9999' });
  await openTab(page, 'Chat');
  await newSession(page);

  await page.getByRole('button', { name: 'Instructions', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Instructions for this chat' });
  const field = dialog.getByLabel('Instructions');
  await field.fill('Answer in exactly three words.');
  await expect(dialog.getByText('30 / 4000')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Instructions' }).click();
  await expect(page.getByText('Instructions saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Instructions (on)' })).toBeVisible();

  await fake.setReply('Three words exactly.');
  await send(page, 'Describe the mission');
  await expect(assistantBubbles(page).last()).toContainText('Three words exactly.');
  const calls = (await fake.requests()).filter((r) => r.path === '/v1/chat/completions');
  const body = calls.at(-1)!.body as { messages: { role: string; content: string }[] };
  expect(body.messages[0]).toEqual({ role: 'system', content: 'Answer in exactly three words.' });

  // The fake reports about four characters a token: "Three words exactly." is 5 tokens out.
  await expect(
    assistantBubbles(page)
      .last()
      .getByText(/^\d+ in · 5 out tokens$/),
  ).toBeVisible();
  await fake.setReply('Second reply here.');
  await send(page, 'And again');
  await expect(
    assistantBubbles(page)
      .last()
      .getByText(/^\d+ in · 5 out tokens$/),
  ).toBeVisible();
  await expect(page.getByText(/^Tokens: [\d,]+ in · 10 out$/)).toBeVisible();

  // Kept with the session: after a reload the dialog shows them, and clearing turns them off.
  await page.reload();
  await page
    .getByRole('list', { name: 'Sessions' })
    .getByRole('button', { name: /^Describe the mission/ })
    .click();
  await page.getByRole('button', { name: 'Instructions (on)' }).click();
  await expect(dialog.getByLabel('Instructions')).toHaveValue('Answer in exactly three words.');
  await dialog.getByLabel('Instructions').fill('');
  await dialog.getByRole('button', { name: 'Save Instructions' }).click();
  await expect(page.getByText('Instructions removed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Instructions', exact: true })).toBeVisible();
});
