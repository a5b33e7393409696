import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newChatSession, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import {
  decompressionBomb,
  encryptedPdf,
  manyPagesPdf,
  png,
  scannedPdf,
  unpackingPdf,
  windowsProgram,
} from './fixtures';
import { attach, postRawUpload, sendWith, upload } from './harness';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-attachments-'));
process.env.DATA_DIR = dataDir;

let h: Harness;
let alice: string;
let sessionId: string;
beforeAll(async () => {
  h = await startHarness();
  alice = (await h.signIn('refusals-alice@example.com')).cookie;
  await saveOpenAiKey(alice);
  sessionId = await newChatSession(alice);
});
afterAll(() => h.fake.close());
beforeEach(() => h.fake.reset());

const storedRows = async () =>
  Number((await h.db.query<{ n: number }>('select count(*)::int as n from chat_attachments')).rows[0]!.n);

describe('the upload refuses bad files with a clear message and stores none of them', () => {
  it.each([
    [
      'a renamed Windows program',
      { name: 'setup.txt', bytes: windowsProgram() },
      400,
      'setup.txt is a program (an executable file), which cannot be attached.',
    ],
    [
      'a Linux program posing as an image',
      { name: 'cat.png', bytes: Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), type: 'image/png' },
      400,
      'cat.png is a program (an executable file), which cannot be attached.',
    ],
    [
      'HTML posing as an image',
      { name: 'cat.png', bytes: '<!doctype html><html><script>alert(1)</script></html>', type: 'image/png' },
      400,
      'cat.png is an HTML page posing as an image, so it is not accepted.',
    ],
    [
      'SVG posing as a PNG',
      { name: 'logo.png', bytes: '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' },
      400,
      'logo.png is an SVG image, which is not accepted (it can carry scripts). Attach it as PNG or JPEG.',
    ],
    [
      'an SVG file',
      { name: 'logo.svg', bytes: '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>', type: 'image/svg+xml' },
      400,
      'logo.svg is an SVG image, which is not accepted (it can carry scripts). Attach it as PNG or JPEG.',
    ],
    [
      'text posing as a JPEG',
      { name: 'holiday.jpg', bytes: 'just some words' },
      400,
      'holiday.jpg is not a PNG, JPEG, WebP or GIF image by its content, so it is not accepted.',
    ],
    [
      'a decompression bomb',
      { name: 'bomb.png', bytes: decompressionBomb() },
      400,
      'bomb.png has too many pixels (20000 x 20000; at most 50 megapixels). Scale it down first.',
    ],
    [
      'a truncated image',
      { name: 'broken.png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]) },
      400,
      'broken.png could not be read as an image: the file is damaged or incomplete.',
    ],
    [
      'text that is not UTF-8',
      { name: 'legacy.txt', bytes: Buffer.from('caf\xe9 cr\xe8me', 'latin1') },
      400,
      'legacy.txt is not a text file (UTF-8), a PDF or a PNG, JPEG, WebP or GIF image, so it cannot be attached.',
    ],
    [
      'a binary file',
      { name: 'archive.zip', bytes: Buffer.from('PK\x03\x04\x00\x00\x00\x00', 'latin1') },
      400,
      'archive.zip is not a text file (UTF-8), a PDF or a PNG, JPEG, WebP or GIF image, so it cannot be attached.',
    ],
    [
      'a damaged PDF',
      { name: 'broken.pdf', bytes: '%PDF-1.7\nnot really a pdf' },
      400,
      'broken.pdf could not be read as a PDF: the file is damaged or incomplete.',
    ],
    ['an empty file', { name: 'empty.txt', bytes: '' }, 400, 'empty.txt is empty.'],
    [
      'a file over 20 MB',
      { name: 'big.txt', bytes: 'a'.repeat(20 * 1024 * 1024 + 1) },
      413,
      'big.txt is larger than 20 MB (20.0 MB), the limit for one file.',
    ],
  ])('%s', async (_, file, status, message) => {
    const before = await storedRows();
    // With a good file beside it: one refused file stores none.
    const result = await upload(alice, sessionId, [{ name: 'fine.txt', bytes: 'fine' }, file]);
    expect(result).toMatchObject({ status, message });
    expect(await storedRows()).toBe(before);
  });

  it('an encrypted PDF', async () => {
    const result = await upload(alice, sessionId, [{ name: 'locked.pdf', bytes: await encryptedPdf() }]);
    expect(result).toMatchObject({
      status: 400,
      message: 'locked.pdf is encrypted (password protected). Remove the password and attach it again.',
    });
  });

  it('a PDF of more pages than can be read without holding up the server', async () => {
    const result = await upload(alice, sessionId, [{ name: 'ledger.pdf', bytes: await manyPagesPdf(1001) }]);
    expect(result).toMatchObject({
      status: 400,
      message: 'ledger.pdf has 1,001 pages; at most 1,000 can be attached. Split it first.',
    });
  });

  it('a PDF whose page content unpacks to more than 64 MB', async () => {
    const bytes = unpackingPdf(65);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const result = await upload(alice, sessionId, [{ name: 'packed.pdf', bytes }]);
    expect(result).toMatchObject({
      status: 413,
      message: 'packed.pdf is too large or too complex to read: it unpacks to more than 64 MB of page content.',
    });
    // Just under the limit it is read as any PDF.
    const fine = await upload(alice, sessionId, [{ name: 'packed.pdf', bytes: unpackingPdf(63) }]);
    expect(fine.status).toBe(201);
  });

  it('more than 10 files', async () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt`, bytes: `file ${i}` }));
    expect(await upload(alice, sessionId, files)).toMatchObject({
      status: 400,
      message: 'At most 10 files can go with one message.',
    });
  });

  it('a body of many empty parts, counted as it streams in, without reading the rest', async () => {
    const boundary = 'x-many-parts';
    // 1,000 empty parts a chunk, 200 chunks: a parser that reads the whole body holds the server.
    const parts = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n\r\n`.repeat(1000),
    );
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled <= 200) controller.enqueue(parts);
        else controller.close();
      },
    });
    const response = await postRawUpload(alice, `multipart/form-data; boundary="${boundary}"`, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('At most 10 files can go with one message.');
    expect(pulled).toBeLessThan(10);
  });

  it('a part whose headers never end, or a boundary the parser would read differently, without reading the rest', async () => {
    const boundary = 'x-long-headers';
    const lines = new TextEncoder().encode('a:b\r\n'.repeat(200_000));
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled === 1) controller.enqueue(new TextEncoder().encode(`--${boundary}\r\n`));
        else if (pulled <= 40) controller.enqueue(lines);
        else controller.close();
      },
    });
    const post = (contentType: string, content: BodyInit) => postRawUpload(alice, contentType, content);
    const response = await post(`multipart/form-data; boundary=${boundary}`, body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('The upload could not be read (a damaged multipart body).');
    expect(pulled).toBeLessThan(5);

    // A lookalike boundary inside another parameter does not hide the parts from the count.
    const parts = `--real\r\nContent-Disposition: form-data; name="x"\r\n\r\n\r\n`.repeat(1000) + '--real--\r\n';
    const disguised = await post('multipart/form-data; x="; boundary=AAA"; boundary=real', parts);
    expect(disguised.status).toBe(400);
    expect((await disguised.json()).message).toBe('At most 10 files can go with one message.');
  });

  it('a body over 50 MB, counted as it streams in (no Content-Length), without reading the rest', async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(97);
    let pulled = 0;
    const boundary = 'x-boundary';
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled === 1)
          controller.enqueue(
            new TextEncoder().encode(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.txt"\r\n\r\n`,
            ),
          );
        else if (pulled < 200) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await postRawUpload(alice, `multipart/form-data; boundary=${boundary}`, body);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('These files add up to more than 50 MB, the limit for one message.');
    expect(pulled).toBeLessThan(60);
  });
});

