import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as uploadRoute } from '@/app/api/portal/attachments/route';
import { UPLOAD_LIMIT } from '@/lib/ai/attachments/upload-rate-limit';
import { newChatSession, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { upload, uploadRequest } from './harness';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-upload-limit-'));
process.env.DATA_DIR = dataDir;

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = await startHarness();
  alice = (await h.signIn('upload-limit-alice@example.com')).cookie;
  bob = (await h.signIn('upload-limit-bob@example.com')).cookie;
  await saveOpenAiKey(bob);
});
afterAll(() => h.fake.close());

const note = [{ name: 'note.txt', bytes: 'hello' }];

describe('POST /api/portal/attachments rate limit, per user', () => {
  it(`answers 429 with Retry-After after ${UPLOAD_LIMIT.max} uploads in ${UPLOAD_LIMIT.windowSeconds / 60} minutes`, async () => {
    // A session that does not exist: the upload is counted before anything is read or looked
    // up, so each is a cheap 404 that still uses up the limit, as a real upload would.
    for (let i = 0; i < UPLOAD_LIMIT.max; i++) expect((await upload(alice, randomUUID(), note)).status).toBe(404);

    const refused = await uploadRoute(uploadRequest(alice, randomUUID(), note));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(UPLOAD_LIMIT.windowSeconds);
    expect(await refused.json()).toEqual({
      error: 'rate_limited',
      message: expect.stringMatching(
        /^Too many file uploads\. Try again in \d+ minutes?; your message and files are kept\.$/,
      ),
    });
    const stored = await h.db.query<{ n: number }>('select count(*)::int as n from chat_attachments');
    expect(stored.rows[0]!.n).toBe(0);
  });

  it("leaves another user's uploads alone", async () => {
    const sessionId = await newChatSession(bob);
    const accepted = await upload(bob, sessionId, note);
    expect(accepted.status).toBe(201);
    expect(accepted.attachments).toHaveLength(1);
  });
});
