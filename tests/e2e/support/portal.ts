import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { connectFakeProvider } from '../../support/fake-provider/remote';
import { reuseSignIn } from './accounts';
import { isMemoryExtraction } from './memory-extraction';

const provider = connectFakeProvider(process.env.FAKE_PROVIDER_URL ?? 'http://fake-provider-url-not-set.invalid');
/**
 * The fake LLM provider the e2e server talks to (playwright.config.ts starts it and sets FAKE_PROVIDER_URL).
 * The memory extraction after each reply asks it too: `requests()` lists the chat's own requests,
 * `everyRequest()` the extractions as well.
 */
export const fake = {
  ...provider,
  requests: async () => (await provider.requests()).filter((request) => !isMemoryExtraction(request)),
  everyRequest: provider.requests,
};

/** Deletes the signed-in user's projects, sessions, keys and memories, so a test starts from an empty portal. */
export async function clearPortal(request: APIRequestContext): Promise<void> {
  const projects = (await (await request.get('/api/portal/projects')).json()) as { projects: { id: string }[] };
  for (const { id } of projects.projects)
    expect((await request.delete(`/api/portal/projects/${id}?chats=delete`)).status()).toBe(204);
  const listed = await request.get('/api/portal/sessions');
  expect(listed.status(), 'signed in').toBe(200);
  const sessions = (await listed.json()) as { sessions: { id: string }[] };
  for (const { id } of sessions.sessions)
    expect((await request.delete(`/api/portal/sessions/${id}`)).status()).toBe(204);
  const keys = (await (await request.get('/api/portal/keys')).json()) as { keys: { id: string }[] };
  for (const { id } of keys.keys) expect((await request.delete(`/api/portal/keys/${id}`)).status()).toBe(204);
  expect((await request.delete('/api/portal/memories')).status()).toBe(204);
}

/** The memories the signed-in user has saved, as the portal's memory route lists them. */
export async function savedMemories(request: APIRequestContext): Promise<unknown[]> {
  return ((await (await request.get('/api/portal/memories')).json()) as { memories: unknown[] }).memories;
}

/** Signs in as `email` (the session auth.setup.ts made) with an empty portal and opens it. */
export async function openEmptyPortal(page: Page, email: string): Promise<void> {
  await reuseSignIn(page, email, null);
  await clearPortal(page.request);
  await page.goto('/ai-portal');
  await expect(page.getByRole('heading', { name: 'AI COMMAND PORTAL' })).toBeVisible();
  // On a narrow screen the (empty) list waits behind the Sessions button.
  await expect(page.getByText('No sessions yet').or(sessionsButton(page))).toBeVisible();
}

/** Narrow screens only: the button that opens the session list and model settings. */
export const sessionsButton = (page: Page) => page.getByRole('button', { name: 'Sessions', exact: true });
export const sessionsSheet = (page: Page) => page.getByRole('dialog', { name: 'Sessions' });

/** Narrow screens only: opens the sheet with the session list and model settings. */
export async function openSessions(page: Page): Promise<Locator> {
  await sessionsButton(page).click();
  await expect(sessionsSheet(page)).toBeVisible();
  await expect(page.getByText('Loading sessions...')).toHaveCount(0);
  return sessionsSheet(page);
}

export const sessionList = (page: Page) => page.getByRole('list', { name: 'Sessions' });
export const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
export const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
export const assistantBubbles = (page: Page) => messages(page).getByRole('article', { name: 'Assistant' });
export const userBubbles = (page: Page) => messages(page).getByRole('article', { name: 'You' });

export async function openTab(page: Page, name: 'Chat' | 'Settings' | 'Usage'): Promise<void> {
  // On a phone the chat's menu holds Settings and Usage; their tab row shows once one is open.
  const tab = page.getByRole('tab', { name });
  await expect(tab.or(page.getByRole('button', { name: 'Chat menu' })).first()).toBeVisible();
  if (name !== 'Chat' && !(await tab.isVisible())) {
    await page.getByRole('button', { name: 'Chat menu' }).click();
    await page.getByRole('menuitem', { name }).click();
  } else await tab.click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** Picks an option of a labelled shadcn (Radix) select. */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // While the list is open the rest of the page is aria-hidden (and invisible to role queries).
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Saves a key through the Add Key dialog, on the Settings tab. */
export async function addKey(
  page: Page,
  key: { provider?: string; apiKey: string; baseUrl?: string; verify?: boolean },
): Promise<Locator> {
  await openTab(page, 'Settings');
  await page.getByRole('button', { name: 'Add Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add API Key' });
  if (key.provider) await choose(dialog, page, 'Provider', key.provider);
  await dialog.getByPlaceholder('Enter API key...').fill(key.apiKey);
  if (key.baseUrl) await dialog.getByLabel('Base URL').fill(key.baseUrl);
  if (key.verify) await dialog.getByLabel('Verify with the provider').check();
  await dialog.getByRole('button', { name: 'Save Key' }).click();
  return dialog;
}

export async function newSession(page: Page): Promise<void> {
  if (await sessionsButton(page).isVisible()) {
    // Starting a session from the sheet closes it and shows the new, empty chat.
    await (await openSessions(page)).getByRole('button', { name: 'New Session' }).click();
    await expect(sessionsSheet(page)).toBeHidden();
    await expect(page.getByRole('heading', { name: 'New Chat' })).toBeVisible();
    await expect(composer(page)).toBeVisible();
    return;
  }
  const before = await sessionList(page).getByRole('listitem').count();
  await page.getByRole('button', { name: 'New Session' }).click();
  await expect(sessionList(page).getByRole('listitem')).toHaveCount(before + 1);
  await expect(composer(page)).toBeVisible();
}

/** Types a message and sends it: with Enter, or on a touch screen (where Enter adds a line) with Send. */
export async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  if (await page.evaluate(() => matchMedia('(pointer: coarse)').matches))
    await page.getByRole('button', { name: 'Send', exact: true }).click();
  else await composer(page).press('Enter');
}

/**
 * The element lies horizontally inside the container (nothing pushed out of view). Both boxes are
 * read in one frame once no animation runs: a sheet still sliding in moves both between two reads.
 */
export async function expectInside(element: Locator, container: Locator) {
  const page = element.page();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const target = await element.elementHandle();
  const [inner, outer] = await container.evaluate((box, el) => {
    const rect = (node: Element) => {
      const { x, width } = node.getBoundingClientRect();
      return { x, width };
    };
    return [rect(el!), rect(box)];
  }, target);
  expect(inner.x).toBeGreaterThanOrEqual(outer.x);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width);
}

/** A string as a literal inside a RegExp. */
export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
