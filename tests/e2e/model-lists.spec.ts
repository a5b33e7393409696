import { expect, test, type Page } from '@playwright/test';
import { testAdmins } from './support/accounts';
import {
  addKey,
  assistantBubbles,
  choose,
  fake,
  newSession,
  openEmptyPortal,
  openTab,
  send,
  sessionList,
} from './support/portal';

// Issue #17, point 2: the models the saved key can really use, refreshed on demand, typed ids, retired models.
const user = testAdmins.models;
const settings = (page: Page) => page.getByRole('region', { name: 'Model Settings' });
const modelPicker = (page: Page) => settings(page).getByRole('combobox', { name: 'Model', exact: true });

async function offeredModels(page: Page): Promise<string[]> {
  await modelPicker(page).click();
  const names = await page.getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  return names;
}

/** The model of each chat request the fake provider received on `path`. */
const modelsSent = async (path: string) =>
  (await fake.requests()).filter((r) => r.path === path).map((r) => (r.body as { model: string }).model);

test.beforeEach(async () => {
  await fake.reset();
});

test('the picker offers the models the saved key lists; Refresh models picks up a new one', async ({ page }) => {
  await fake.setModels('openai', ['gpt-4o', 'gpt-4o-mini', 'o3-mini', 'text-embedding-3-small']);
  await openEmptyPortal(page, user);
  await expect(settings(page).getByText('Built-in list. Save an OpenAI key in Settings')).toBeVisible();
  await expect(settings(page).getByRole('button', { name: 'Refresh models' })).toBeDisabled();
  expect(await offeredModels(page)).toContain('GPT-4 Turbo');

  await addKey(page, { apiKey: 'sk-model-lists-e2e-0001' });
  await expect(page.getByText('Your API key has been securely stored.', { exact: true })).toBeVisible();
  await expect(settings(page).getByText('Models your OpenAI key lists.')).toBeVisible();
  // Catalogue labels for the ids it knows, the provider's id otherwise; no embedding models.
  expect(await offeredModels(page)).toEqual(['GPT-4o', 'GPT-4o mini', 'o3-mini', 'Custom model id...']);

  await fake.setModels('openai', ['gpt-4o', 'gpt-4o-mini', 'o3-mini', 'gpt-5-preview']);
  await settings(page).getByRole('button', { name: 'Refresh models' }).click();
  await expect(page.getByText('Your OpenAI key lists 4 models.')).toBeVisible();
  expect(await offeredModels(page)).toContain('gpt-5-preview');

  // A provider answering junk: a clear message, and the list stays as it was.
  await fake.setModels('openai', { raw: '<html>Bad gateway</html>' });
  await settings(page).getByRole('button', { name: 'Refresh models' }).click();
  await expect(
    page.getByText(
      'Failed to refresh the models. OpenAI did not answer with a list of models. The saved list is kept.',
    ),
  ).toBeVisible();
  expect(await offeredModels(page)).toContain('gpt-5-preview');
});

test('a key whose models cannot be listed is saved all the same, with the built-in list', async ({ page }) => {
  await fake.setModels('openai', { raw: 'not json' });
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-model-lists-e2e-0002', verify: true });
  await expect(page.getByText(/Its models could not be listed, so the built-in list is offered\./)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Saved API keys' }).getByRole('listitem')).toHaveCount(1);
  await expect(settings(page).getByText("Built-in list: your OpenAI key's models have not been listed.")).toBeVisible();
  expect(await offeredModels(page)).toContain('GPT-4 Turbo');
});

test('a typed custom model id is checked, kept with the session and sent to the provider as typed', async ({
  page,
}) => {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-model-lists-e2e-0003' });
  await openTab(page, 'Chat');
  await newSession(page);
  await choose(settings(page), page, 'Model', 'Custom model id...');
  const field = settings(page).getByRole('textbox', { name: 'Custom model id' });
  await expect(field).toBeFocused();
  await field.press('Enter');
  await expect(settings(page).getByRole('alert')).toHaveText('Type a model id.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('  ft:gpt-4o-mini:acme:v2 ');
  await field.press('Enter');
  await expect(modelPicker(page)).toHaveText('ft:gpt-4o-mini:acme:v2');
  await expect(page.getByRole('status').filter({ hasText: 'no longer offered' })).toHaveCount(0);

  await send(page, 'Hello from a fine-tuned model');
  await expect(assistantBubbles(page)).toContainText('You said: Hello from a fine-tuned model');
  await expect.poll(() => modelsSent('/v1/chat/completions')).toEqual(['ft:gpt-4o-mini:acme:v2']);

  await page.reload();
  await sessionList(page)
    .getByRole('button', { name: /^Hello from a fine-tuned model/ })
    .click();
  await expect(modelPicker(page)).toHaveText('ft:gpt-4o-mini:acme:v2');
  await expect(page.getByRole('status').filter({ hasText: 'no longer offered' })).toHaveCount(0);
});

test('a session whose model the key no longer lists says so, and one click switches it', async ({ page }) => {
  await fake.setModels('anthropic', ['claude-sonnet-4-5', 'claude-haiku-4-5']);
  await openEmptyPortal(page, user);
  await addKey(page, { provider: 'Anthropic', apiKey: 'sk-ant-model-lists-e2e-0004' });
  await expect(page.getByRole('list', { name: 'Saved API keys' }).getByRole('listitem')).toHaveCount(1);
  const created = await page.request.post('/api/portal/sessions', {
    data: { provider: 'anthropic', model: 'claude-3-haiku', title: 'Haiku chat' },
  });
  const { session } = (await created.json()) as { session: { id: string } };
  await page.reload();
  await sessionList(page)
    .getByRole('button', { name: /^Haiku chat/ })
    .click();
  await expect(modelPicker(page)).toHaveText('Claude Haiku');
  const notice = page.getByRole('status').filter({ hasText: 'no longer offered' });
  await expect(notice).toHaveCount(0);

  await fake.setModels('anthropic', ['claude-sonnet-4-5', 'claude-opus-4-5']);
  await settings(page).getByRole('button', { name: 'Refresh models' }).click();
  await expect(notice).toHaveText(/Claude Haiku is no longer offered by your Anthropic key\./);
  // The provider's default: the first catalogue model the key lists.
  await notice.getByRole('button', { name: 'Switch to Claude Opus' }).click();
  await expect(notice).toHaveCount(0);
  await expect(modelPicker(page)).toHaveText('Claude Opus');
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/portal/sessions/${session.id}`)).json()) as {
            session: { model: string };
          }
        ).session.model,
    )
    .toBe('claude-3-opus');

  await send(page, 'Which model answers now?');
  await expect(assistantBubbles(page)).toHaveCount(1);
  await expect(assistantBubbles(page)).toContainText('You said: Which model answers now?');
  await expect.poll(() => modelsSent('/v1/messages')).toEqual(['claude-opus-4-5']);
});
