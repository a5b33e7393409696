// Issue #17, point 4: Regenerate the last reply, Edit the last question; by keyboard.
import { expect, test } from '@playwright/test';
import { testAdmins } from './support/accounts';
import {
  addKey,
  assistantBubbles,
  fake,
  newSession,
  openEmptyPortal,
  openTab,
  send,
  userBubbles,
} from './support/portal';

const user = testAdmins.portal;

test.beforeEach(async () => {
  await fake.reset();
});

const storedContents = async (page: import('@playwright/test').Page) => {
  const list = await (await page.request.get('/api/portal/sessions')).json();
  const detail = await (await page.request.get(`/api/portal/sessions/${list.sessions[0].id}`)).json();
  return detail.messages.map((m: { role: string; content: string }) => `${m.role}:${m.content}`);
};

test('Regenerate replaces the last reply; Edit changes the last question and replaces what followed', async ({
  page,
}) => {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-regenerate-key-4444' });
  await openTab(page, 'Chat');
  await newSession(page);

  await fake.setReply('First answer.');
  await send(page, 'First question');
  await expect(assistantBubbles(page).last()).toContainText('First answer.');
  await fake.setReply('Second answer.');
  await send(page, 'Second question');
  await expect(assistantBubbles(page).last()).toContainText('Second answer.');

  // Only the last reply offers Regenerate, only the last question Edit.
  await expect(page.getByRole('button', { name: 'Regenerate reply' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Edit message' })).toHaveCount(1);
  await expect(userBubbles(page).last().getByRole('button', { name: 'Edit message' })).toBeVisible();

  await fake.setReply('Second answer, regenerated.');
  const regenerate = assistantBubbles(page).last().getByRole('button', { name: 'Regenerate reply' });
  await regenerate.focus();
  await page.keyboard.press('Enter');
  await expect(assistantBubbles(page).last()).toContainText('Second answer, regenerated.');
  await expect(assistantBubbles(page)).toHaveCount(2);
  expect(await storedContents(page)).toEqual([
    'user:First question',
    'assistant:First answer.',
    'user:Second question',
    'assistant:Second answer, regenerated.',
  ]);

  // Edit: Escape leaves the question as it was; Ctrl+Enter sends the new text.
  await userBubbles(page).last().getByRole('button', { name: 'Edit message' }).click();
  const editor = page.getByRole('textbox', { name: 'Edit message' });
  await expect(editor).toBeFocused();
  await editor.fill('Something else');
  await editor.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(userBubbles(page).last()).toContainText('Second question');

  await userBubbles(page).last().getByRole('button', { name: 'Edit message' }).click();
  await fake.setReply('Answer to the edited question.');
  await editor.fill('Second question, edited');
  await editor.press('Control+Enter');
  await expect(assistantBubbles(page).last()).toContainText('Answer to the edited question.');
  await expect(userBubbles(page).last()).toContainText('Second question, edited');
  await expect(userBubbles(page)).toHaveCount(2);
  expect(await storedContents(page)).toEqual([
    'user:First question',
    'assistant:First answer.',
    'user:Second question, edited',
    'assistant:Answer to the edited question.',
  ]);

  // A regenerate the provider refuses before any text loses nothing: the old reply stays, and
  // the failure is noted after it in the thread (issue #41.5).
  await fake.failNext({ status: 500 }, { times: 3 });
  await assistantBubbles(page).last().getByRole('button', { name: 'Regenerate reply' }).click();
  const note = assistantBubbles(page).last().getByRole('note', { name: 'The reply failed' });
  await expect(note).toContainText(/OpenAI is unavailable right now \(500\)/);
  await expect(assistantBubbles(page).nth(-2)).toContainText('Answer to the edited question.');
  await expect(userBubbles(page).last()).toContainText('Second question, edited');
  expect(await storedContents(page)).toEqual([
    'user:First question',
    'assistant:First answer.',
    'user:Second question, edited',
    'assistant:Answer to the edited question.',
    'assistant:',
  ]);
});
