import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Transaction } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { POST as chat } from '@/app/api/chat/route';
import { jsonRequest, newChatSession, readEvents, saveOpenAiKey, startHarness, type Harness } from '../ai/chat-harness';
import { attach, sendWith } from './harness';

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-attachments-'));

// The chat's speed budget (bench figure 3): a message without files must cost what it did
// before attachments existed. Every statement the app sends is recorded, as in
// tests/integration/ai/chat-turn-reads.test.ts.
let h: Harness;
let cookie: string;
const statements: string[] = [];
const touchingAttachments = () => statements.filter((sql) => /chat_attachments/.test(sql));

beforeAll(async () => {
  h = await startHarness();
  const record = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (key === 'query' || key === 'exec')
          return (sql: string, ...rest: unknown[]) => {
            statements.push(sql);
            return (value as (...args: unknown[]) => unknown).call(target, sql, ...rest);
          };
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const transaction = h.db.transaction.bind(h.db);
  h.db.transaction = (work) => transaction((tx) => work(record(tx)));
  cookie = (await h.signIn('plain-turn@example.com')).cookie;
  await saveOpenAiKey(cookie);
});
afterAll(() => h.fake.close());

it('a message without files sends no statement about attachments; one with files does', async () => {
  const sessionId = await newChatSession(cookie);
  statements.length = 0;
  const plain = await chat(
    jsonRequest('/api/chat', {
      cookie,
      body: { sessionId, message: 'No files here', provider: 'openai', model: 'gpt-4o-mini' },
    }),
  );
  expect((await readEvents(plain)).at(-1)?.type).toBe('done');
  expect(touchingAttachments()).toEqual([]);

  const attachmentIds = await attach(cookie, sessionId, [{ name: 'notes.txt', bytes: 'with a file' }]);
  statements.length = 0;
  expect((await sendWith(cookie, { sessionId, message: 'A file here', attachmentIds })).status).toBe(200);
  // Read for the turn, then bound to the stored question.
  expect(touchingAttachments()).toHaveLength(2);
});
