// Issue #17, point 3: closing the tab does not stop a reply; reopening the session follows it.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { testAdmins } from './support/accounts';
import {
  addKey,
  assistantBubbles,
  composer,
  fake,
  messages,
  newSession,
  openEmptyPortal,
  openTab,
  send,
  sessionList,
} from './support/portal';

const user = testAdmins.portal;
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

test.beforeEach(async () => {
  await fake.reset();
});

/** Starts a long reply in one page, closes that page mid-reply, and opens the session in another. */
async function startCloseReopen(context: BrowserContext, reply: string, chunkDelayMs: number): Promise<Page> {
  const first = await context.newPage();
  await openEmptyPortal(first, user);
  await addKey(first, { apiKey: 'sk-outlives-page-key-8888' });
  await openTab(first, 'Chat');
  await newSession(first);
  await fake.setReply(reply);
  await fake.setDelays({ chunkDelayMs });
  await send(first, 'Tell me the whole story');
  await expect(assistantBubbles(first).last()).toContainText('word3');
  await first.close();

  const again = await context.newPage();
  await again.goto('/ai-portal');
  await sessionList(again)
    .getByRole('button', { name: /^Tell me the whole story/ })
    .click();
  return again;
}

const storedReply = async (page: Page) => {
  const list = await (await page.request.get('/api/portal/sessions')).json();
  const detail = await (await page.request.get(`/api/portal/sessions/${list.sessions[0].id}`)).json();
  return detail.messages.find((m: { role: string }) => m.role === 'assistant') as { content: string; status: string };
};

test('a reply runs to its end after the page closes; the reopened session follows it and shows it whole', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const full = words(160);
  const page = await startCloseReopen(context, full, 45);

  const reply = assistantBubbles(page).last();
  await expect(reply.getByText('writing...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(messages(page)).toHaveAttribute('aria-busy', 'true');
  // It grows while the page watches, then settles complete.
  const before = ((await reply.textContent()) ?? '').length;
  await expect
    .poll(async () => ((await reply.textContent()) ?? '').length, { timeout: 10_000 })
    .toBeGreaterThan(before);
  await expect(reply).toContainText('word159', { timeout: 15_000 });
  await expect(reply.getByText('writing...')).toHaveCount(0);
  await expect(reply.getByText('incomplete')).toHaveCount(0);
  await expect(composer(page)).toBeEnabled();

  expect(await storedReply(page)).toEqual(expect.objectContaining({ content: full, status: 'complete' }));
  await context.close();
});

test('Stop in a reopened page ends a reply another page started, keeping it incomplete', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await startCloseReopen(context, words(400), 50);

  await expect(assistantBubbles(page).last().getByText('writing...')).toBeVisible();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(assistantBubbles(page).last().getByText('incomplete')).toBeVisible();
  await expect(composer(page)).toBeEnabled();
  const stored = await storedReply(page);
  expect(stored.status).toBe('incomplete');
  expect(stored.content).toMatch(/^word0 word1 word2 word3/);
  expect(stored.content).not.toContain('word399');
  // No error toast for a stop the user asked for.
  await expect(page.getByText('The reply was stopped.')).toHaveCount(0);
  await context.close();
});
