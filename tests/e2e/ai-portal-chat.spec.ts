// Chat flows of the AI portal; keys, sessions, memories and layout are in ai-portal.spec.ts.
import { expect, test } from '@playwright/test';
import { testAdmins } from './support/accounts';
import {
  addKey,
  assistantBubbles,
  composer,
  escape,
  expectInside,
  fake,
  messages,
  newSession,
  openEmptyPortal,
  openTab,
  send,
  sessionList,
  userBubbles,
} from './support/portal';

const user = testAdmins.portal;

test.beforeEach(async () => {
  await fake.reset();
});

test('chat: Shift+Enter adds a line, Enter sends, the reply streams in and persists as markdown', async ({ page }) => {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-portal-chat-key-5555' });
  await openTab(page, 'Chat');
  await newSession(page);

  const reply =
    'Here is **bold** text, a [docs link](https://example.com/docs) and a list:\n\n- alpha\n- beta\n\n`inline code` done.';
  await fake.setReply(reply);
  // Long enough a wait for the first token that a busy machine still sees "Thinking...".
  await fake.setDelays({ firstTokenDelayMs: 1500, chunkDelayMs: 200 });

  const first = 'Plan the first mission briefing for the new field team';
  await composer(page).fill(first);
  await composer(page).press('Shift+Enter');
  await composer(page).pressSequentially('with a second line');
  await expect(composer(page)).toHaveValue(`${first}\nwith a second line`);
  await expect(userBubbles(page)).toHaveCount(0);

  await composer(page).press('Enter');
  await expect(userBubbles(page)).toHaveCount(1);
  await expect(userBubbles(page).first()).toContainText('with a second line');
  await expect(composer(page)).toHaveValue('');
  await expect(composer(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  await expect(messages(page).getByText('Thinking...')).toBeVisible();

  // The reply grows piece by piece. Recorded in the page as it changes: polled from here, a busy
  // machine's stall of a second or two hid every step but the last (seen once in CI).
  const lengths = await messages(page).evaluateHandle((log) => {
    const seen = new Set<number>();
    new MutationObserver(() => {
      const text = [...log.querySelectorAll('article[aria-label="Assistant"]')].at(-1)?.textContent ?? '';
      if (!text.includes('Thinking')) seen.add(text.length);
    }).observe(log, { subtree: true, childList: true, characterData: true });
    return seen;
  });
  await expect.poll(() => lengths.evaluate((seen) => seen.size), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
  const done = assistantBubbles(page).last();
  await expect(done.locator('strong')).toHaveText('bold');
  await expect(composer(page)).toBeEnabled();
  await expect(composer(page)).toBeFocused();

  // The session is renamed from the first message: 50 characters, then '...'.
  const title = `${`${first} with a second line`.slice(0, 50)}...`;
  await expect(sessionList(page).getByRole('button', { name: new RegExp(`^${escape(title)}`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // A long title is cut off in the list, and its delete button stays in view.
  await expectInside(sessionList(page).getByRole('button', { name: `Delete session ${title}` }), sessionList(page));

  await page.reload();
  await sessionList(page)
    .getByRole('button', { name: new RegExp(`^${escape(title)}`) })
    .click();
  await expect(userBubbles(page)).toHaveCount(1);
  const stored = assistantBubbles(page).first();
  await expect(stored.locator('strong')).toHaveText('bold');
  await expect(stored.getByRole('listitem')).toHaveText(['alpha', 'beta']);
  await expect(stored.locator('code')).toHaveText('inline code');
  const link = stored.getByRole('link', { name: 'docs link' });
  await expect(link).toHaveAttribute('href', 'https://example.com/docs');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(stored.getByText('incomplete')).toHaveCount(0);
  await expect(messages(page).locator('time').first()).not.toBeEmpty();
});

test('chat: Stop keeps the partial reply, marked incomplete, also after a reload', async ({ page }) => {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-portal-stop-key-6666' });
  await openTab(page, 'Chat');
  await newSession(page);
  await fake.setReply(Array.from({ length: 60 }, (_, i) => `word${i}`).join(' '));
  await fake.setDelays({ chunkDelayMs: 150 });

  await send(page, 'Tell me a long story');
  await expect(assistantBubbles(page).last()).toContainText('word3');
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(assistantBubbles(page).last().getByText('incomplete')).toBeVisible();
  await expect(composer(page)).toBeEnabled();
  const shown = (await assistantBubbles(page).last().textContent()) ?? '';
  expect(shown).not.toContain('word59');

  await expect
    .poll(async () => {
      const list = await (await page.request.get('/api/portal/sessions')).json();
      const detail = await (await page.request.get(`/api/portal/sessions/${list.sessions[0].id}`)).json();
      return detail.messages.map((m: { role: string; status: string }) => `${m.role}:${m.status}`);
    })
    .toEqual(['user:complete', 'assistant:incomplete']);
  await page.reload();
  await sessionList(page)
    .getByRole('button', { name: /^Tell me a long story/ })
    .click();
  await expect(assistantBubbles(page).first().getByText('incomplete')).toBeVisible();
  await expect(assistantBubbles(page).first()).toContainText('word3');
});

test('chat errors: a missing key shows a toast, a failing provider an error in the thread; the message stays', async ({
  page,
}) => {
  await openEmptyPortal(page, user);
  await newSession(page);

  // Refused before it was stored: it waits in the composer, not in the thread (where a reload would drop it).
  await send(page, 'Is anybody there?');
  await expect(page.getByText('No API key found for openai')).toBeVisible();
  await expect(composer(page)).toHaveValue('Is anybody there?');
  await expect(userBubbles(page)).toHaveCount(0);
  await expect(composer(page)).toBeEnabled();

  await addKey(page, { apiKey: 'sk-portal-error-key-7777' });
  await openTab(page, 'Chat');
  await fake.failNext({ status: 500 }, { times: 3 });
  await send(page, 'Second try');
  await expect(assistantBubbles(page).last()).toContainText(/OpenAI is unavailable right now \(500\)/);
  await expect(userBubbles(page)).toHaveCount(1);

  // A reply cut off mid-way keeps what arrived.
  await fake.setReply('One two three four five six seven eight');
  await fake.failNext({ cutAfterChunks: 3 });
  await send(page, 'Third try');
  await expect(assistantBubbles(page).last()).toContainText('One two three');
  await expect(assistantBubbles(page).last().getByText('incomplete', { exact: true })).toBeVisible();
  await expect(userBubbles(page)).toHaveCount(2);
});

test('replies with script payloads render inert', async ({ page }) => {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-portal-xss-key-8888' });
  await openTab(page, 'Chat');
  await newSession(page);
  const payloads = [
    '<img src=x onerror="window.__xss=1">',
    '<script>window.__xss=2</script>',
    '[click me](javascript:window.__xss=3)',
    '<a href="javascript:window.__xss=4">js link</a>',
    '<a href="data:text/html,<script>window.__xss=5</script>">data link</a>',
    '<iframe src="javascript:parent.__xss=6"></iframe>',
    '<iframe srcdoc="<script>parent.__xss=7</script>"></iframe>',
    '<svg onload="window.__xss=8"><circle r="5"></circle></svg>',
    '<div style="position:fixed;inset:0;z-index:99" onmouseover="window.__xss=9">cover</div>',
    '<form action="javascript:window.__xss=10"><button>go</button></form>',
    '<details open ontoggle="window.__xss=11"><summary>more</summary>x</details>',
  ];
  await fake.setReply(payloads.join('\n\n'));
  await send(page, payloads[0]!);
  const reply = assistantBubbles(page).last();
  await expect(reply).toContainText('cover');
  await expect(composer(page)).toBeEnabled();

  async function assertInert() {
    const log = messages(page);
    // The portal's own controls (copy buttons and their icons) and the virtual list's positioned
    // frame are marked; replies cannot carry data-* attributes.
    const active =
      ':is(script, iframe, svg, form, button, object, embed, [style]):not([data-portal-control] *, [data-virtual-frame])';
    await expect(log.locator(active)).toHaveCount(0);
    await expect(log.locator('[onerror], [onload], [onmouseover], [ontoggle]')).toHaveCount(0);
    for (const name of ['click me', 'js link', 'data link']) {
      const link = log.getByText(name);
      expect(await link.getAttribute('href')).toBeNull();
      await link.click();
    }
    await log.getByText('cover').hover();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(page.context().pages()).toHaveLength(1);
  }
  await assertInert();
  // The user's own message is plain text.
  await expect(userBubbles(page).first()).toHaveText(/<img src=x onerror=/);

  await page.reload();
  await sessionList(page).getByRole('listitem').first().getByRole('button').first().click();
  await expect(assistantBubbles(page).first()).toContainText('cover');
  await assertInert();
});