describe('sending refuses what the model cannot read, before calling the provider', () => {
  it('images to a model the registry knows reads no images', async () => {
    const attachmentIds = await attach(alice, sessionId, [{ name: 'chart.png', bytes: await png() }]);
    const sent = await sendWith(alice, { sessionId, message: 'Describe it', attachmentIds, model: 'gpt-3.5-turbo' });
    expect(sent).toEqual({
      status: 400,
      message: 'GPT-3.5 Turbo cannot read images; pick another model or remove them.',
    });
    expect(h.fake.requests).toHaveLength(0);
    // Refused, not spent: the same files go with the next try, to a model that reads images.
    expect(await sendWith(alice, { sessionId, message: 'Describe it', attachmentIds })).toMatchObject({ status: 200 });
  });

  it('a PDF with no text layer (a scan), for a model that does not read PDFs itself', async () => {
    const attachmentIds = await attach(alice, sessionId, [{ name: 'scan.pdf', bytes: await scannedPdf() }]);
    const sent = await sendWith(alice, { sessionId, message: 'Summarise', attachmentIds, model: 'gpt-3.5-turbo' });
    expect(sent).toEqual({
      status: 400,
      message:
        'scan.pdf has no text layer (a scanned PDF?), so there is nothing in it the model could read. Attach the pages as images or a PDF with text.',
    });
    expect(h.fake.requests).toHaveLength(0);
  });
});
