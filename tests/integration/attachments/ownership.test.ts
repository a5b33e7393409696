import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as download } from '@/app/api/portal/attachments/[id]/route';
import { DELETE as deleteSession } from '@/app/api/portal/sessions/[id]/route';
import { GET as listAttachments } from '@/app/api/portal/sessions/[id]/attachments/route';
import { GET as exportChat } from '@/app/api/portal/sessions/[id]/export/route';
import { createBackup } from '@/lib/data/embedded/engine/backup';
import { unpackBackup } from '@/lib/data/embedded/engine/backup-format';
import { jsonRequest, newChatSession, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { png } from './fixtures';
import { attach, sendWith, upload } from './harness';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-attachments-'));
process.env.DATA_DIR = dataDir;
const storedFiles = () => {
  const folder = path.join(dataDir, 'files', 'chat-attachments');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = await startHarness();
  alice = (await h.signIn('owner-alice@example.com')).cookie;
  bob = (await h.signIn('owner-bob@example.com')).cookie;
  await saveOpenAiKey(alice);
  await saveOpenAiKey(bob, 'sk-test-bob-key-0002');
});
afterAll(() => h.fake.close());

const get = (cookie: string, url: string) => jsonRequest(url, { method: 'GET', cookie });

describe('attachments belong to their owner', () => {
  it("the owner lists a sent message's files and downloads them again; nobody else can", async () => {
    const sessionId = await newChatSession(alice);
    const [id] = await attach(alice, sessionId, [{ name: 'notes.txt', bytes: 'alice only' }]);
    expect((await sendWith(alice, { sessionId, message: 'Read this', attachmentIds: [id!] })).status).toBe(200);

    const listed = await listAttachments(get(alice, `/api/portal/sessions/${sessionId}/attachments`), {
      params: Promise.resolve({ id: sessionId }),
    });
    const { attachments } = (await listed.json()) as { attachments: { id: string; name: string; byteSize: number }[] };
    expect(attachments).toMatchObject([{ id, name: 'notes.txt', byteSize: 10, messageId: expect.any(String) }]);

    const mine = await download(get(alice, `/api/portal/attachments/${id}`), { params: Promise.resolve({ id: id! }) });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''notes.txt");
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await mine.text()).toBe('alice only');

    const theirs = await download(get(bob, `/api/portal/attachments/${id}`), { params: Promise.resolve({ id: id! }) });
    expect(theirs.status).toBe(404);
    const bobsList = await listAttachments(get(bob, `/api/portal/sessions/${sessionId}/attachments`), {
      params: Promise.resolve({ id: sessionId }),
    });
    expect(await bobsList.json()).toEqual({ attachments: [] });
  });

  it("nobody uploads into someone else's session or sends someone else's files", async () => {
    const alicesSession = await newChatSession(alice);
    expect(await upload(bob, alicesSession, [{ name: 'planted.txt', bytes: 'x' }])).toMatchObject({
      status: 404,
      message: 'Chat session not found.',
    });
    const [alicesFile] = await attach(alice, alicesSession, [{ name: 'mine.txt', bytes: 'mine' }]);
    const bobsSession = await newChatSession(bob);
    const sent = await sendWith(bob, { sessionId: bobsSession, message: 'steal', attachmentIds: [alicesFile!] });
    expect(sent).toEqual({
      status: 404,
      message: 'An attached file is no longer there. Remove it and attach it again.',
    });
  });

  it('a file named twice in one message is refused before the question is stored', async () => {
    const sessionId = await newChatSession(alice);
    const [id] = await attach(alice, sessionId, [{ name: 'once.txt', bytes: 'once' }]);
    const sent = await sendWith(alice, { sessionId, message: 'hi', attachmentIds: [id!, id!] });
    expect(sent).toMatchObject({ status: 400, message: 'attachmentIds names a file twice.' });
    const stored = await h.db.query('select 1 from chat_messages where session_id = $1', [sessionId]);
    expect(stored.rows).toEqual([]);
    // The file is still there to send properly.
    expect((await sendWith(alice, { sessionId, message: 'hi', attachmentIds: [id!] })).status).toBe(200);
  });

  it('deleting a session deletes its attachments, rows and stored files', async () => {
    const sessionId = await newChatSession(alice);
    const [id] = await attach(alice, sessionId, [{ name: 'red.png', bytes: await png(50, 50, '#ff0000') }]);
    const keptSession = await newChatSession(alice);
    await attach(alice, keptSession, [{ name: 'kept.txt', bytes: 'kept' }]);
    const before = storedFiles().length;
    const response = await deleteSession(
      jsonRequest(`/api/portal/sessions/${sessionId}`, { method: 'DELETE', cookie: alice }),
      {
        params: Promise.resolve({ id: sessionId }),
      },
    );
    expect(response.status).toBe(204);
    expect((await h.db.query('select 1 from chat_attachments where id = $1', [id])).rows).toEqual([]);
    expect(storedFiles()).toHaveLength(before - 1);
    const kept = await h.db.query<{ sha256: string }>('select sha256 from chat_attachments where session_id = $1', [
      keptSession,
    ]);
    expect(storedFiles()).toContain(kept.rows[0]!.sha256);
  });
});

