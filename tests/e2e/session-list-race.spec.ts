// The session list after a change the user made while an older listing was still on its way.
import { expect, test } from '@playwright/test';
import { testAdmins } from './support/accounts';
import { openEmptyPortal, sessionList } from './support/portal';

test('a listing that left before New Session answered does not take the new chat off the list', async ({ page }) => {
  await openEmptyPortal(page, testAdmins.portal);
  const older = await page.request.post('/api/portal/sessions', { data: { provider: 'openai', model: 'gpt-4o-mini' } });
  expect(older.status()).toBe(201);

  // The page's first listing is held until the new chat exists on the server: it lists only the
  // older chat, as a listing does that a reply's end started just before the user pressed New.
  let created!: () => void;
  const newChatCreated = new Promise<void>((resolve) => (created = resolve));
  await page.route('**/api/portal/sessions', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    await newChatCreated;
    await route.fulfill({ response });
  });
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/portal/sessions')) created();
  });
  await page.reload();
  await page.getByRole('button', { name: 'New Session' }).click();

  const items = sessionList(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first().getByRole('button', { name: /^New Chat/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { name: 'New Chat' })).toBeVisible();
});
