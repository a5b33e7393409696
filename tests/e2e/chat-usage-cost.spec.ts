// Issue #29, part 3: what each reply costs, and the Usage view of the tokens the provider reported.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { costOf, formatCost, priceOf } from '@/lib/ai/pricing/cost';
import { estimateTokens, promptText } from '../support/fake-provider/reply';
import { testAdmins } from './support/accounts';
import { addKey, assistantBubbles, choose, fake, newSession, openEmptyPortal, openTab, send } from './support/portal';

const user = testAdmins.portal;
// The model an OpenAI-compatible session gets here. Through that endpoint it has no built-in price.
// It is first in the built-in list and first in what the stand-in lists (set below), so the picker
// takes it whether or not the key's own list has arrived: listing runs in the background after a
// save, and the portal lane's earlier specs may have spent this account's key checks (10 in 10 min).
const LOCAL_MODEL = 'llama3.1';

async function chooseLocalModel(page: Page, provider: string) {
  await choose(page, page, 'Provider', provider);
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveText(/^(Llama 3\.1|llama3\.1)$/);
}

test.beforeEach(async () => {
  await fake.reset();
});

// Other specs use this account: no price or budget of these tests stays behind, pass or fail.
test.afterEach(async ({ page }) => {
  await clearModelPrices(page);
  expect((await page.request.put('/api/portal/usage/budget', { data: { monthlyUsd: null } })).status()).toBe(200);
  expect((await page.request.patch('/api/portal/settings', { data: { autoTitle: true } })).status()).toBe(200);
});

/** The tokens the stand-in reported for its last chat call (it counts about four characters a token). */
async function reportedTokens(reply: string) {
  const calls = (await fake.requests()).filter((r) => r.path === '/v1/chat/completions');
  return { inputTokens: estimateTokens(promptText(calls.at(-1)!.body)), outputTokens: estimateTokens(reply) };
}

const count = (value: number) => new Intl.NumberFormat('en-US').format(value);