describe('files of a refused message do not stay', () => {
  it('the next upload to the session drops those waiting over 15 minutes, with their stored files', async () => {
    const sessionId = await newChatSession(alice);
    const [stale] = await attach(alice, sessionId, [{ name: 'stale.txt', bytes: 'refused long ago' }]);
    await attach(alice, sessionId, [{ name: 'fresh.txt', bytes: 'refused just now' }]);
    await h.db.query("update chat_attachments set created_at = now() - interval '16 minutes' where id = $1", [stale]);
    const staleFile = (
      await h.db.query<{ sha256: string }>('select sha256 from chat_attachments where id = $1', [stale])
    ).rows[0]!.sha256;
    expect(storedFiles()).toContain(staleFile);
    await attach(alice, sessionId, [{ name: 'next.txt', bytes: 'the next try' }]);
    const left = await h.db.query<{ name: string }>(
      'select name from chat_attachments where session_id = $1 order by created_at',
      [sessionId],
    );
    expect(left.rows.map((row) => row.name)).toEqual(['fresh.txt', 'next.txt']);
    expect(storedFiles()).not.toContain(staleFile);
  });
});

describe('the chat export lists attachments by name', () => {
  it('in Markdown and JSON, with the message that sent them', async () => {
    const sessionId = await newChatSession(alice);
    const ids = await attach(alice, sessionId, [
      { name: 'notes.txt', bytes: 'ten bytes!' },
      { name: 'chart.png', bytes: await png() },
    ]);
    expect((await sendWith(alice, { sessionId, message: 'Read these', attachmentIds: ids })).status).toBe(200);
    const exported = (format: string) =>
      exportChat(get(alice, `/api/portal/sessions/${sessionId}/export?format=${format}`), {
        params: Promise.resolve({ id: sessionId }),
      });
    const markdown = await (await exported('md')).text();
    expect(markdown).toMatch(/Read these\n\n_Attached: notes\.txt \(10 B\), chart\.png \(\d+ B\)_/);
    const json = (await (await exported('json')).json()) as {
      messages: { role: string; attachments?: { name: string; type: string }[] }[];
    };
    expect(json.messages[0]!.attachments?.map((file) => [file.name, file.type])).toEqual([
      ['notes.txt', 'text/plain'],
      ['chart.png', 'image/png'],
    ]);
    expect(json.messages[1]!.attachments).toBeUndefined();
  });
});

describe('the backup carries attachments', () => {
  it('each stored file, under its content hash', async () => {
    const sessionId = await newChatSession(alice);
    await attach(alice, sessionId, [{ name: 'backed-up.txt', bytes: 'in the backup' }]);
    const { rows } = await h.db.query<{ sha256: string }>(
      "select sha256 from chat_attachments where name = 'backed-up.txt'",
    );
    const backup = await createBackup(h.db, { dataDir, includeKeyFile: false });
    const { files } = await unpackBackup(backup.filename, backup.bytes);
    expect(files?.get(`chat-attachments/${rows[0]!.sha256}`)?.toString()).toBe('in the backup');
  });
});
