// Issue #29, part 2: one message to 2 or 3 models, replies side by side, one kept.
import { expect, test, type Page } from '@playwright/test';
import type { LoggedRequest } from '../support/fake-provider';
import { testAdmins } from './support/accounts';
import {
  addKey,
  composer,
  fake,
  messages,
  newSession,
  openEmptyPortal,
  openTab,
  send,
  sessionList,
} from './support/portal';
import { toast } from './support/toasts';

const user = testAdmins.portalSecond;
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
type Sent = { role: string; content: string | { type: string; text: string }[] };

const chatCalls = async () =>
  (await fake.requests()).filter((r: LoggedRequest) => r.path === '/v1/chat/completions' || r.path === '/v1/messages');
const replies = (page: Page) => messages(page).getByRole('article', { name: /^Reply from / });
const chips = (page: Page) => page.getByRole('list', { name: 'Attached files' });
const keepButtons = (page: Page) => messages(page).getByRole('button', { name: 'Keep this one' });

test.beforeEach(async () => {
  await fake.reset();
});

/** An empty portal with an OpenAI and an Anthropic key (both the fake provider), Compare on with one model of each. */
async function compareTwoModels(page: Page) {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-compare-e2e-0001' });
  await expect(page.getByRole('list', { name: 'Saved API keys' }).getByRole('listitem')).toHaveCount(1);
  await addKey(page, { provider: 'Anthropic', apiKey: 'sk-ant-compare-e2e-0002' });
  await expect(page.getByRole('list', { name: 'Saved API keys' }).getByRole('listitem')).toHaveCount(2);
  await openTab(page, 'Chat');
  await newSession(page);
  const toggle = page.getByRole('button', { name: 'Compare' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const picker = page.getByRole('group', { name: 'Models to compare' });
  await picker.getByRole('checkbox', { name: 'GPT-4o mini', exact: true }).check();
  await picker.getByRole('checkbox', { name: 'Claude Haiku', exact: true }).check();
  await expect(page.getByText('2 models ticked: your message goes to each.')).toBeVisible();
}

test('two models compared send two requests and show two replies; the one kept is the only one sent on', async ({
  page,
}) => {
  await compareTwoModels(page);
  // The first column's model answers last, so its reply is stored second.
  await fake.setDelays({ firstTokenDelayMs: 600, model: 'gpt-4o-mini' });
  await send(page, 'Which colour is the sky?');

  await expect(replies(page)).toHaveCount(2);
  await expect(keepButtons(page)).toHaveCount(2);
  const openai = messages(page).getByRole('article', { name: 'Reply from OpenAI · GPT-4o mini' });
  const anthropic = messages(page).getByRole('article', { name: 'Reply from Anthropic · Claude Haiku' });
  // After a reload the columns are where the models were put, not in the order they answered.
  await page.reload();
  await sessionList(page)
    .getByRole('button', { name: /^Which colour is the sky\?/ })
    .click();
  await expect(keepButtons(page)).toHaveCount(2);
  await expect(replies(page).first()).toHaveAccessibleName('Reply from OpenAI · GPT-4o mini');
  await expect(replies(page).nth(1)).toHaveAccessibleName('Reply from Anthropic · Claude Haiku');
  // A page opened afresh starts with Compare off.
  await expect(page.getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'false');
  for (const reply of [openai, anthropic]) {
    await expect(reply).toContainText('You said: Which colour is the sky?');
    await expect(reply).toContainText(/First token: \d+ ms/);
    await expect(reply).toContainText(/\d+ in · \d+ out tokens/);
  }
  const calls = await chatCalls();
  expect(calls.map((r) => `${r.path} ${(r.body as { model: string }).model}`).sort()).toEqual([
    '/v1/chat/completions gpt-4o-mini',
    '/v1/messages claude-haiku-4-5',
  ]);

  await anthropic.getByRole('button', { name: 'Keep this one' }).click();
  await expect(anthropic).toContainText('Kept');
  await expect(keepButtons(page)).toHaveCount(0);
  // The other stays as an alternate of the turn: folded away, a click away.
  await expect(openai).toBeHidden();
  await messages(page).getByText('1 alternate reply (not sent as context)').click();
  await expect(openai).toBeVisible();

  // Compare off (since the reload): the next message goes to the session's model, with the kept reply as context only.
  await fake.reset();
  await fake.setReply('A plain answer.');
  await send(page, 'And at night?');
  await expect(messages(page).getByRole('article', { name: 'Assistant' })).toContainText('A plain answer.');
  const [next, ...more] = await chatCalls();
  expect(more).toHaveLength(0);
  const sent = (next!.body as { messages: Sent[] }).messages.filter((m) => m.role !== 'system');
  expect(sent.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  expect(JSON.stringify(sent[1]!.content)).toContain('You said: Which colour is the sky?');
});

test('a compare turn resumes in every column after a reload, and Stop ends them all', async ({ page }) => {
  await compareTwoModels(page);
  await fake.setReply(words(400));
  await fake.setDelays({ chunkDelayMs: 40 });
  await send(page, 'Tell two long stories');
  await expect(replies(page)).toHaveCount(2);
  for (const reply of await replies(page).all()) await expect(reply).toContainText('word3');

  await page.reload();
  await sessionList(page)
    .getByRole('button', { name: /^Tell two long stories/ })
    .click();
  // Both columns come back from the store and go on growing, each with its time to first token.
  await expect(replies(page)).toHaveCount(2);
  await expect(replies(page).getByText('writing...')).toHaveCount(2);
  await expect(replies(page).getByText(/^First token: \d+ ms$/)).toHaveCount(2);
  const lengths = async () =>
    Promise.all((await replies(page).all()).map(async (r) => (await r.textContent())!.length));
  const before = await lengths();
  await expect.poll(async () => (await lengths()).every((length, i) => length > before[i]!)).toBe(true);

  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(replies(page).getByText('incomplete')).toHaveCount(2);
  await expect(replies(page).getByText('writing...')).toHaveCount(0);
  await expect(composer(page)).toBeEnabled();
  expect((await chatCalls()).filter((r) => r.abandoned)).toHaveLength(2);
});

test('a Compare refused before any column streams gives the typed text (and the files) back', async ({ page }) => {
  await compareTwoModels(page);

  // Files: Compare sends text only. The paperclip is off and says why; a file chosen anyway (here
  // through the input itself, as one chosen before Compare was turned on) is refused in the page.
  const paperclip = page.getByRole('button', { name: 'Attach files' });
  await expect(paperclip).toBeDisabled();
  await expect(paperclip).toHaveAttribute('title', 'Compare sends text only: turn Compare off to attach files.');
  await page
    .getByTestId('attach-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('tides') });
  await composer(page).fill('Compare these notes');
  await composer(page).press('Enter');
  await expect(toast(page, 'error')).toContainText('Compare sends text only: remove the files or turn Compare off.');
  await expect(composer(page)).toHaveValue('Compare these notes');
  await expect(chips(page).getByRole('listitem')).toHaveText([/notes\.txt/]);
  await chips(page).getByRole('button', { name: 'Remove notes.txt' }).click();

  // Refused by the server before streaming: the Anthropic key is gone (deleted from another tab).
  const { keys } = (await (await page.request.get('/api/portal/keys')).json()) as {
    keys: { id: string; provider: string }[];
  };
  const anthropic = keys.find((key) => key.provider === 'anthropic')!;
  expect((await page.request.delete(`/api/portal/keys/${anthropic.id}`)).status()).toBe(204);
  await composer(page).fill('Which colour is the sky?');
  await composer(page).press('Enter');
  await expect(toast(page, 'error').filter({ hasText: 'No API key found for anthropic' })).toBeVisible();
  await expect(composer(page)).toHaveValue('Which colour is the sky?');
  await expect(messages(page).getByRole('article', { name: 'You' })).toHaveCount(0);
  expect(await chatCalls()).toHaveLength(0);
});