async function openUsage(page: Page) {
  await page.getByRole('tab', { name: 'Usage' }).click();
  await expect(page.getByRole('tab', { name: 'Usage' })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('region', { name: 'Usage by key, provider and model' });
}

test('each reply shows its cost, the chat its total, and the Usage view the tokens the provider reported', async ({
  page,
}) => {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-usage-cost-key-7788' });
  await openTab(page, 'Chat');
  await newSession(page);

  const first = 'The first reply, to be counted.';
  await fake.setReply(first);
  await send(page, 'What does a reply cost?');
  await expect(assistantBubbles(page).last()).toContainText(first);
  const one = await reportedTokens(first);
  const price = priceOf('openai', 'gpt-4o-mini');
  await expect(
    assistantBubbles(page)
      .last()
      .getByText(formatCost(costOf(one, price)), { exact: true }),
  ).toBeVisible();

  const second = 'A second reply, a little longer than the first one was.';
  await fake.setReply(second);
  await send(page, 'And another?');
  await expect(assistantBubbles(page).last()).toContainText(second);
  const two = await reportedTokens(second);
  const total = { inputTokens: one.inputTokens + two.inputTokens, outputTokens: one.outputTokens + two.outputTokens };
  await expect(page.getByText(`Cost: ${formatCost(costOf(total, price))}`)).toBeVisible();

  // The Usage view: this month's row of the key and model holds exactly what the stand-in reported.
  const usage = await openUsage(page);
  const row = usage.getByRole('row', { name: /GPT|gpt-4o-mini/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    'OpenAI',
    'gpt-4o-mini',
    '••••7788',
    '2',
    count(total.inputTokens),
    count(total.outputTokens),
    formatCost(costOf(total, price)),
  ]);
  const thisMonth = page.getByRole('region', { name: 'This month' });
  await expect(thisMonth.getByText(count(total.inputTokens), { exact: true })).toBeVisible();
  await expect(page.getByTestId('usage-chart').locator('.recharts-bar-rectangle').first()).toBeAttached();

  // The CSV holds the same row.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    usage.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ai-usage-to-\d{4}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n');
  const month = new Date().toISOString().slice(0, 7);
  expect(lines).toEqual([
    'month,provider,model,key,replies,input_tokens,output_tokens,cost_usd',
    `${month},openai,gpt-4o-mini,••••7788,2,${total.inputTokens},${total.outputTokens},${costOf(total, price)!.toFixed(6)}`,
  ]);
});

test('a compatible model shows "cost unknown" until its price is set in Settings, then its cost', async ({ page }) => {
  await openEmptyPortal(page, user);
  await clearModelPrices(page);
  await fake.setModels('openai', [LOCAL_MODEL, 'gpt-4o-mini']);
  const compatible = 'OpenAI-compatible (Ollama, OpenRouter, vLLM...)';
  await addKey(page, {
    provider: compatible,
    apiKey: 'local-usage-key-5566',
    baseUrl: `${process.env.FAKE_PROVIDER_URL}/v1`,
  });
  await openTab(page, 'Chat');
  await newSession(page);
  await chooseLocalModel(page, compatible);
  const reply = 'A local reply.';
  await fake.setReply(reply);
  await send(page, 'Hello there');
  const bubble = assistantBubbles(page).last();
  await expect(bubble.getByText('cost unknown', { exact: true })).toBeVisible();
  const tokens = await reportedTokens(reply);
  let usage = await openUsage(page);
  const row = usage.getByRole('row', { name: /OpenAI-compatible/ });
  await expect(row.getByRole('cell')).toHaveText([
    'OpenAI-compatible',
    LOCAL_MODEL,
    '••••5566',
    '1',
    count(tokens.inputTokens),
    count(tokens.outputTokens),
    'cost unknown',
  ]);

  await openTab(page, 'Settings');
  const prices = page.getByRole('region', { name: 'Model prices' });
  await prices.getByLabel('Model').fill(LOCAL_MODEL);
  await prices.getByLabel('Input $ / 1M').fill('-1');
  await prices.getByLabel('Output $ / 1M').fill('2');
  await prices.getByRole('button', { name: 'Save Price' }).click();
  await expect(prices.getByRole('alert')).toHaveText('A price cannot be negative.');
  await prices.getByLabel('Input $ / 1M').fill('0.5');
  await prices.getByRole('button', { name: 'Save Price' }).click();
  await expect(prices.getByRole('list', { name: 'Saved model prices' })).toContainText(LOCAL_MODEL);

  const price = { inputPerMillion: 0.5, outputPerMillion: 2 };
  const cost = formatCost(costOf(tokens, price));
  await openTab(page, 'Chat');
  await expect(bubble.getByText(cost, { exact: true })).toBeVisible();
  usage = await openUsage(page);
  await expect(
    usage
      .getByRole('row', { name: /OpenAI-compatible/ })
      .getByRole('cell')
      .last(),
  ).toHaveText(cost);
});

async function clearModelPrices(page: Page) {
  const listed = (await (await page.request.get('/api/portal/usage/prices')).json()) as { prices: { model: string }[] };
  for (const { model } of listed.prices)
    expect((await page.request.delete(`/api/portal/usage/prices?model=${encodeURIComponent(model)}`)).status()).toBe(
      204,
    );
}

test('at 80% of the monthly budget the portal warns; spent, with "stop at the budget", sending says so', async ({
  page,
}) => {
  await openEmptyPortal(page, user);
  await clearModelPrices(page);
  // At this test's price a chat title would cost more than the whole budget: titles off here.
  expect((await page.request.patch('/api/portal/settings', { data: { autoTitle: false } })).status()).toBe(200);
  await fake.setModels('openai', [LOCAL_MODEL, 'gpt-4o-mini']);
  const compatible = 'OpenAI-compatible (Ollama, OpenRouter, vLLM...)';
  await addKey(page, {
    provider: compatible,
    apiKey: 'local-budget-key-3344',
    baseUrl: `${process.env.FAKE_PROVIDER_URL}/v1`,
  });
  // A price no real model has, so that one short reply spends the smallest budget there is.
  const price = { model: LOCAL_MODEL, inputPerMillion: 100_000, outputPerMillion: 100_000 };
  expect((await page.request.put('/api/portal/usage/prices', { data: price })).status()).toBe(200);

  const budget = page.getByRole('region', { name: 'Monthly budget' });
  const amount = budget.getByLabel('Budget (US $ a month)');
  const stop = budget.getByLabel(/^Stop at the budget/);
  // Under a cent is not a budget: the field says what it takes (issue #37, point 3).
  await amount.fill('0.001');
  await budget.getByRole('button', { name: 'Save Budget' }).click();
  await expect(budget.getByRole('alert')).toHaveText(
    'The budget is at least $0.01, in whole cents (or empty for no budget).',
  );
  await expect(amount).toHaveAccessibleDescription(/The budget is at least \$0\.01/);
  // Without "stop" the reply runs even though its worst case is more than the whole budget.
  await amount.fill('0.01');
  await budget.getByRole('button', { name: 'Save Budget' }).click();
  // This account's earlier tests spent a little this month (titles, and chats deleted since: their
  // spend stays counted), so the figure is not nought.
  await expect(budget).toContainText(/\$[\d.]+ of your \$0\.01 monthly budget spent \(\d+%\)\./);

  await openTab(page, 'Chat');
  await newSession(page);
  await chooseLocalModel(page, compatible);
  await fake.setReply('This reply spends the budget.');
  await send(page, 'Spend it');
  await expect(assistantBubbles(page)).toHaveCount(1);
  const banner = page.getByRole('status').filter({ hasText: 'monthly budget spent' });
  await expect(banner).toContainText(/of your \$0\.01 monthly budget spent/);
  await expect(banner).not.toContainText('$0.01 of your $0.01');

  await openTab(page, 'Settings');
  await stop.check();
  await budget.getByRole('button', { name: 'Save Budget' }).click();
  await openTab(page, 'Chat');
  await expect(banner).toContainText('Sending is stopped until next month, or until you raise the budget in Settings.');
  const before = (await fake.requests()).length;
  await send(page, 'And once more');
  await expect(page.getByText(/^You have reached your monthly budget of \$0\.01/).first()).toBeVisible();
  expect((await fake.requests()).length).toBe(before);
  await expect(assistantBubbles(page)).toHaveCount(1);
});
