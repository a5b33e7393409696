// The portal as a workspace (issue #27): the chat fills the window, the session list sits in a
// sheet on a phone, keyboard shortcuts, and the conversation following the newest message.
import { expect, test, type Page } from '@playwright/test';
import { testAdmins } from './support/accounts';
import {
  assistantBubbles,
  composer,
  fake,
  messages,
  newSession,
  openEmptyPortal,
  openSessions,
  send,
  sessionList,
  sessionsButton,
  sessionsSheet,
  userBubbles,
} from './support/portal';

// Twelve turns through the real server take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async () => {
  await fake.reset();
});

const REPLY = Array.from(
  { length: 4 },
  (_, line) => `Step ${line + 1}: check the fuel, the radio and the maps before the team moves out.`,
).join('\n\n');

let client = 1;

/** Signs in with an empty portal and a saved OpenAI key, from its own client address (chats are limited per address). */
async function openPortalWithKey(page: Page, email: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `100.64.27.${client++ % 250}` });
  await openEmptyPortal(page, email);
  const saved = await page.request.post('/api/portal/keys', {
    data: { provider: 'openai', apiKey: 'sk-workspace-key-2727' },
  });
  expect(saved.status()).toBe(201);
}

/** Sends `turns` messages through the message box, each answered in full before the next. */
async function talk(page: Page, turns: number) {
  await fake.setReply(REPLY);
  await fake.setDelays({ chunkDelayMs: 0 });
  for (let turn = 1; turn <= turns; turn++) {
    await send(page, `Question ${turn}: what comes next?`);
    // Generous waits: each turn also stores and searches memories, slow on a busy machine.
    await expect(assistantBubbles(page)).toHaveCount(turn, { timeout: 15_000 });
    await expect(composer(page)).toBeEnabled({ timeout: 15_000 });
  }
}

