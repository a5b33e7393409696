import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { parseSecret } from '@/lib/crypto/app-secret';
import { decryptApiKey, encryptApiKey } from '@/lib/crypto/key-encryption';
import { createBackup } from '@/lib/data/embedded/backup';
import { openEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/data/embedded/database';
import { restoreBackup } from '@/lib/data/embedded/restore';
import { createUser } from '@/tests/support/database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-backup-'));
const dataDir = path.join(root, 'data');
const backupFile = path.join(root, 'backup.tar.gz');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const headline = async (db: EmbeddedDatabase) =>
  (
    await db.query<{ headline: string }>(
      `select content->>'headline' as headline from page_content where page_name = 'home' and section_name = 'hero'`,
    )
  ).rows[0]!.headline;
const setHeadline = (db: EmbeddedDatabase, text: string) =>
  db.query(
    `update page_content set content = jsonb_set(content, '{headline}', to_jsonb($1::text)) where page_name = 'home' and section_name = 'hero'`,
    [text],
  );
const listing = (dir: string) => fs.readdirSync(dir).sort();
const fileBytes = (file: string) => fs.readFileSync(file).toString('base64');

let userId = '';
let ciphertext = '';

it('backs up a running database (content, chats, keys, memories, the generated key) and restores it after a change', async () => {
  const db = await openEmbeddedDatabase({ dataDir });
  fs.writeFileSync(path.join(dataDir, 'encryption.key'), randomBytes(32).toString('base64'), { mode: 0o600 });
  const secret = parseSecret(fs.readFileSync(path.join(dataDir, 'encryption.key'), 'utf8'));
  const user = await createUser(db, 'owner@example.com');
  userId = user.id;
  ciphertext = encryptApiKey('sk-test-backup-1234', { userId, provider: 'openai', baseUrl: null }, secret);
  await setHeadline(db, 'Headline before the backup');
  const session = await db.query<{ id: string }>(
    `insert into chat_sessions (user_id, title) values ($1, 'Backed-up chat') returning id`,
    [userId],
  );
  await db.query(
    `insert into chat_messages (session_id, role, content) values ($1, 'user', 'Hello from before'), ($1, 'assistant', 'Hi, kept')`,
    [session.rows[0]!.id],
  );
  await db.query(`insert into api_keys (user_id, provider, api_key, key_hint) values ($1, 'openai', $2, '1234')`, [
    userId,
    ciphertext,
  ]);
  await db.query(`insert into memories (user_id, content) values ($1, 'The owner mows lawns on Fridays')`, [userId]);

  const backup = await createBackup(db, { dataDir, includeKeyFile: true });
  expect(backup.filename).toMatch(/^mission-site-backup-.*\.tar\.gz$/);
  fs.writeFileSync(backupFile, backup.bytes);

  await setHeadline(db, 'Headline after the backup');
  await db.query(`delete from chat_sessions`);
  await db.query(`delete from api_keys`);
  await db.query(`delete from memories`);
  await db.close();
  fs.writeFileSync(path.join(dataDir, 'encryption.key'), randomBytes(32).toString('base64'), { mode: 0o600 });

  const result = await restoreBackup({ dataDir, file: backupFile });
  expect(fs.existsSync(path.join(result.replacedDir, 'pgdata', 'PG_VERSION'))).toBe(true);

  const restored = await openEmbeddedDatabase({ dataDir });
  expect(await headline(restored)).toBe('Headline before the backup');
  const messages = await restored.query<{ content: string }>(
    `select m.content from chat_messages m join chat_sessions s on s.id = m.session_id where s.title = 'Backed-up chat' order by m.created_at`,
  );
  expect(messages.rows.map((row) => row.content)).toEqual(['Hello from before', 'Hi, kept']);
  const memory = await restored.query<{ content: string }>(`select content from memories where user_id = $1`, [userId]);
  expect(memory.rows.map((row) => row.content)).toEqual(['The owner mows lawns on Fridays']);
  const key = await restored.query<{ api_key: string }>(`select api_key from api_keys where user_id = $1`, [userId]);
  const restoredSecret = parseSecret(fs.readFileSync(path.join(dataDir, 'encryption.key'), 'utf8'));
  expect(
    decryptApiKey(key.rows[0]!.api_key, { userId, provider: 'openai', baseUrl: null }, restoredSecret).plaintext,
  ).toBe('sk-test-backup-1234');
  await restored.close();
}, 300_000);

it('refuses a corrupt or foreign file and leaves DATA_DIR exactly as it was', async () => {
  const before = { entries: listing(dataDir), key: fileBytes(path.join(dataDir, 'encryption.key')) };
  const corrupt = path.join(root, 'corrupt.tar.gz');
  const good = fs.readFileSync(backupFile);
  fs.writeFileSync(corrupt, Buffer.concat([good.subarray(0, good.length / 2), Buffer.alloc(1000, 7)]));
  await expect(restoreBackup({ dataDir, file: corrupt })).rejects.toThrow(/not a readable backup/i);
  const foreign = path.join(root, 'notes.txt');
  fs.writeFileSync(foreign, 'just some text');
  await expect(restoreBackup({ dataDir, file: foreign })).rejects.toThrow(/not a readable backup/i);
  await expect(restoreBackup({ dataDir, file: path.join(root, 'missing.tar.gz') })).rejects.toThrow(/cannot read/i);
  expect(listing(dataDir)).toEqual(before.entries);
  expect(fileBytes(path.join(dataDir, 'encryption.key'))).toBe(before.key);
});

it('refuses while a server holds the data folder, naming the process', async () => {
  const holder = spawn(process.execPath, ['--import', 'tsx', 'tests/support/hold-lock.ts', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
    const before = listing(dataDir);
    await expect(restoreBackup({ dataDir, file: backupFile })).rejects.toThrow(
      new RegExp(`in use by process ${holder.pid}`),
    );
    expect(listing(dataDir)).toEqual(before);
  } finally {
    holder.kill('SIGKILL');
  }
}, 60_000);
