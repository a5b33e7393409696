// The portal in the admin shell with an address per chat, and the model in the chat (issue #41, 2 and 3).
import { expect, test, type Page } from '@playwright/test';
import { signInAs, testAdmins } from './support/accounts';
import { assistantBubbles, composer, fake, openEmptyPortal, send, userBubbles } from './support/portal';

const CHAT_ADDRESS = /\/ai-portal\/c\/[0-9a-f-]{36}$/;
let client = 1;

test.beforeEach(async () => {
  await fake.reset();
});

/** An empty portal with a saved OpenAI key (not verified: the built-in model list), from its own client address. */
async function openPortalWithKey(page: Page, email: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `100.64.41.${client++ % 250}` });
  await openEmptyPortal(page, email);
  const saved = await page.request.post('/api/portal/keys', {
    data: { provider: 'openai', apiKey: 'sk-address-4141' },
  });
  expect(saved.status()).toBe(201);
  await page.reload();
}

async function sendAndWait(page: Page, text: string, replies: number) {
  await send(page, text);
  await expect(assistantBubbles(page)).toHaveCount(replies, { timeout: 15_000 });
  await expect(composer(page)).toBeEnabled({ timeout: 15_000 });
}

test.describe('at 1366x900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a new chat gets its address when sent; reload keeps it; Back and Forward move between chats', async ({
    page,
  }) => {
    await openPortalWithKey(page, testAdmins.portal);
    await expect(page).toHaveURL(/\/ai-portal$/);
    // /ai-portal is a new chat: the message box is there at once.
    await sendAndWait(page, 'Where is the supply depot?', 1);
    await expect(page).toHaveURL(CHAT_ADDRESS);
    const first = page.url();

    await page.reload();
    await expect(page).toHaveURL(first);
    await expect(userBubbles(page)).toHaveText([/^Where is the supply depot\?/]);
    await expect(assistantBubbles(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'New Session' }).click();
    await expect(page).toHaveURL(CHAT_ADDRESS);
    await expect(page).not.toHaveURL(first);
    await sendAndWait(page, 'When does the radio check start?', 1);
    const second = page.url();

    await page.goBack();
    await expect(page).toHaveURL(first);
    await expect(userBubbles(page)).toHaveText([/^Where is the supply depot\?/]);
    await page.goForward();
    await expect(page).toHaveURL(second);
    await expect(userBubbles(page)).toHaveText([/^When does the radio check start\?/]);

    // A chat from the list opens at its own address too.
    await page
      .getByRole('list', { name: 'Sessions' })
      .getByRole('button', { name: /supply depot/ })
      .first()
      .click();
    await expect(page).toHaveURL(first);
    await expect(userBubbles(page)).toHaveText([/^Where is the supply depot\?/]);
  });

  test("a chat chosen while a new chat's address is still on its way opens, and the address ends on it", async ({
    page,
  }) => {
    await openPortalWithKey(page, testAdmins.portal);
    await sendAndWait(page, 'Which road to the ridge?', 1);
    await expect(page).toHaveURL(CHAT_ADDRESS);
    const first = page.url();
    // A busy server: the page data of every chat address takes two seconds from here on.
    const held = { started: 0, done: 0 };
    await page.route(/\/ai-portal\/c\//, async (route) => {
      if (!route.request().headers()['rsc']) return route.continue();
      held.started += 1;
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
      held.done += 1;
    });
    const list = page.getByRole('list', { name: 'Sessions' });
    await page.getByRole('button', { name: 'New Session' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(userBubbles(page)).toHaveCount(0);
    // The new chat's address has not landed yet (it still reads the first chat's).
    expect(page.url()).toBe(first);
    await list.getByRole('button', { name: /^Which road to the ridge/ }).click();
    await expect(userBubbles(page)).toHaveText([/^Which road to the ridge\?/]);
    // Once every held address has landed (and the page had a moment to follow it), the chosen chat stays.
    await expect.poll(() => held.started > 0 && held.done === held.started, { timeout: 10_000 }).toBe(true);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(first);
    await expect(userBubbles(page)).toHaveText([/^Which road to the ridge\?/]);
  });

  test("another user's chat address is not found, and shows nothing of that chat", async ({ page, browser }) => {
    await openPortalWithKey(page, testAdmins.portal);
    const created = await page.request.post('/api/portal/sessions', { data: { provider: 'openai', model: 'gpt-4o' } });
    const { session } = (await created.json()) as { session: { id: string } };
    const chat = await page.request.post('/api/chat', {
      data: { sessionId: session.id, message: 'The secret rendezvous point', provider: 'openai', model: 'gpt-4o' },
    });
    expect(await chat.text()).toContain('"type":"done"');

    const other = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await openEmptyPortal(other, testAdmins.portalSecond);
    const address = `/ai-portal/c/${session.id}`;
    await other.goto(address);
    await expect(other.getByRole('alert').filter({ hasText: 'Chat not found.' })).toBeVisible();
    await expect(other.getByText('The secret rendezvous point')).toHaveCount(0);
    // The server decides, not the page's script: its HTML says so. (The admin area streams behind
    // its loading screen, so the status is already sent as 200; Next marks the page noindex.)
    // The page's answer carries Next's not-found mark (the boundary's words are in every portal
    // page's data, and the admin area's streaming draws them in the browser).
    const drawn = 'NEXT_HTTP_ERROR_FALLBACK;404';
    const html = async (requester: Page, path: string) => (await requester.request.get(path)).text();
    expect(await html(other, address)).toContain(drawn);
    expect(await html(other, '/ai-portal/c/not-a-chat')).toContain(drawn);
    expect(await html(page, address)).not.toContain(drawn);
    await page.goto(address);
    await expect(userBubbles(page)).toHaveText([/^The secret rendezvous point/]);
    await other.close();
  });

  test('the header names the model and changes it; the provider gets it and the reply names it', async ({ page }) => {
    // The key lists these once saved (in the background: until then the picker offers the built-in
    // list, which has GPT-3.5 Turbo too).
    await fake.setModels('openai', ['gpt-4o-mini', 'gpt-4o', 'gpt-3.5-turbo']);
    await openPortalWithKey(page, testAdmins.portal);
    const picker = page.getByRole('button', { name: /^Model: / });
    await expect(picker).toHaveText(/GPT-4o mini/);
    await picker.click();
    const dialog = page.getByRole('dialog', { name: 'Choose a model' });
    await dialog.getByRole('searchbox', { name: 'Search models' }).fill('3.5');
    await expect(dialog.getByRole('option')).toHaveText([/^GPT-3\.5 Turbo/]);
    await dialog.getByRole('option', { name: /GPT-3\.5 Turbo/ }).click();
    await expect(dialog).toBeHidden();
    await expect(picker).toHaveText(/GPT-3\.5 Turbo/);

    await sendAndWait(page, 'Which model are you?', 1);
    const chats = (await fake.requests()).filter((request) => request.path.endsWith('/chat/completions'));
    expect((chats.at(-1)?.body as { model?: string }).model).toBe('gpt-3.5-turbo');
    await expect(assistantBubbles(page).first().getByText('GPT-3.5 Turbo', { exact: true })).toBeVisible();

    // After a reload: the chat's model in the header, the reply's model in its footer, the model used first in the list.
    await page.reload();
    await expect(picker).toHaveText(/GPT-3\.5 Turbo/);
    await expect(assistantBubbles(page).first().getByText('GPT-3.5 Turbo', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('portal-1366x900.png') });
    await picker.click();
    await expect(dialog.getByRole('option').first()).toHaveText(/GPT-3\.5 Turbo/);
    await page.screenshot({ path: test.info().outputPath('portal-model-picker-1366x900.png') });
  });

  test('the portal has the admin navigation (hidden on request, remembered) and signs out', async ({ page }) => {
    await signInAs(page, testAdmins.portalSecond);
    await page.goto('/ai-portal');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'AI portal' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Hide navigation' }).click();
    await expect(nav).toBeHidden();
    await page.reload();
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Show navigation' }).click();
    await expect(nav).toBeVisible();

    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/ai-portal$/);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/ai-portal');
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Menu opens the admin navigation; a chat address survives a reload', async ({ page }) => {
    await openPortalWithKey(page, testAdmins.portalSecond);
    await sendAndWait(page, 'Phone check', 1);
    await expect(page).toHaveURL(CHAT_ADDRESS);
    await page.reload();
    await expect(userBubbles(page)).toHaveText([/^Phone check/]);
    await expect(assistantBubbles(page)).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('portal-390x844.png') });
    await page.getByRole('button', { name: /^Model: / }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a model' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('portal-model-picker-390x844.png') });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('portal-menu-390x844.png') });
    await page.getByRole('dialog').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
