// Issue #41 points 7 and 8: pictures show as pictures; memory keeps short facts, has an off
// switch, and never copies replies.
import { expect, test, type Page } from '@playwright/test';
import { testAdmins } from './support/accounts';
import {
  addKey,
  assistantBubbles,
  composer,
  fake,
  newSession,
  openEmptyPortal,
  openTab,
  savedMemories,
  userBubbles,
} from './support/portal';
import { isMemoryExtraction } from './support/memory-extraction';
import { tinyPng } from './support/tiny-png';

type ChatBody = { messages: { role: string; content: unknown }[] };
const chatRequests = async () =>
  (await fake.requests()).filter((r) => r.path === '/v1/chat/completions').map((r) => r.body as ChatBody);
const mentions = (body: ChatBody, text: string) => JSON.stringify(body.messages).includes(text);
// Other specs use these accounts with memory on (the default).
const memoryOn = (page: Page) => page.request.patch('/api/portal/settings', { data: { memoryEnabled: true } });

/** Pastes an image into the message box, as a screenshot copied to the clipboard arrives. */
async function pasteImage(page: Page, name: string, bytes: Buffer) {
  await composer(page).evaluate(
    (box, { name, base64 }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const clipboard = new DataTransfer();
      clipboard.items.add(new File([data], name, { type: 'image/png' }));
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
    },
    { name, base64: bytes.toString('base64') },
  );
}

async function sendAndWait(page: Page, text: string) {
  const before = await assistantBubbles(page).count();
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(assistantBubbles(page)).toHaveCount(before + 1);
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
}

test.beforeEach(async () => {
  await fake.reset();
});

test('an image shows as a thumbnail before sending and in the sent message, the original on click', async ({
  page,
}) => {
  await openEmptyPortal(page, testAdmins.portal);
  await addKey(page, { apiKey: 'sk-media-key-4107' });
  await openTab(page, 'Chat');
  await newSession(page);

  await pasteImage(page, 'harbour.png', tinyPng());
  const chosen = page.getByRole('list', { name: 'Attached files' }).getByRole('img', { name: 'harbour.png' });
  await expect(chosen).toBeVisible();
  await expect.poll(() => chosen.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await sendAndWait(page, 'What is in this picture?');
  const sent = userBubbles(page).last().getByRole('img', { name: 'harbour.png' });
  await expect(sent).toBeVisible();
  await expect.poll(() => sent.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = await sent.getAttribute('src');
  expect(src).toMatch(/^\/api\/portal\/attachments\/[0-9a-f-]+\/view\?size=thumbnail$/);
  // Kept by the browser, for its owner only.
  const served = await page.request.get(src!);
  expect(served.headers()['cache-control']).toMatch(/private/);
  expect(served.headers()['content-type']).toBe('image/webp');

  // The thumbnail opens the original.
  const opened = page.waitForEvent('popup');
  await sent.click();
  const original = await opened;
  expect(original.url()).toContain(src!.replace('?size=thumbnail', ''));
  await original.close();
});

test('memory can be added by hand, is sent while on, and not at all once switched off', async ({ page }) => {
  await openEmptyPortal(page, testAdmins.portalSecond);
  expect((await memoryOn(page)).status()).toBe(200);
  await addKey(page, { apiKey: 'sk-media-memory-4108' });
  const memories = page.getByRole('region', { name: 'Memories' });
  await memories.getByLabel('New memory').fill("The user's boat is called Marigold and is moored in Falmouth.");
  await memories.getByRole('button', { name: 'Add memory' }).click();
  await expect(memories.getByRole('list', { name: 'Saved memories' })).toContainText('Marigold');

  await openTab(page, 'Chat');
  await newSession(page);
  // Found by its words (a memory written by hand has no vectors).
  await sendAndWait(page, 'Where is my boat Marigold moored?');
  expect(mentions((await chatRequests())[0]!, 'Falmouth.]')).toBe(true);
  // The reply says which memories it was given.
  await assistantBubbles(page)
    .last()
    .getByRole('button', { name: /Memories used/ })
    .click();
  await expect(
    assistantBubbles(page).last().getByRole('list', { name: 'Memories used' }).getByRole('listitem'),
  ).toHaveText(["The user's boat is called Marigold and is moored in Falmouth."]);

  await openTab(page, 'Settings');
  await memories.getByLabel('Use memory in my chats').uncheck();
  await expect(page.getByText('Memory is off')).toBeVisible();
  await page.reload();
  await openTab(page, 'Settings');
  await expect(page.getByRole('region', { name: 'Memories' }).getByLabel('Use memory in my chats')).not.toBeChecked();

  await fake.reset();
  await openTab(page, 'Chat');
  await page.getByRole('list', { name: 'Sessions' }).getByRole('listitem').first().getByRole('button').first().click();
  await sendAndWait(page, 'Where is my boat Marigold moored?');
  // Nothing of memory reaches the provider: no memory with the message, no extraction after it.
  const sent = await chatRequests();
  expect(sent.length).toBe(1);
  expect((await fake.everyRequest()).filter(isMemoryExtraction)).toEqual([]);
  expect(mentions(sent[0]!, 'Falmouth.]')).toBe(false);
  expect(sent[0]!.messages.some((m) => m.role === 'system')).toBe(false);
  expect(await savedMemories(page.request)).toHaveLength(1);
  expect((await memoryOn(page)).status()).toBe(200);
});

test('a long reply is not stored as a memory', async ({ page }) => {
  await openEmptyPortal(page, testAdmins.portalSecond);
  expect((await memoryOn(page)).status()).toBe(200);
  await addKey(page, { apiKey: 'sk-media-memory-4109' });
  const table = [
    '| Day | High water |',
    '| --- | --- |',
    ...Array.from({ length: 30 }, (_, i) => `| ${i + 1} | 06:${10 + i} |`),
  ];
  await fake.setReply(`Here are the tide tables you asked for.\n\n${table.join('\n')}`);
  await openTab(page, 'Chat');
  await newSession(page);
  await sendAndWait(page, 'Please give me the full tide tables for the whole of next month, day by day.');
  await expect(assistantBubbles(page).last()).toContainText('High water');

  // The memory list waits for the extraction after a reply: the fake's answer (the same table) is no list of facts.
  await expect.poll(async () => (await fake.everyRequest()).filter(isMemoryExtraction).length).toBe(1);
  expect(await savedMemories(page.request)).toEqual([]);
  await openTab(page, 'Settings');
  await expect(page.getByRole('region', { name: 'Memories' })).toContainText('No memories yet');
});
