import { expect, test } from '@playwright/test';
import { testAdmins } from './support/accounts';
import { addKey, assistantBubbles, choose, fake, newSession, openEmptyPortal, openTab, send } from './support/portal';

// Issue #17 point 1: a conversation with a local model keeps memory search local unless the
// user allows OpenAI in Settings. The fake provider plays both the local endpoint and OpenAI:
// OpenAI is told apart by its key.
const user = testAdmins.portalSecond;
const OPENAI_KEY = 'sk-e2e-consent-openai-5555';
const LOCAL_KEY = 'local-e2e-consent-key-6666';
const consent = 'Use my OpenAI key for memory search in conversations with other providers';

// Saving the OpenAI key lists its models (GET /v1/models): that is the key's own business, not memory.
const openaiRequests = async () =>
  (await fake.requests()).filter(
    // Saving the OpenAI key lists its models with it: that is the key's own business, not memory.
    (r) => r.path !== '/v1/models' && r.headers.authorization === `Bearer ${OPENAI_KEY}`,
  );

test.beforeEach(async () => {
  await fake.reset();
});

test('a local-model conversation reaches OpenAI for memory only after the user allows it', async ({ page }) => {
  await openEmptyPortal(page, user);
  const keywordsOnly = { memoryViaOpenai: false, localEmbeddingModel: '' };
  expect((await page.request.patch('/api/portal/settings', { data: keywordsOnly })).status()).toBe(200);
  await addKey(page, { apiKey: OPENAI_KEY });
  await addKey(page, {
    provider: 'OpenAI-compatible (Ollama, OpenRouter, vLLM...)',
    apiKey: LOCAL_KEY,
    baseUrl: `${process.env.FAKE_PROVIDER_URL}/v1`,
  });
  await expect(page.getByRole('list', { name: 'Saved API keys' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByLabel(consent)).not.toBeChecked();

  await openTab(page, 'Chat');
  await newSession(page);
  await choose(page, page, 'Provider', 'OpenAI-compatible (Ollama, OpenRouter, vLLM...)');
  await send(page, 'Remember that the supply convoy leaves at dawn from the northern gate every Tuesday.');
  await expect(assistantBubbles(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await send(page, 'When does the supply convoy leave from the northern gate, and on which day of the week?');
  await expect(assistantBubbles(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  expect((await fake.requests()).length).toBeGreaterThan(0);
  expect(await openaiRequests()).toEqual([]);
  expect((await fake.requests()).filter((r) => r.path === '/v1/embeddings')).toEqual([]);

  await openTab(page, 'Settings');
  await page.getByLabel(consent).check();
  await expect(page.getByText('Settings Saved')).toBeVisible();
  await page.reload();
  await openTab(page, 'Settings');
  await expect(page.getByLabel(consent)).toBeChecked();

  await openTab(page, 'Chat');
  await page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').first().getByRole('button').first().click();
  await send(page, 'And which gate does the supply convoy leave from, once more, to be sure?');
  await expect(assistantBubbles(page)).toHaveCount(3);
  await expect.poll(async () => (await openaiRequests()).map((r) => r.path)).toContain('/v1/embeddings');

  // Until the saved choice is in, no box is shown: an empty one reads as "off" (and unchecking it did nothing).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/portal/settings', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.continue();
  });
  // On a phone, where the label takes two lines, the card keeps its height when the choice arrives.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await openTab(page, 'Settings');
  await expect(page.getByText('Loading the privacy setting...')).toBeVisible();
  await expect(page.getByLabel(consent)).toHaveCount(0);
  const privacy = page.getByRole('region', { name: 'Privacy' });
  const loadingHeight = (await privacy.boundingBox())!.height;
  release();
  await expect(page.getByLabel(consent)).toBeChecked();
  expect((await privacy.boundingBox())!.height).toBe(loadingHeight);
  await page.setViewportSize(desktop);
  await page.getByLabel(consent).uncheck();
  await expect(page.getByText('Conversations with other providers keep memory search on this server.')).toBeVisible();
  await page.reload();
  await openTab(page, 'Settings');
  await expect(page.getByLabel(consent)).not.toBeChecked();
});
