import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { testAdmins } from './support/accounts';
import {
  addKey,
  assistantBubbles,
  choose,
  composer,
  expectInside,
  fake,
  newSession,
  openEmptyPortal,
  savedMemories,
  openSessions,
  openTab,
  send,
  sessionList,
} from './support/portal';

const user = testAdmins.portal;

test.beforeEach(async () => {
  await fake.reset();
});

test('keys: add, replace, verify and delete; the full key never reaches the browser', async ({ page }) => {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/'))
      void response.text().then(
        (body) => seen.push(body),
        () => {},
      );
  });
  await openEmptyPortal(page, user);
  await openTab(page, 'Settings');
  await expect(page.getByText('No API keys yet')).toBeVisible();
  await expect(page.getByText('Keyword search (no OpenAI key)')).toBeVisible();

  const first = 'sk-portal-first-key-1111';
  const dialog = await addKey(page, { apiKey: first });
  await expect(page.getByText('API Key Saved')).toBeVisible();
  await expect(page.getByText('Your API key has been securely stored.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const keys = page.getByRole('list', { name: 'Saved API keys' });
  await expect(keys.getByRole('listitem')).toHaveCount(1);
  const row = keys.getByRole('listitem').first();
  await expect(row).toContainText('OpenAI');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('••••••••1111');
  await expect(row).toContainText(/Added \w+/);
  await expect(page.getByText('Semantic search (OpenAI embeddings)')).toBeVisible();

  // Saving again for the same provider replaces the key.
  const second = 'sk-portal-second-key-2222';
  await addKey(page, { apiKey: second });
  await expect(keys.getByRole('listitem')).toHaveCount(1);
  await expect(keys).toContainText('••••••••2222');
  await expect(keys).not.toContainText('1111');

  // The provider refuses a bad key when asked to verify it; nothing is stored.
  const refused = await addKey(page, { provider: 'Anthropic', apiKey: 'bad-anthropic-key-3333', verify: true });
  await expect(page.getByText(/Failed to save API key\. Anthropic rejected this API key \(401\)\./)).toBeVisible();
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(keys.getByRole('listitem')).toHaveCount(1);

  // The base URL field is only there for OpenAI-compatible endpoints.
  await page.getByRole('button', { name: 'Add Key' }).click();
  const compatible = page.getByRole('dialog', { name: 'Add API Key' });
  await expect(compatible.getByLabel('Base URL')).toHaveCount(0);
  await choose(compatible, page, 'Provider', 'OpenAI-compatible (Ollama, OpenRouter, vLLM...)');
  await compatible.getByPlaceholder('Enter API key...').fill('local-endpoint-key-4444');
  // An address on the server's own machine is refused unless the operator allowed its origin.
  await compatible.getByLabel('Base URL').fill('http://127.0.0.1:11434/v1');
  await compatible.getByRole('button', { name: 'Save Key' }).click();
  await expect(
    page.getByText(
      'Failed to save API key. Could not use that base URL. It must be a public http(s) endpoint, or one the operator allowed in LOCAL_PROVIDER_ENDPOINTS.',
    ),
  ).toBeVisible();
  // The fake provider's origin is in LOCAL_PROVIDER_ENDPOINTS (playwright.config.ts).
  const allowed = `${process.env.FAKE_PROVIDER_URL}/v1`;
  await compatible.getByLabel('Base URL').fill(allowed);
  await compatible.getByRole('button', { name: 'Save Key' }).click();
  await expect(keys.getByRole('listitem')).toHaveCount(2);
  await expect(keys).toContainText(allowed);
  await expect(keys).not.toContainText('11434');

  for (const secret of [first, second, 'bad-anthropic-key-3333', 'local-endpoint-key-4444']) {
    expect(await page.content()).not.toContain(secret);
    expect(seen.join('\n')).not.toContain(secret);
  }

  await page.getByRole('button', { name: 'Delete OpenAI API key' }).click();
  await expect(keys.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Keyword search (no OpenAI key)')).toBeVisible();
  await page.getByRole('button', { name: 'Delete OpenAI-compatible API key' }).click();
  await expect(page.getByText('No API keys yet')).toBeVisible();
});

test('sessions: create, select and delete; model settings follow the selected session', async ({ page }) => {
  await openEmptyPortal(page, user);
  // /ai-portal is the new chat: nothing stored until its first message.
  await expect(page.getByRole('heading', { name: 'New Chat' })).toBeVisible();
  expect((await page.getByTestId('session-scroll-area').boundingBox())?.height).toBe(300);
  await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveText('OpenAI');
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveText('GPT-4o mini');

  await newSession(page);
  const first = sessionList(page).getByRole('listitem').first();
  await expect(first.getByRole('button', { name: /^New Chat/ })).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/\/ai-portal\/c\/[0-9a-f-]{36}$/);

  // Changing the provider resets the model and is saved to the selected session.
  await choose(page, page, 'Provider', 'Anthropic');
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveText('Claude Opus');
  await choose(page, page, 'Model', 'Claude Haiku');

  await newSession(page);
  await choose(page, page, 'Provider', 'OpenAI');
  await choose(page, page, 'Model', 'GPT-4 Turbo');
  const items = sessionList(page).getByRole('listitem');
  await expect(items).toHaveCount(2);

  await page.reload();
  await items
    .nth(1)
    .getByRole('button', { name: /^New Chat/ })
    .click();
  await expect(items.nth(1).getByRole('button', { name: /^New Chat/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveText('Anthropic');
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveText('Claude Haiku');
  await items
    .nth(0)
    .getByRole('button', { name: /^New Chat/ })
    .click();
  await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveText('OpenAI');
  await expect(page.getByRole('combobox', { name: 'Model' })).toHaveText('GPT-4 Turbo');

  // Deleting asks first, naming the chat; Cancel keeps it.
  const confirm = page.getByRole('alertdialog', { name: 'Delete this chat?' });
  await items.nth(0).getByRole('button', { name: 'Delete session New Chat' }).click();
  await expect(confirm).toContainText('“New Chat” and the files sent in it are deleted for good.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(items).toHaveCount(2);
  // Deleting the selected session clears the selection; the keyboard lands on New, not the page top.
  await items.nth(0).getByRole('button', { name: 'Delete session New Chat' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(items).toHaveCount(1);
  await expect(page).toHaveURL(/\/ai-portal$/);
  await expect(items.locator('[aria-current]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New Session' })).toBeFocused();
  await items.nth(0).getByRole('button', { name: 'Delete session New Chat' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No sessions yet')).toBeVisible();
});

test('memories: listed with their search mode, deleted one by one or all after confirming', async ({ page }) => {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-portal-memory-key-1212' });
  await openTab(page, 'Chat');
  await newSession(page);
  for (const [index, text] of ['The convoy leaves at dawn', 'Bring the spare radio batteries'].entries()) {
    // The reply is a list of facts, so the memory extraction after it (the same fake) finds one.
    await fake.setReply(JSON.stringify([`The user says: ${text}.`]));
    await send(page, text);
    await expect(assistantBubbles(page).last()).toContainText(text);
    await expect(composer(page)).toBeEnabled();
    // The extraction runs after the reply: the next reply is scripted only once its fact is stored,
    // or it would extract the next message's fact (one CI run kept only the second).
    await expect.poll(async () => (await savedMemories(page.request)).length).toBe(index + 1);
  }

  await openTab(page, 'Settings');
  await expect(page.getByText('In use: Semantic search (OpenAI embeddings)')).toBeVisible();
  const memories = page.getByRole('list', { name: 'Saved memories' }).getByRole('listitem');
  await expect(memories).toHaveCount(2);
  await expect(memories.filter({ hasText: 'convoy leaves at dawn' }).locator('time')).not.toBeEmpty();

  await page.getByRole('button', { name: /^Delete memory: The user says: The convoy/ }).click();
  await expect(memories).toHaveCount(1);
  await expect(memories.first()).toContainText('spare radio batteries');

  await page.getByRole('button', { name: 'Delete all' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete all memories?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(memories).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete all' }).click();
  await confirm.getByRole('button', { name: 'Delete all' }).click();
  await expect(page.getByText('No memories yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete all' })).toBeDisabled();

  await page.reload();
  await openTab(page, 'Settings');
  await expect(page.getByText('No memories yet')).toBeVisible();
});

test('a second user sees none of the first user sessions, keys or memories', async ({ page, browser }) => {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-portal-owner-key-9999' });
  await openTab(page, 'Chat');
  await newSession(page);
  await fake.setReply(JSON.stringify(['The rally point is the old water tower north of town.']));
  await send(page, 'Remember that the rally point is the old water tower north of town');
  await expect(assistantBubbles(page)).toHaveCount(1);
  await expect(composer(page)).toBeEnabled();
  await openTab(page, 'Settings');
  await expect(page.getByRole('list', { name: 'Saved memories' }).getByRole('listitem')).toHaveCount(1);
  const sessionId = ((await (await page.request.get('/api/portal/sessions')).json()) as { sessions: { id: string }[] })
    .sessions[0]!.id;

  const context = await browser.newContext();
  const other = await context.newPage();
  await openEmptyPortal(other, testAdmins.portalSecond);
  await openTab(other, 'Settings');
  await expect(other.getByText('No API keys yet')).toBeVisible();
  await expect(other.getByText('No memories yet')).toBeVisible();
  expect(await other.content()).not.toContain('water tower');
  expect((await other.request.get(`/api/portal/sessions/${sessionId}`)).status()).toBe(404);
  const chat = await other.request.post('/api/chat', {
    data: { sessionId, message: 'hi', provider: 'openai', model: 'gpt-4o-mini' },
  });
  expect(chat.status()).toBe(404);
  await context.close();

  // The owner's data is untouched.
  await page.reload();
  await expect(sessionList(page).getByRole('listitem')).toHaveCount(1);
});

test('the portal has no accessibility violations, with messages, settings and the key dialog', async ({ page }) => {
  await openEmptyPortal(page, user);
  // Saved through the API: the dialog's success toast is not what this test looks at.
  const saved = await page.request.post('/api/portal/keys', {
    data: { provider: 'openai', apiKey: 'sk-portal-axe-key-1010' },
  });
  expect(saved.status()).toBe(201);
  await newSession(page);
  await fake.setReply('A reply with a [link](https://example.com), `code`, and some words.\n\n# A heading');
  await send(page, 'Hello there');
  await expect(assistantBubbles(page)).toHaveCount(1);
  await expect(composer(page)).toBeEnabled();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A memory for the Settings tab's list (written by hand: the reply above holds no facts).
  expect(
    (await page.request.post('/api/portal/memories', { data: { content: 'The user says hello.' } })).status(),
  ).toBe(201);
  await openTab(page, 'Settings');
  await expect(page.getByRole('list', { name: 'Saved memories' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Add Key' }).click();
  await expect(page.getByRole('dialog', { name: 'Add API Key' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

/** The element lies wholly within the container's box (not pushed out sideways by a long title). */

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the portal fits a phone without sideways scrolling, the sessions in a sheet', async ({ page }) => {
    await openEmptyPortal(page, user);
    const saved = await page.request.post('/api/portal/keys', {
      data: { provider: 'openai', apiKey: 'sk-portal-phone-key-1313' },
    });
    expect(saved.status()).toBe(201);
    await newSession(page);
    await fake.setReply(`A long line: ${'x'.repeat(200)}\n\n\`\`\`\n${'const value = 1; '.repeat(20)}\n\`\`\``);
    await send(page, 'Show me a wide reply, and give this session a title long enough to be cut');
    await expect(assistantBubbles(page)).toHaveCount(1);
    await expect(composer(page)).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The conversation comes first; the session list waits behind the Sessions button.
    await expect(page.getByRole('region', { name: 'Chat Sessions' })).toBeHidden();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await openSessions(page);
    const remove = page.getByRole('button', { name: /^Delete session Show me a wide reply/ });
    await expectInside(remove, page.getByTestId('session-scroll-area'));
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
