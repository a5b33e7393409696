// Finding a chat by what was said in it, and taking a chat away as a file.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { reuseSignIn, testAdmins } from './support/accounts';
import { tabTo } from './support/keyboard';
import {
  addKey,
  clearPortal,
  assistantBubbles,
  fake,
  newSession,
  openEmptyPortal,
  openTab,
  send,
  sessionList,
} from './support/portal';

const owner = testAdmins.portal;
const FIRST = { ask: 'Tell me about rodents', reply: 'The capybara relaxes in warm hot springs.' };
const SECOND = {
  ask: 'Tell me about coastal lights',
  reply: 'Old lighthouses kept a steady xylophone rhythm of flashes.',
};

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search chats' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' });

async function chat(page: Page, turn: { ask: string; reply: string }) {
  await newSession(page);
  await fake.setReply(turn.reply);
  await send(page, turn.ask);
  await expect(assistantBubbles(page).last()).toContainText(turn.reply);
  await expect(sessionList(page).getByRole('button', { name: new RegExp(`^${turn.ask}`) })).toBeVisible();
}

async function downloadAs(page: Page, title: string, format: 'Markdown' | 'JSON') {
  await sessionList(page)
    .getByRole('button', { name: `Export session ${title}` })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: `Export as ${format}` }).click(),
  ]);
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}

test.beforeEach(async () => {
  await fake.reset();
});

test('search finds a chat by a word of its reply and opens it; both exports download the chat', async ({ page }) => {
  test.setTimeout(120_000); // two chats and three accessibility scans on a shared 2-core machine
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await openEmptyPortal(page, owner);
  await addKey(page, { apiKey: 'sk-search-export-key-7777' });
  await openTab(page, 'Chat');
  await chat(page, FIRST);
  await chat(page, SECOND);
  await sessionList(page)
    .getByRole('button', { name: new RegExp(`^${FIRST.ask}`) })
    .click();
  await expect(assistantBubbles(page).last()).toContainText(FIRST.reply);

  // Part of a word is enough while typing; the match is marked inside the snippet, as text.
  await searchBox(page).fill('xyloph');
  await expect(results(page).getByRole('listitem')).toHaveCount(1);
  const hit = results(page).getByRole('button', { name: new RegExp(`^${SECOND.ask}`) });
  await expect(hit.locator('mark')).toHaveText('xylophone');
  await expect(hit.getByTestId('search-snippet')).toContainText('steady xylophone rhythm');
  await expect(sessionList(page)).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await searchBox(page).focus();
  await tabTo(page, hit, 5);
  await page.keyboard.press('Enter');
  await expect(assistantBubbles(page).last()).toContainText(SECOND.reply);
  await expect(page.getByRole('heading', { name: SECOND.ask })).toBeVisible();
  await expect(hit).toHaveAttribute('aria-current', 'true');

  await searchBox(page).fill('capybara -springs');
  await expect(page.getByText('No chats match')).toBeVisible();
  // Markup in the query is only text to search for, and nothing from the database renders as markup.
  await searchBox(page).fill('<b>capybara</b>');
  await expect(results(page).locator('mark')).toHaveText(['capybara']);
  await expect(results(page).locator('b')).toHaveCount(0);
  await searchBox(page).press('Escape');
  await expect(searchBox(page)).toHaveValue('');
  await expect(sessionList(page).getByRole('listitem')).toHaveCount(2);

  const markdown = await downloadAs(page, SECOND.ask, 'Markdown');
  expect(markdown.name).toBe('Tell-me-about-coastal-lights.md');
  expect(markdown.text).toMatch(new RegExp(`^# ${SECOND.ask}\\n`));
  expect(markdown.text).toMatch(new RegExp(`## User · [0-9-]+ [0-9:]+ UTC\\n\\n${SECOND.ask}\\n`));
  expect(markdown.text).toMatch(new RegExp(`## Assistant · [0-9-]+ [0-9:]+ UTC\\n\\n${SECOND.reply}\\n`));
  expect(markdown.text).not.toContain(FIRST.reply);

  const json = await downloadAs(page, SECOND.ask, 'JSON');
  expect(json.name).toBe('Tell-me-about-coastal-lights.json');
  const exported = JSON.parse(json.text);
  expect(exported.session).toMatchObject({ title: SECOND.ask, provider: 'openai' });
  expect(exported.messages).toEqual([
    expect.objectContaining({ role: 'user', content: SECOND.ask, status: 'complete' }),
    expect.objectContaining({ role: 'assistant', content: SECOND.reply, status: 'complete' }),
  ]);
  expect(pageErrors).toEqual([]);
});

test("another admin finds nothing of the first admin's chats and cannot export them", async ({ page, browser }) => {
  test.slow(); // two browser contexts signing in, on a shared 2-core machine
  await reuseSignIn(page, owner);
  const created = await page.request.post('/api/portal/sessions', {
    data: { provider: 'openai', model: 'gpt-4o-mini', title: 'Xylophone secrets' },
  });
  const { session } = (await created.json()) as { session: { id: string } };
  expect((await page.request.get(`/api/portal/sessions/${session.id}/export?format=json`)).status()).toBe(200);
  const own = await page.request.get('/api/portal/sessions/search?q=xylophone');
  expect((await own.json()).results).toContainEqual(expect.objectContaining({ id: session.id }));

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await reuseSignIn(otherPage, testAdmins.portalSecond);
  const found = await otherPage.request.get('/api/portal/sessions/search?q=xylophone');
  expect(found.status()).toBe(200);
  expect(await found.json()).toEqual({ results: [] });
  for (const format of ['md', 'json']) {
    const response = await otherPage.request.get(`/api/portal/sessions/${session.id}/export?format=${format}`);
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toMatch(/xylophone/i);
  }
  await otherPage.goto('/ai-portal');
  await searchBox(otherPage).fill('xylophone');
  await expect(otherPage.getByText('No chats match')).toBeVisible();
  await other.close();
});

test('exporting a chat deleted meanwhile in another tab says so and downloads nothing', async ({ page }) => {
  await openEmptyPortal(page, owner);
  await page.request.post('/api/portal/sessions', {
    data: { provider: 'openai', model: 'gpt-4o-mini', title: 'Gone soon' },
  });
  await page.reload();
  await expect(sessionList(page).getByRole('listitem')).toHaveCount(1);
  // Deleted elsewhere: this tab still lists it.
  await clearPortal(page.request);

  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await sessionList(page).getByRole('button', { name: 'Export session Gone soon' }).click();
  await page.getByRole('menuitem', { name: 'Export as Markdown' }).click();
  await expect(page.getByText('Export failed: Chat session not found.')).toBeVisible();
  expect(downloads).toEqual([]);
});
