// Issue #29, part 1: files and images attached in the chat reach the provider with the message.
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { testAdmins } from './support/accounts';
import {
  addKey,
  assistantBubbles,
  choose,
  composer,
  fake,
  newSession,
  openEmptyPortal,
  openTab,
  sessionList,
  userBubbles,
} from './support/portal';
import { toast } from './support/toasts';
import { FACTS, longNotes, QUESTION } from '../support/long-documents';

const user = testAdmins.portal;
const notes = 'Tide tables for Saturday: high water 06:12 and 18:40.';

/** A tiny valid PNG (2 x 1, red and blue), made here so the spec shows what it holds. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = zlib.deflateSync(Buffer.from([0, 255, 0, 0, 0, 0, 255]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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

/** Drops a file onto the chat (the message list), as dragging it from the desktop does. */
async function dropFile(page: Page, name: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, text }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name, { type: 'text/csv' }));
      return transfer;
    },
    { name, text },
  );
  const target = page.getByRole('log', { name: 'Messages' });
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

const chips = (page: Page) => page.getByRole('list', { name: 'Attached files' });

test.beforeEach(async () => {
  await fake.reset();
});

test('a text file and an image reach the provider with the message, and stay on the sent message', async ({ page }) => {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-attachments-key-2901' });
  await openTab(page, 'Chat');
  await newSession(page);

  // Paperclip, paste and drop all attach; each shows as a chip with its name and size.
  await page
    .getByTestId('attach-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from(notes) });
  await pasteImage(page, 'screenshot.png', tinyPng());
  await dropFile(page, 'extra.csv', 'a,b\n1,2\n');
  await expect(chips(page).getByRole('listitem')).toHaveCount(3);
  await expect(chips(page).getByRole('listitem').filter({ hasText: 'notes.txt' })).toContainText(`${notes.length} B`);
  await chips(page).getByRole('button', { name: 'Remove extra.csv' }).click();
  await expect(chips(page).getByRole('listitem')).toHaveCount(2);

  await fake.setReply('Two tides, and a red and blue picture.');
  await composer(page).fill('What do these say?');
  await composer(page).press('Enter');
  await expect(assistantBubbles(page).last()).toContainText('Two tides, and a red and blue picture.');
  await expect(chips(page)).toHaveCount(0);

  // The recorded request: the file's text (with its name) and an image part, with the message.
  const call = (await fake.requests()).filter((r) => r.path === '/v1/chat/completions').at(-1)!;
  type Part = { type: string; text?: string; image_url?: { url: string } };
  const body = call.body as { messages: { role: string; content: string | Part[] }[] };
  const question = body.messages.at(-1)!;
  expect(question.role).toBe('user');
  const parts = question.content as Part[];
  expect(parts).toContainEqual({ type: 'text', text: `<file name="notes.txt">\n${notes}\n</file>` });
  expect(parts).toContainEqual({ type: 'text', text: 'What do these say?' });
  const image = parts.find((part) => part.type === 'image_url');
  expect(image?.image_url?.url).toMatch(/^data:image\/png;base64,.+/);
  expect(parts.some((part) => part.text?.includes('extra.csv'))).toBe(false);

  // The sent message keeps its files, downloadable by their owner; the picture shows as itself (#41, 7).
  const sent = userBubbles(page).last().getByRole('list', { name: 'Files sent' });
  await expect(sent.getByRole('link')).toHaveCount(2);
  await expect(sent.getByRole('link').first()).toHaveText(/notes\.txt/);
  await expect(sent.getByRole('link', { name: 'screenshot.png', exact: true })).toBeVisible();
  await expect(sent.getByTitle('screenshot.png', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await sent.getByRole('link', { name: /notes\.txt/ }).click();
  expect((await download).suggestedFilename()).toBe('notes.txt');

  // The download keeps its own policy (issue #37, 6): the site's public one must not replace it.
  const href = await sent.getByRole('link', { name: /notes\.txt/ }).getAttribute('href');
  const file = await page.request.get(href!);
  const policies = file.headersArray().filter((h) => h.name.toLowerCase() === 'content-security-policy');
  expect(policies.map((h) => h.value)).toEqual(["sandbox; default-src 'none'"]);
});

test('images for a model that reads none are refused before sending; the message and files stay', async ({ page }) => {
  // The key's model list (read when the key is saved) offers the text-only model.
  await fake.setModels('openai', ['gpt-4o-mini', 'gpt-3.5-turbo']);
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-attachments-key-2902' });
  await openTab(page, 'Chat');
  await newSession(page);
  await choose(page, page, 'Model', 'GPT-3.5 Turbo');

  await pasteImage(page, 'chart.png', tinyPng());
  await composer(page).fill('Describe the chart');
  await composer(page).press('Enter');
  await expect(toast(page, 'error')).toContainText(
    'GPT-3.5 Turbo cannot read images; pick another model or remove them.',
  );
  await expect(composer(page)).toHaveValue('Describe the chart');
  await expect(chips(page).getByRole('listitem')).toHaveText([/chart\.png/]);
  expect((await fake.requests()).filter((r) => r.path === '/v1/chat/completions')).toHaveLength(0);
});

test('a long file goes as the parts that answer, and the reply lists them, after a reload too', async ({ page }) => {
  await openEmptyPortal(page, user);
  await addKey(page, { apiKey: 'sk-attachments-key-2903' });
  await openTab(page, 'Chat');
  await newSession(page);
  // 3,000 lines of about 80 characters: more than half of GPT-4o mini's window by the estimate.
  const notes = longNotes(3000, { 700: FACTS.fees, 2400: FACTS.dredging });
  await page
    .getByTestId('attach-input')
    .setInputFiles({ name: 'harbour-notes.txt', mimeType: 'text/plain', buffer: Buffer.from(notes) });
  await expect(chips(page).getByRole('listitem')).toHaveCount(1);
  await fake.setReply('Fees rose four percent; the dredging was approved.');
  await composer(page).fill(QUESTION);
  await composer(page).press('Enter');

  const reply = assistantBubbles(page).last();
  await expect(reply).toContainText('Fees rose four percent');
  const sources = /^Sources: harbour-notes\.txt, lines \d+–\d+ and \d+–\d+$/;
  await expect(reply.locator('[data-sources]')).toHaveText(sources);
  const call = (await fake.requests()).filter((r) => r.path === '/v1/chat/completions').at(-1)!;
  expect(JSON.stringify(call.body).length).toBeLessThan(30_000);

  await page.reload();
  await openTab(page, 'Chat');
  await sessionList(page)
    .getByRole('button', { name: /^What do the mooring fees/ })
    .click();
  await expect(assistantBubbles(page).last().locator('[data-sources]')).toHaveText(sources);
});

test('a custom model of a compatible endpoint gets images once marked "Accepts images"', async ({ page }) => {
  await openEmptyPortal(page, user);
  // Marks are the account's; this test's mark must not outlive it.
  const unmark = () => page.request.put('/api/portal/image-models', { data: { model: 'llava', acceptsImages: false } });
  expect((await unmark()).status()).toBe(200);
  const compatible = 'OpenAI-compatible (Ollama, OpenRouter, vLLM...)';
  await addKey(page, {
    provider: compatible,
    apiKey: 'local-images-key-2903',
    baseUrl: `${process.env.FAKE_PROVIDER_URL}/v1`,
  });
  await openTab(page, 'Chat');
  await newSession(page);
  await choose(page, page, 'Provider', compatible);
  // A choice too long for the sidebar ends with an ellipsis, not cut off mid-letter.
  const chosen = page
    .getByRole('combobox', { name: 'Provider', exact: true })
    .locator('[data-slot=select-value] > span');
  await expect(chosen).toHaveText(compatible);
  await expect(chosen).toHaveCSS('text-overflow', 'ellipsis');
  expect(await chosen.evaluate((span) => span.scrollWidth > span.clientWidth)).toBe(true);
  await choose(page, page, 'Model', 'Custom model id...');
  await page.getByRole('textbox', { name: 'Custom model id' }).fill('llava');
  await page.getByRole('textbox', { name: 'Custom model id' }).press('Enter');
  const acceptsImages = page.getByRole('checkbox', { name: 'Accepts images' });
  await expect(acceptsImages).not.toBeChecked();

  // Unmarked: the composer says so before anything is uploaded, and keeps the message and the image.
  await pasteImage(page, 'chart.png', tinyPng());
  await composer(page).fill('Describe the chart');
  await composer(page).press('Enter');
  await expect(toast(page, 'error')).toContainText(
    'llava is not marked as reading images; tick "Accepts images" under the model in Model Settings if it does, or remove them.',
  );
  await expect(composer(page)).toHaveValue('Describe the chart');
  await expect(chips(page).getByRole('listitem')).toHaveText([/chart\.png/]);

  // A slow save: the send right after the tick must wait for it rather than refuse the image.
  await page.route('**/api/portal/image-models', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await acceptsImages.check();
  await expect(acceptsImages).toBeChecked();
  await fake.setReply('A red and blue chart.');
  await composer(page).press('Enter');
  await expect(assistantBubbles(page).last()).toContainText('A red and blue chart.');
  const call = (await fake.requests()).filter((r) => r.path === '/v1/chat/completions').at(-1)!;
  const body = call.body as { model: string; messages: { content: string | { type: string }[] }[] };
  expect(body.model).toBe('llava');
  expect((body.messages.at(-1)!.content as { type: string }[]).map((part) => part.type)).toEqual(['image_url', 'text']);
  expect((await unmark()).status()).toBe(200);
});
