// Reasoning shown, folded (issue #42 point 4): a reply whose model thought first shows
// "Thought for N s" folded above it, opens to the reasoning on click, and is still there,
// folded, after a reload.
import { expect, test } from '@playwright/test';
import { testAdmins } from './support/accounts';
import { assistantBubbles, composer, fake, openEmptyPortal, send } from './support/portal';

const THOUGHT = 'The owner asks for a colour. Blue is calm, so I will suggest **blue**.';
const REPLY = 'Try blue: it is calm and reads well on screens.';

test.use({ viewport: { width: 1366, height: 900 } });
test.afterEach(() => fake.reset());

test('a reply with reasoning shows it folded, opens on click, and keeps it after a reload', async ({ page }) => {
  await fake.reset();
  await fake.setReply(REPLY);
  await fake.setReasoning(THOUGHT);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '100.64.48.42' });
  await openEmptyPortal(page, testAdmins.portal);
  const key = await page.request.post('/api/portal/keys', {
    data: { provider: 'anthropic', apiKey: 'sk-ant-reasoning-4842' },
  });
  expect(key.status()).toBe(201);
  const created = await page.request.post('/api/portal/sessions', {
    data: { provider: 'anthropic', model: 'claude-3-haiku' },
  });
  const { session } = (await created.json()) as { session: { id: string } };
  await page.goto(`/ai-portal/c/${session.id}`);

  await send(page, 'Which colour for the buttons?');
  const reply = assistantBubbles(page).last();
  await expect(reply).toContainText(REPLY, { timeout: 15_000 });
  await expect(composer(page)).toBeEnabled();
  const fold = reply.locator('details[data-reasoning]');
  const summary = fold.locator('summary');
  await expect(summary).toHaveText(/^Thought for \d+ s$/);
  // Folded: the reasoning is not shown until asked for.
  await expect(fold).not.toHaveAttribute('open');
  await expect(reply.getByText('Blue is calm')).toHaveCount(0);

  await summary.click();
  await expect(fold).toHaveAttribute('open');
  await expect(fold.getByText(/Blue is calm/)).toBeVisible();
  // Rendered as markdown, as replies are.
  await expect(fold.locator('strong')).toHaveText('blue');

  await page.reload();
  const stored = assistantBubbles(page).last();
  await expect(stored).toContainText(REPLY);
  const kept = stored.locator('details[data-reasoning]');
  await expect(kept.locator('summary')).toHaveText(/^Thought for \d+ s$/);
  await expect(kept).not.toHaveAttribute('open');
  await kept.locator('summary').click();
  await expect(kept.getByText(/Blue is calm/)).toBeVisible();
});
