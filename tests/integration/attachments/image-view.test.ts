import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as view } from '@/app/api/portal/attachments/[id]/view/route';
import { THUMBNAIL_EDGE } from '@/lib/ai/attachments/thumbnail';
import { jsonRequest, newChatSession, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { png } from './fixtures';
import { attach, sendWith } from './harness';

// Issue #41 point 7: a sent picture shows as a picture, from a route that serves it to its owner only.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-image-view-'));

let h: Harness;
let alice: string;
let bob: string;
let imageId: string;
let textId: string;
beforeAll(async () => {
  h = await startHarness();
  alice = (await h.signIn('view-alice@example.com')).cookie;
  bob = (await h.signIn('view-bob@example.com')).cookie;
  await saveOpenAiKey(alice);
  const sessionId = await newChatSession(alice);
  const ids = await attach(alice, sessionId, [
    { name: 'harbour.png', bytes: await png(1200, 800, '#2060a0'), type: 'image/png' },
    { name: 'notes.txt', bytes: 'not a picture' },
  ]);
  [imageId, textId] = [ids[0]!, ids[1]!];
  expect((await sendWith(alice, { sessionId, message: 'Look', attachmentIds: ids })).status).toBe(200);
});
afterAll(() => h.fake.close());

const open = (cookie: string, id: string, query = '', headers: Record<string, string> = {}) =>
  view(jsonRequest(`/api/portal/attachments/${id}/view${query}`, { method: 'GET', cookie, headers }), {
    params: Promise.resolve({ id }),
  });

describe('a sent picture', () => {
  it('is served to its owner, kept privately by the browser: the original, and a small thumbnail', async () => {
    const original = await open(alice, imageId);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(original.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''harbour.png");
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(1200);

    const thumbnail = await open(alice, imageId, '?size=thumbnail');
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(thumbnail.headers.get('cache-control')).toMatch(/^private/);
    const small = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([small.width, small.height]).toEqual([THUMBNAIL_EDGE, Math.round((THUMBNAIL_EDGE * 800) / 1200)]);

    // Asked again with its ETag: "not modified", no bytes.
    const again = await open(alice, imageId, '?size=thumbnail', { 'if-none-match': thumbnail.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(thumbnail.headers.get('etag')).not.toBe(original.headers.get('etag'));
  });

  it('is not found for anyone else, and a file that is no picture is not shown as one', async () => {
    for (const query of ['', '?size=thumbnail']) {
      const theirs = await open(bob, imageId, query);
      expect(theirs.status).toBe(404);
      expect(((await theirs.json()) as { message: string }).message).toBe('This picture is not there (or not yours).');
    }
    expect((await open(alice, textId)).status).toBe(404);
  });
});
