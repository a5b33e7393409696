// A temporary chat (issue #41 point 8): turned on for the new chat, it replies as any chat does,
// is never listed, and is deleted once the user starts another chat.
import { expect, test } from '@playwright/test';
import { testAdmins } from './support/accounts';
import { assistantBubbles, composer, fake, openEmptyPortal, send } from './support/portal';

const CHAT_ADDRESS = /\/ai-portal\/c\/([0-9a-f-]{36})$/;

test.use({ viewport: { width: 1366, height: 900 } });

test('a temporary chat replies, is never listed, and is gone once a new chat is started', async ({ page }) => {
  await fake.reset();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '100.64.48.8' });
  await openEmptyPortal(page, testAdmins.portal);
  const saved = await page.request.post('/api/portal/keys', {
    data: { provider: 'openai', apiKey: 'sk-temporary-4808' },
  });
  expect(saved.status()).toBe(201);
  await page.reload();

  const toggle = page.getByRole('button', { name: 'Temporary chat' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Temporary chat: not kept' })).toBeVisible();

  await send(page, 'Draft a packing list for the weekend.');
  await expect(assistantBubbles(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(composer(page)).toBeEnabled({ timeout: 15_000 });
  await expect(page).toHaveURL(CHAT_ADDRESS);
  const id = CHAT_ADDRESS.exec(page.url())![1]!;
  await expect(page.getByRole('status').filter({ hasText: 'Temporary chat: not kept' })).toBeVisible();
  await expect(page.getByText('No sessions yet')).toBeVisible();

  await page.getByRole('button', { name: 'New Session' }).click();
  await expect(page).not.toHaveURL(new RegExp(id));
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('listitem')).toHaveCount(1);
  await expect.poll(async () => (await page.request.get(`/api/portal/sessions/${id}`)).status()).toBe(404);
});
