import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newChatSession, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { upload } from '../attachments/harness';
import { postImport } from '../chat-import/import-harness';
import { PDF_BOMB_VARIANTS, pdfBomb } from '../../support/pdf-bombs';
import { zipOf } from '../../support/zip-writer';

// The outside review's attacks on the server's memory: each file once crashed the server (import)
// or took it from 0.9 to 2.6 GB and held every request for seconds (PDF). Now each is read in a
// reader process of its own and refused in words, and the server goes on answering.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-bombs-'));
process.env.DATA_DIR = dataDir;

let h: Harness;
let alice: { cookie: string; id: string };
beforeAll(async () => {
  h = await startHarness();
  alice = await h.signIn('bombs-alice@example.com');
  await saveOpenAiKey(alice.cookie);
});
afterAll(() => h.fake.close());

/** `[{},{},…]`: three bytes a value, each value an object once parsed. */
const emptyObjects = (megabytes: number) => {
  const count = Math.floor((megabytes * 1024 * 1024) / 3);
  return Buffer.from(`[${'{},'.repeat(count - 1)}{}]`);
};

const importedSessions = async () =>
  Number(
    (await h.db.query<{ n: number }>('select count(*)::int as n from chat_sessions where user_id = $1', [alice.id]))
      .rows[0]!.n,
  );

describe('a chat import that would take the server down is refused, and nothing is written', () => {
  it('46 MB of empty objects', async () => {
    const response = await postImport(alice.cookie, emptyObjects(46));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      message: expect.stringMatching(
        /^This file is too large or too complex to read: it holds more than 4,000,000 values/,
      ),
    });
    expect(await importedSessions()).toBe(0);
  });

  it('a small ZIP whose conversations.json unpacks to 63 MB of them', async () => {
    const zip = zipOf([{ name: 'conversations.json', data: emptyObjects(63) }]);
    expect(zip.length).toBeLessThan(128 * 1024);
    const response = await postImport(alice.cookie, zip);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^This file is too large or too complex to read: /,
    );
    expect(await importedSessions()).toBe(0);
  });
});

describe('a PDF that unpacks to 200 MB is refused however its streams are written', () => {
  it.each(PDF_BOMB_VARIANTS)('%s', async (variant) => {
    const sessionId = await newChatSession(alice.cookie);
    const bytes = await pdfBomb(variant);
    expect(bytes.length).toBeLessThan(1.5 * 1024 * 1024);
    const result = await upload(alice.cookie, sessionId, [{ name: `${variant}.pdf`, bytes }]);
    expect(result).toMatchObject({
      status: 413,
      message: expect.stringMatching(new RegExp(`^${variant}\\.pdf is too large or too complex to read: `)),
    });
  });
});
