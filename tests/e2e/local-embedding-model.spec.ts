import { expect, test, type Page } from '@playwright/test';
import type { LoggedRequest } from '../support/fake-provider';
import { testAdmins } from './support/accounts';
import { addKey, assistantBubbles, choose, fake, newSession, openEmptyPortal, openTab, send } from './support/portal';

// Issue #17 point 1: with the embedding model of the local endpoint named in Settings, memory
// search in a local-model conversation embeds there, never with OpenAI. The fake provider plays
// both; OpenAI is told apart by its key.
const user = testAdmins.portalSecond;
const OPENAI_KEY = 'sk-e2e-local-embed-openai-7777';
const LOCAL_KEY = 'local-e2e-embed-key-8888';
const COMPATIBLE = 'OpenAI-compatible (Ollama, OpenRouter, vLLM...)';
// The memory is the fact the model extracts after a reply (issue #41 point 8). The fake answers
// every request alike, so the reply is that fact as a JSON list: the extraction after it gets the same.
const NOTED = 'The supply convoy leaves at dawn from the northern gate every Tuesday.';

const field = (page: Page) => page.getByLabel('Local embedding model');
const saveField = (page: Page) =>
  page.getByRole('region', { name: 'Privacy' }).getByRole('button', { name: 'Save', exact: true }).click();

test.beforeEach(async ({ page }) => {
  await fake.reset();
  await openEmptyPortal(page, user);
  const reset = { memoryViaOpenai: false, localEmbeddingModel: '' };
  expect((await page.request.patch('/api/portal/settings', { data: reset })).status()).toBe(200);
});

// Other specs use this account: leave memory search as they expect it.
test.afterEach(async ({ page }) => {
  await page.request.patch('/api/portal/settings', { data: { localEmbeddingModel: '' } });
});

test('the local embedding model is saved, shown after a reload, and a bad name is refused without losing it', async ({
  page,
}) => {
  await openTab(page, 'Settings');
  await expect(field(page)).toHaveValue('');
  await field(page).fill('nomic-embed-text');
  await saveField(page);
  await expect(page.getByText('Memory search in OpenAI-compatible conversations uses nomic-embed-text.')).toBeVisible();

  const memories = page.getByRole('region', { name: 'Memories' });
  await expect(memories).toContainText('With your OpenAI-compatible endpoint: semantic search (nomic-embed-text)');
  await page.reload();
  await openTab(page, 'Settings');
  await expect(field(page)).toHaveValue('nomic-embed-text');

  for (const [typed, message] of [
    ['nomic embed text', 'A model name has no spaces or control characters, e.g. nomic-embed-text.'],
    ['m'.repeat(101), 'The model name is too long (at most 100 characters).'],
  ] as const) {
    await field(page).fill(typed);
    await saveField(page);
    await expect(page.getByRole('region', { name: 'Privacy' }).getByRole('alert')).toHaveText(message);
    await expect(field(page)).toHaveValue(typed);
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  }

  await page.reload();
  await openTab(page, 'Settings');
  await expect(field(page)).toHaveValue('nomic-embed-text');
  await field(page).fill('');
  await saveField(page);
  await expect(page.getByText('Memory search in OpenAI-compatible conversations uses keywords.')).toBeVisible();
  await expect(memories).not.toContainText('OpenAI-compatible endpoint');
});

test('a local-model conversation embeds and recalls memory on its endpoint, not with OpenAI', async ({ page }) => {
  await addKey(page, { apiKey: OPENAI_KEY });
  await addKey(page, { provider: COMPATIBLE, apiKey: LOCAL_KEY, baseUrl: `${process.env.FAKE_PROVIDER_URL}/v1` });
  await expect(page.getByRole('list', { name: 'Saved API keys' }).getByRole('listitem')).toHaveCount(2);
  // Even with OpenAI allowed, the conversation's own endpoint comes first.
  await page.getByLabel('Use my OpenAI key for memory search in conversations with other providers').check();
  await expect(page.getByText('Settings Saved')).toBeVisible();
  await field(page).fill('nomic-embed-text');
  await saveField(page);
  await expect(page.getByText('Memory search in OpenAI-compatible conversations uses nomic-embed-text.')).toBeVisible();

  await openTab(page, 'Chat');
  await newSession(page);
  await choose(page, page, 'Provider', COMPATIBLE);
  await fake.setReply(JSON.stringify([NOTED]));
  await send(page, 'Please remember that the supply convoy leaves at dawn from the northern gate, every Tuesday.');
  await expect(assistantBubbles(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await fake.setReply(null);
  await send(page, 'Does the supply convoy leave at dawn from the northern gate every Tuesday, exactly?');
  await expect(assistantBubbles(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);

  const requests = await fake.requests();
  const embeds = requests.filter((r) => r.path === '/v1/embeddings');
  expect(embeds.length).toBeGreaterThan(0);
  expect(embeds.every((r) => r.headers.authorization === `Bearer ${LOCAL_KEY}`)).toBe(true);
  // Saving the OpenAI key listed its models with it; after that, nothing went to OpenAI.
  expect(requests.filter((r) => r.path !== '/v1/models' && r.headers.authorization === `Bearer ${OPENAI_KEY}`)).toEqual(
    [],
  );
  const lastChat = requests.filter((r) => r.path === '/v1/chat/completions').at(-1);
  expect(systemMessages(lastChat)).toContainEqual(expect.stringContaining(NOTED));
});

const systemMessages = (request: LoggedRequest | undefined) =>
  ((request?.body as { messages?: { role: string; content: string }[] })?.messages ?? [])
    .filter((m) => m.role === 'system')
    .map((m) => m.content);
