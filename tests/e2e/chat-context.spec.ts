// A long session is trimmed to the model's context, and the portal says so at the cut.
import { expect, test } from '@playwright/test';
import { testAdmins } from './support/accounts';
import {
  addKey,
  assistantBubbles,
  fake,
  messages,
  openEmptyPortal,
  openTab,
  send,
  sessionList,
} from './support/portal';

type Sent = { role: string; content: string };

test.beforeEach(async () => {
  await fake.reset();
});

test('a session longer than the model context: older turns are left out, and the portal says how many', async ({
  page,
}) => {
  await openEmptyPortal(page, testAdmins.portalSecond);
  await addKey(page, { apiKey: 'sk-context-e2e-0001' });
  // Saving lists the key's models with the provider first: wait for it before chatting through the API.
  await expect(page.getByRole('list', { name: 'Saved API keys' }).getByRole('listitem')).toHaveCount(1);
  // GPT-3.5 Turbo has the smallest window of the catalogue (16,385 tokens): six turns with
  // 8,000-character questions (about 2,700 estimated tokens each) are more than it holds.
  const created = await page.request.post('/api/portal/sessions', {
    data: { provider: 'openai', model: 'gpt-3.5-turbo' },
  });
  expect(created.status()).toBe(201);
  const { session } = (await created.json()) as { session: { id: string } };
  for (let turn = 0; turn < 6; turn++) {
    const message = `Turn ${turn} ${'x'.repeat(999)} `.repeat(8).slice(0, 8000);
    const response = await page.request.post('/api/chat', {
      data: { sessionId: session.id, message, provider: 'openai', model: 'gpt-3.5-turbo' },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('"type":"done"');
  }

  await page.reload();
  await openTab(page, 'Chat');
  await sessionList(page)
    .getByRole('button', { name: /^Turn 0/ })
    .click();
  await expect(assistantBubbles(page)).toHaveCount(6);
  await expect(messages(page).getByRole('note')).toHaveCount(0);
  await fake.reset();
  await send(page, 'Summarise the plan so far');
  await expect(assistantBubbles(page)).toHaveCount(7);

  const note = messages(page).getByRole('note');
  await expect(note).toHaveText("4 earlier messages were left out of this reply's context to fit the model's limit.");
  // The note sits at the cut: after the two oldest turns, before the first question that was sent.
  const items = await messages(page).locator('ol > li').allInnerTexts();
  const noteAt = items.findIndex((text) => text.includes('earlier messages were left out'));
  expect(noteAt).toBe(4);
  expect(items[noteAt + 1]).toContain('Turn 2');

  const [call] = (await fake.requests()).filter((r) => r.path === '/v1/chat/completions');
  const sent = (call!.body as { messages: Sent[] }).messages.map((m) => `${m.role} ${m.content.slice(0, 6)}`);
  expect(sent.filter((m) => m.startsWith('user'))).toEqual([
    'user Turn 2',
    'user Turn 3',
    'user Turn 4',
    'user Turn 5',
    'user Summar',
  ]);
});
