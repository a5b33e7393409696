// A failed send can be retried in one click (files included); each chat keeps its own unsent draft.
import { expect, test, type Page } from '@playwright/test';
import { testAdmins } from './support/accounts';
import {
  addKey,
  assistantBubbles,
  composer,
  fake,
  newSession,
  openEmptyPortal,
  openTab,
  send,
  sessionList,
  userBubbles,
} from './support/portal';

const user = testAdmins.portal;
const chips = (page: Page) => page.getByRole('list', { name: 'Attached files' });
const attach = (page: Page, name: string, text: string) =>
  page.getByTestId('attach-input').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
const lastChatRequest = async () =>
  JSON.stringify((await fake.requests()).filter((r) => r.path === '/v1/chat/completions').at(-1)!.body);

test.beforeEach(async () => {
  await fake.reset();
});

test('Retry answers a question the provider failed on, with its file, in one click', async ({ page }) => {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-retry-key-3101' });
  await openTab(page, 'Chat');
  await newSession(page);
  await fake.setReply('First answer.');
  await send(page, 'First question');
  await expect(assistantBubbles(page).last()).toContainText('First answer.');
  // An answered question offers no Retry.
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await attach(page, 'tides.txt', 'High water at 06:12.');
  await expect(chips(page).getByRole('listitem')).toHaveCount(1);
  await fake.failNext({ status: 500 }, { times: 3 });
  await send(page, 'When is high water?');
  // The failure stays in the thread, under the question, with Retry (issue #41.5).
  const failed = assistantBubbles(page).last().getByRole('note', { name: 'The reply failed' });
  await expect(failed).toContainText(/OpenAI is unavailable right now \(500\)/);
  await expect(userBubbles(page).last()).toContainText('When is high water?');
  await expect(failed.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1);

  await fake.setReply('At 06:12.');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(assistantBubbles(page).last()).toContainText('At 06:12.');
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(userBubbles(page)).toHaveCount(2);
  // The file went with the question again, after the turn before it.
  const body = await lastChatRequest();
  expect(body).toContain('High water at 06:12.');
  expect(body).toContain('First answer.');
  const list = await (await page.request.get('/api/portal/sessions')).json();
  const detail = await (await page.request.get(`/api/portal/sessions/${list.sessions[0].id}`)).json();
  expect(detail.messages.map((m: { role: string; content: string }) => `${m.role}:${m.content}`)).toEqual([
    'user:First question',
    'assistant:First answer.',
    'user:When is high water?',
    'assistant:At 06:12.',
  ]);
});

test('each chat keeps its own unsent message and files', async ({ page }) => {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-drafts-key-3102' });
  await openTab(page, 'Chat');
  await newSession(page);
  await fake.setReply('Hello from A.');
  await send(page, 'Alpha chat');
  await expect(assistantBubbles(page).last()).toContainText('Hello from A.');

  await composer(page).fill('Draft for A');
  await attach(page, 'alpha.txt', 'Alpha file text.');
  await expect(chips(page).getByRole('listitem')).toHaveText([/alpha\.txt/]);

  // Another chat starts with an empty box, and keeps what is written there.
  await newSession(page);
  await expect(composer(page)).toHaveValue('');
  await expect(chips(page)).toHaveCount(0);
  await composer(page).fill('Draft for B');

  await sessionList(page)
    .getByRole('button', { name: /^Alpha chat/ })
    .click();
  await expect(userBubbles(page).first()).toContainText('Alpha chat');
  await expect(composer(page)).toHaveValue('Draft for A');
  await expect(chips(page).getByRole('listitem')).toHaveText([/alpha\.txt/]);

  await sessionList(page)
    .getByRole('button', { name: /^New Chat/ })
    .click();
  await expect(userBubbles(page)).toHaveCount(0);
  await expect(composer(page)).toHaveValue('Draft for B');
  await expect(chips(page)).toHaveCount(0);

  // A's draft, sent from A, goes to A with its file.
  await sessionList(page)
    .getByRole('button', { name: /^Alpha chat/ })
    .click();
  await expect(composer(page)).toHaveValue('Draft for A');
  // The box shows the draft at once but takes a send only once the chat's messages are loaded.
  await expect(userBubbles(page).first()).toContainText('Alpha chat');
  await expect(composer(page)).toBeEnabled();
  await fake.setReply('Got the alpha file.');
  await composer(page).press('Enter');
  await expect(assistantBubbles(page).last()).toContainText('Got the alpha file.');
  const body = await lastChatRequest();
  expect(body).toContain('Alpha file text.');
  expect(body).toContain('Hello from A.');
  await expect(composer(page)).toHaveValue('');
  await expect(chips(page)).toHaveCount(0);
});