/** The message box and the newest reply are on screen, and the page itself does not scroll. */
async function expectConversationFits(page: Page) {
  const { height } = page.viewportSize()!;
  const box = (await composer(page).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
  const sendButton = (await page.getByRole('button', { name: 'Send' }).boundingBox())!;
  expect(sendButton.y + sendButton.height).toBeLessThanOrEqual(height);
  expect(
    await page.evaluate(() => [window.scrollY, document.documentElement.scrollHeight - window.innerHeight]),
  ).toEqual([0, 0]);
  const log = (await messages(page).boundingBox())!;
  const newest = (await assistantBubbles(page).last().boundingBox())!;
  expect(newest.y + newest.height).toBeLessThanOrEqual(log.y + log.height + 1);
}

/** After 12 turns the chat fits the window; 300 px more window gives the conversation at least 200 px more. */
async function checkTwelveTurns(page: Page, name: string) {
  await talk(page, 12);
  await expectConversationFits(page);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  const before = (await messages(page).boundingBox())!.height;
  const { width, height } = page.viewportSize()!;
  await page.setViewportSize({ width, height: height + 300 });
  await expect.poll(async () => (await messages(page).boundingBox())!.height).toBeGreaterThanOrEqual(before + 200);
  await expectConversationFits(page);
}

test.describe('at 1366x900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('after 12 turns the message box is in the window, and a taller window goes to the conversation', async ({
    page,
  }) => {
    await openPortalWithKey(page, testAdmins.portal);
    await newSession(page);
    await checkTwelveTurns(page, 'portal-1366x900');
    // The left column stays beside the chat, in place.
    await expect(page.getByRole('region', { name: 'Chat Sessions' })).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Model Settings' })).toBeInViewport();
    await expect(sessionsButton(page)).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('after 12 turns the message box is in the window, and a taller window goes to the conversation', async ({
    page,
  }) => {
    await openPortalWithKey(page, testAdmins.portalSecond);
    await newSession(page);
    await checkTwelveTurns(page, 'portal-390x844');
  });

  test('the session list waits behind "Sessions"; choosing a session closes it and shows the conversation', async ({
    page,
  }) => {
    await openPortalWithKey(page, testAdmins.portalSecond);
    for (const title of ['Supply run', 'Radio check']) {
      const created = await page.request.post('/api/portal/sessions', {
        data: { provider: 'openai', model: 'gpt-4o' },
      });
      const { session } = (await created.json()) as { session: { id: string } };
      const chat = await page.request.post('/api/chat', {
        data: { sessionId: session.id, message: `${title} please`, provider: 'openai', model: 'gpt-4o' },
      });
      expect(await chat.text()).toContain('"type":"done"');
    }
    await page.reload();
    await expect(page.getByRole('heading', { name: 'New Chat' })).toBeInViewport();
    await expect(sessionList(page)).toBeHidden();
    await expect(page.getByRole('region', { name: 'Model Settings' })).toBeHidden();

    const sheet = await openSessions(page);
    await expect(sheet.getByRole('region', { name: 'Chat Sessions' })).toBeVisible();
    await expect(sheet.getByRole('region', { name: 'Model Settings' })).toBeVisible();
    await sessionList(page)
      .getByRole('button', { name: /^Supply run please/ })
      .click();
    await expect(sessionsSheet(page)).toBeHidden();
    await expect(userBubbles(page)).toHaveText([/Supply run please/]);
    await expect(composer(page)).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('portal-390x844-sheet-closed.png') });

    // The sheet marks the session shown; Escape closes it without changing anything.
    await openSessions(page);
    await expect(sessionList(page).getByRole('button', { name: /^Supply run please/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.screenshot({ path: test.info().outputPath('portal-390x844-sheet-open.png') });
    await page.keyboard.press('Escape');
    await expect(sessionsSheet(page)).toBeHidden();
    await expect(userBubbles(page)).toHaveText([/Supply run please/]);
  });

  test('Ctrl+K opens the sheet with the cursor in "Search chats"', async ({ page }) => {
    await openPortalWithKey(page, testAdmins.portalSecond);
    await page.keyboard.press('Control+k');
    await expect(sessionsSheet(page)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search chats' })).toBeFocused();
  });
});

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('Ctrl+K focuses "Search chats" and Ctrl+Shift+O starts a new chat, from anywhere', async ({ page }) => {
    await openPortalWithKey(page, testAdmins.portal);
    await newSession(page);
    await composer(page).fill('a draft');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('searchbox', { name: 'Search chats' })).toBeFocused();
    await page.keyboard.press('Meta+k');
    await expect(page.getByRole('searchbox', { name: 'Search chats' })).toBeFocused();

    await page.keyboard.press('Control+Shift+O');
    await expect(sessionList(page).getByRole('listitem')).toHaveCount(2);
    await expect(sessionList(page).getByRole('listitem').first().getByRole('button').first()).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The cursor waits in the new chat's message box.
    await expect(composer(page)).toBeFocused();
    await page.keyboard.press('Meta+Shift+O');
    await expect(sessionList(page).getByRole('listitem')).toHaveCount(3);
    // From the Settings tab too, which gives way to the new chat.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.keyboard.press('Control+Shift+O');
    await expect(sessionList(page).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    await expect(composer(page)).toBeFocused();
  });

  test('"?" lists the shortcuts, except while typing; so does the keyboard button', async ({ page }) => {
    await openPortalWithKey(page, testAdmins.portal);
    await newSession(page);
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await composer(page).pressSequentially('Why?');
    await expect(composer(page)).toHaveValue('Why?');
    await expect(dialog).toBeHidden();

    await messages(page).focus();
    await page.keyboard.press('?');
    await expect(dialog).toBeVisible();
    for (const action of ['Search chats', 'New chat', 'Stop the reply (focus in the chat)', 'Show this list'])
      await expect(dialog.getByRole('term').filter({ hasText: action })).toBeVisible();
    await expect(dialog.getByRole('definition').nth(1)).toHaveText('CtrlShiftO');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await expect(dialog).toBeVisible();
  });

  test('Esc stops a reply while the focus is in the chat, and only then', async ({ page }) => {
    await openPortalWithKey(page, testAdmins.portal);
    await newSession(page);
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`);
    await fake.setReply(words.join(' '));
    await fake.setDelays({ chunkDelayMs: 60 });

    // Focus elsewhere (the search box, whose own Esc clears it): the reply runs to its end.
    await send(page, 'First long story');
    await expect(assistantBubbles(page).last()).toContainText('word2');
    await page.getByRole('searchbox', { name: 'Search chats' }).focus();
    await page.keyboard.press('Escape');
    await expect(assistantBubbles(page).last()).toContainText('word39');
    await expect(composer(page)).toBeEnabled();
    await expect(assistantBubbles(page).last().getByText('incomplete')).toHaveCount(0);

    // Right after Enter (the disabled message box has let go of the focus): Esc stops it.
    await send(page, 'Second long story');
    await expect(assistantBubbles(page).nth(1)).toContainText('word2');
    await page.keyboard.press('Escape');
    await expect(assistantBubbles(page).nth(1).getByText('incomplete')).toBeVisible();
    await expect(composer(page)).toBeEnabled();
    expect(await assistantBubbles(page).nth(1).textContent()).not.toContain('word39');

    // With the focus on the conversation itself.
    await send(page, 'Third long story');
    await expect(assistantBubbles(page).nth(2)).toContainText('word2');
    await messages(page).focus();
    await page.keyboard.press('Escape');
    await expect(assistantBubbles(page).nth(2).getByText('incomplete')).toBeVisible();
  });
});

test.describe('following the reply', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  // Polled: the view scrolls in an effect after the text renders, so a read right after the text
  // appears can come a frame early (seen on a slow machine).
  const distanceFromBottom = (page: Page) =>
    messages(page).evaluate((log) => log.scrollHeight - log.scrollTop - log.clientHeight);

  test('the newest text stays in view unless the reader scrolls up; "Jump to latest" brings it back', async ({
    page,
  }) => {
    await openPortalWithKey(page, testAdmins.portal);
    await newSession(page);
    await talk(page, 4);
    const jump = page.getByRole('button', { name: 'Jump to latest' });
    await expect(jump).toBeHidden();

    // Two words a line, a word a chunk: about 5 seconds of streaming.
    const lines = Array.from({ length: 90 }, (_, i) => `Line ${i}.`);
    await fake.setReply(lines.join('\n\n'));
    await fake.setDelays({ chunkDelayMs: 30 });
    await send(page, 'Give me the long report');
    // While it streams, the view follows: it stays at the bottom as the reply grows past the window.
    await expect(assistantBubbles(page).last()).toContainText('Line 20');
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(80);
    await expect(assistantBubbles(page).last()).toContainText('Line 30');
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(80);

    // Scrolled up: the reader keeps their place while the text grows, and is offered the way back.
    await messages(page).hover();
    await page.mouse.wheel(0, -2000);
    await expect(jump).toBeVisible();
    const readingAt = await messages(page).evaluate((log) => log.scrollTop);
    await expect(assistantBubbles(page).last()).toContainText('Line 45');
    expect(await messages(page).evaluate((log) => log.scrollTop)).toBe(readingAt);

    await jump.click();
    await expect(jump).toBeHidden();
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(80);
    await expect(messages(page)).toBeFocused();
    await expect(assistantBubbles(page).last()).toContainText('Line 70');
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(80);
    await expect(composer(page)).toBeEnabled({ timeout: 15_000 });
    await expect.poll(() => distanceFromBottom(page)).toBeLessThan(80);
    // The reply's end gives the message box its focus back only to someone who had not moved it.
    await expect(messages(page)).toBeFocused();
  });
});
