import { expect, test, type Page } from '@playwright/test';
import { signInAs, testAdmins } from './support/accounts';
import { readSection, withContentRestored } from './support/content-sections';
import { fake } from './support/portal';

// Issue #39, point 5. The fake provider is shared with the portal's lane, so this spec neither
// scripts its reply nor resets it: the default reply echoes the request, and the request is found
// by this account's own key.
const KEY = `sk-test-reply-draft-${process.pid}`;

async function sendInquiry(page: Page, name: string, message: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${process.pid % 250}.201` });
  await page.goto('/contact?topic=lawn-care');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('E-mail').fill('pat-draft@example.com');
  await page.getByLabel('Street address or ZIP').fill('9 Elm Court, 54321');
  await page.getByLabel('Service wanted').selectOption({ label: 'Mowing' });
  await page.getByLabel('Message').fill(message);
  // The proof of work is done and 3 s have passed since the form was served.
  await page.waitForFunction(() => {
    const widget = document.querySelector('altcha-widget') as (Element & { getState?: () => string }) | null;
    return widget?.getState?.() === 'verified' && performance.now() > 3_500;
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your message is in.' })).toBeVisible();
  await page.setExtraHTTPHeaders({});
}

test("Draft a reply fills the reply box with the provider's text, written from the inquiry and the site's own content", async ({
  page,
}) => {
  test.slow();
  const stamp = Date.now();
  const name = `Draft Visitor ${stamp}`;
  const message = `Could you mow a corner lot every other Friday? Reference ${stamp}.`;
  const savedLine = `Lawns edged to a Marine's standard, reference ${stamp}.`;
  await sendInquiry(page, name, message);

  await signInAs(page, testAdmins.content);
  await withContentRestored(page.request, async () => {
    const key = await page.request.post('/api/portal/keys', { data: { provider: 'openai', apiKey: KEY } });
    expect(key.status()).toBe(201);
    try {
      await page.goto('/admin/inquiries');
      await page.getByRole('link', { name }).click();
      const row = page.getByRole('main');
      // No mail server on this test server: the box whose text goes out through the e-mail app.
      const box = row.getByRole('textbox', { name: 'Your reply' });
      await expect(box).toHaveValue('');
      // The owner's own words for the lawn-care service, saved as the content editor saves them,
      // just before the draft: a content spec of the site's lane, running beside this one, puts
      // back every section that differs from its snapshot when it ends.
      const section = await readSection(page.request, 'home', 'call_to_action');
      const saved = await page.request.patch(`/api/content/${section.id}`, {
        data: { content: { ...section.content, field_description: savedLine }, expectedUpdatedAt: section.updatedAt },
      });
      expect(saved.status()).toBe(200);
      await row.getByRole('button', { name: 'Draft a reply' }).click();
      // The fake provider's default reply echoes what it was asked: the inquiry, as the draft's request.
      await expect(box).toHaveValue(/^You said: Draft the reply to this inquiry/);
      await expect(box).toHaveValue(new RegExp(`Reference ${stamp}`));
      await expect(row.getByRole('status')).toContainText(/Draft written with your AI key \(\$[\d.]+\)/);
      await expect(row.getByRole('status')).toContainText('nothing was sent');

      const sent = (await fake.requests()).filter(
        (r) => r.path === '/v1/chat/completions' && r.headers.authorization === `Bearer ${KEY}`,
      );
      expect(sent).toHaveLength(1);
      const body = JSON.stringify(sent[0]!.body);
      expect(body).toContain(message);
      expect(body).toContain(name);
      expect(body).toContain(savedLine);
      // Nothing was sent to the visitor: the inquiry is still New.
      await expect(page.locator('[data-thread-status]')).toContainText('New');
    } finally {
      const keys = (await (await page.request.get('/api/portal/keys')).json()) as { keys: { id: string }[] };
      for (const { id } of keys.keys) await page.request.delete(`/api/portal/keys/${id}`);
    }
  });
});
