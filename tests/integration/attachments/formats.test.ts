import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { jsonRequest, newChatSession, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { animatedGif, pdfWithText, png, scannedPdf, sidewaysJpeg, webp } from './fixtures';
import { attach, imageBytes, lastUserParts, sendWith } from './harness';

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-attachments-'));

let h: Harness;
let alice: string;
beforeAll(async () => {
  h = await startHarness();
  alice = (await h.signIn('files-alice@example.com')).cookie;
  await saveOpenAiKey(alice);
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

/** Sends `message` with the files to the fake provider and returns the parts it received. */
async function sendFiles(files: Parameters<typeof attach>[2], message = 'What is in these files?', model?: string) {
  const sessionId = await newChatSession(alice);
  const attachmentIds = await attach(alice, sessionId, files);
  const sent = await sendWith(alice, { sessionId, message, attachmentIds, ...(model ? { model } : {}) });
  expect(sent.status, sent.message).toBe(200);
  return { sessionId, attachmentIds, parts: lastUserParts(h.fake.requests) };
}

describe('text and code files reach the provider as text, with their names', () => {
  it.each([
    ['notes.txt', 'Tide tables: high water 06:12 and 18:40. Ünïcödé ✓'],
    ['README.md', '# Project\n\n- [x] done'],
    ['figures.csv', 'month,widgets\nMarch,42\n'],
    ['config.json', '{"retries": 3}'],
    ['main.py', 'def answer():\n    return 42\n'],
    ['App.tsx', 'export const App = () => <div>hi</div>;\n'],
  ])('%s', async (name, text) => {
    const { parts } = await sendFiles([{ name, bytes: text }]);
    expect(parts).toEqual([
      { type: 'text', text: `<file name="${name}">\n${text}\n</file>` },
      { type: 'text', text: 'What is in these files?' },
    ]);
  });
});

describe('images reach the provider as image parts, checked by content and re-encoded', () => {
  it('a PNG, with a text file, in one message (the acceptance check, server side)', async () => {
    const { parts } = await sendFiles([
      { name: 'notes.txt', bytes: 'Tide tables: 06:12' },
      { name: 'chart.png', bytes: await png(), type: 'image/png' },
    ]);
    expect(parts[0]).toEqual({ type: 'text', text: '<file name="notes.txt">\nTide tables: 06:12\n</file>' });
    expect(parts[1]!.type).toBe('image_url');
    expect(parts[1]!.image_url!.url).toMatch(/^data:image\/png;base64,/);
    expect(await sharp(imageBytes(parts[1]!)).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    expect(parts[2]).toEqual({ type: 'text', text: 'What is in these files?' });
  });

  it('a sideways phone photo is turned upright and loses its metadata; a wrong extension changes nothing', async () => {
    const photo = await sidewaysJpeg();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { parts } = await sendFiles([{ name: 'photo.webp', bytes: photo, type: 'image/webp' }]);
    const sent = await sharp(imageBytes(parts[0]!)).metadata();
    expect(sent).toMatchObject({ format: 'jpeg', width: 100, height: 300 });
    expect(sent.exif).toBeUndefined();
    expect(sent.orientation).toBeUndefined();
    expect(imageBytes(parts[0]!).includes(Buffer.from('Secret Camera Owner'))).toBe(false);
  });

  it('a large image is scaled to at most 2048 px; WebP stays WebP', async () => {
    const { parts } = await sendFiles([
      { name: 'wide.png', bytes: await png(3000, 1000) },
      { name: 'square.webp', bytes: await webp() },
    ]);
    expect(await sharp(imageBytes(parts[0]!)).metadata()).toMatchObject({ width: 2048, height: 683 });
    expect(parts[1]!.image_url!.url).toMatch(/^data:image\/webp;base64,/);
  });

  it('an animated GIF is sent as its first frame, as PNG', async () => {
    const { parts } = await sendFiles([{ name: 'blink.gif', bytes: await animatedGif() }]);
    expect(parts[0]!.image_url!.url).toMatch(/^data:image\/png;base64,/);
    const { data, info } = await sharp(imageBytes(parts[0]!)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([20, 10]);
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });
});

describe('PDFs: the file itself to providers that read PDFs, else its text', () => {
  it('a model without native PDF reading gets the text, page by page', async () => {
    const pdf = await pdfWithText(['Quarterly figures: 42 widgets', 'Outlook: more widgets']);
    const { parts } = await sendFiles([{ name: 'report.pdf', bytes: pdf }], 'Summarise', 'gpt-3.5-turbo');
    expect(parts[0]).toEqual({
      type: 'text',
      text: '<file name="report.pdf" type="pdf">\n[page 1]\nQuarterly figures: 42 widgets\n\n[page 2]\nOutlook: more widgets\n</file>',
    });
  });

  it('OpenAI (a model that reads images) gets the PDF as a file part, a scan too', async () => {
    const pdf = await pdfWithText(['Quarterly figures: 42 widgets']);
    const scan = await scannedPdf();
    const { parts } = await sendFiles([
      { name: 'report.pdf', bytes: pdf },
      { name: 'scan.pdf', bytes: scan },
    ]);
    const files = parts as unknown as { type: string; file: { filename: string; file_data: string } }[];
    expect(files.slice(0, 2).map((part) => [part.type, part.file.filename])).toEqual([
      ['file', 'report.pdf'],
      ['file', 'scan.pdf'],
    ]);
    expect(Buffer.from(files[0]!.file.file_data.replace('data:application/pdf;base64,', ''), 'base64')).toEqual(
      Buffer.from(pdf),
    );
  });
});

describe('a sent message keeps its files', () => {
  it('binds them to the stored question; a later turn cannot send them again', async () => {
    const { sessionId, attachmentIds } = await sendFiles([{ name: 'notes.txt', bytes: 'once' }]);
    const rows = await h.db.query<{ message_id: string; content: string }>(
      `select a.message_id, m.content from chat_attachments a join chat_messages m on m.id = a.message_id
       where a.session_id = $1`,
      [sessionId],
    );
    expect(rows.rows).toEqual([{ message_id: expect.any(String), content: 'What is in these files?' }]);
    const again = await sendWith(alice, { sessionId, message: 'And again?', attachmentIds });
    expect(again).toMatchObject({ status: 404 });
  });

  it('a Regenerate or Edit of that message answers it with its files again', async () => {
    const { sessionId } = await sendFiles([{ name: 'notes.txt', bytes: 'Tide tables: 06:12' }], 'When is high water?');
    const { rows } = await h.db.query<{ id: string }>(
      "select id from chat_messages where session_id = $1 and role = 'user'",
      [sessionId],
    );
    h.fake.reset();
    const edited = await chat(
      jsonRequest('/api/chat', {
        cookie: alice,
        body: {
          sessionId,
          message: 'When is low water?',
          provider: 'openai',
          model: 'gpt-4o-mini',
          resendOf: rows[0]!.id,
        },
      }),
    );
    expect(edited.status).toBe(200);
    await edited.text();
    expect(lastUserParts(h.fake.requests)).toEqual([
      { type: 'text', text: '<file name="notes.txt">\nTide tables: 06:12\n</file>' },
      { type: 'text', text: 'When is low water?' },
    ]);
  });
});

describe('other providers get the same files in their own shapes', () => {
  it('Anthropic: a text block with the file, an image block, a document block for the PDF, then the message', async () => {
    const body = { provider: 'anthropic', apiKey: 'sk-ant-test-files-0001' };
    expect((await saveKey(jsonRequest('/api/portal/keys', { cookie: alice, body }))).status).toBe(201);
    const sessionId = await newChatSession(alice);
    const attachmentIds = await attach(alice, sessionId, [
      { name: 'notes.txt', bytes: 'Tide tables: 06:12' },
      { name: 'chart.png', bytes: await png() },
      { name: 'report.pdf', bytes: await pdfWithText(['Widgets']) },
    ]);
    const sent = await sendWith(alice, {
      sessionId,
      message: 'Explain',
      attachmentIds,
      provider: 'anthropic',
      model: 'claude-3-haiku',
    });
    expect(sent.status, sent.message).toBe(200);
    const request = h.fake.requests.filter((r) => r.path === '/v1/messages').at(-1)!;
    const messages = (request.body as { messages: { role: string; content: Record<string, unknown>[] }[] }).messages;
    const content = messages.at(-1)!.content;
    expect(content[0]).toMatchObject({ type: 'text', text: '<file name="notes.txt">\nTide tables: 06:12\n</file>' });
    expect(content[1]).toMatchObject({ type: 'image', source: { type: 'base64', media_type: 'image/png' } });
    expect(content[2]).toMatchObject({ type: 'document', source: { type: 'base64', media_type: 'application/pdf' } });
    expect(content[3]).toMatchObject({ type: 'text', text: 'Explain' });
  });
});
