// Issue #23, point 2: a reply that streams on and on is cut at 256 KB, kept marked incomplete,
// and says why, both while it arrives and after a reload (only the status is stored).
import { expect, test } from '@playwright/test';
import { testAdmins } from './support/accounts';
import {
  addKey,
  assistantBubbles,
  fake,
  newSession,
  openEmptyPortal,
  openTab,
  send,
  sessionList,
} from './support/portal';

test.beforeEach(async () => {
  await fake.reset();
});

test('a 1 MB reply is cut at 256 KB, kept incomplete, and says so after a reload', async ({ page }) => {
  await openEmptyPortal(page, testAdmins.portal);
  await addKey(page, { apiKey: 'sk-reply-limit-key-4242' });
  await openTab(page, 'Chat');
  await newSession(page);
  await fake.setReply({ bytes: 1024 * 1024 });
  await send(page, 'Write me something endless');

  // A quarter megabyte streamed through the server and the browser: slow on a busy machine.
  await expect(page.getByText(/The reply was cut at 256 KB/)).toBeVisible({ timeout: 30_000 });
  const cut = assistantBubbles(page).last().getByText('incomplete: cut at 256 KB');
  await expect(cut).toBeVisible();

  await page.goto('/ai-portal');
  await sessionList(page)
    .getByRole('button', { name: /^Write me something endless/ })
    .click();
  await expect(cut).toBeVisible();
  const sent = (await fake.requests()).filter((request) => request.path.endsWith('/chat/completions'));
  expect(sent).toHaveLength(1);
});
