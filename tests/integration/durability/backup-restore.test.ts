import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { parseSecret } from '@/lib/crypto/app-secret';
import { decryptApiKey, encryptApiKey } from '@/lib/crypto/key-encryption';
import { createBackup } from '@/lib/data/embedded/engine/backup';
import { packBackup, unpackBackup } from '@/lib/data/embedded/engine/backup-format';
import { openEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { restoreBackup } from '@/lib/data/embedded/engine/restore';
import { lastRestoreTime } from '@/lib/data/embedded/engine/restore-marker';
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

// The uploaded files as lib/files keeps them in DATA_DIR/files: the resume and a site image.
const uploads = {
  'resume/resume.pdf': Buffer.from('%PDF-1.7 the owner resume before the backup'),
  'images/about-photo-0123456789abcdef.png': randomBytes(2048),
};
function writeUploads(dir: string, files: Record<string, Buffer>) {
  for (const [key, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, 'files', key)), { recursive: true, mode: 0o700 });
    fs.writeFileSync(path.join(dir, 'files', key), bytes, { mode: 0o600 });
  }
}
/** Every file under DIR/files, key -> base64. */
function readUploads(dir: string): Record<string, string> {
  const root = path.join(dir, 'files');
  if (!fs.existsSync(root)) return {};
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(root, name)).isFile());
  return Object.fromEntries(files.sort().map((name) => [name, fileBytes(path.join(root, name))]));
}
const expectedUploads = Object.fromEntries(
  Object.entries(uploads).map(([key, bytes]) => [key, bytes.toString('base64')]),
);
const savedKeyOf = async (db: EmbeddedDatabase) =>
  (await db.query<{ api_key: string }>(`select api_key from api_keys where user_id = $1`, [userId])).rows[0]!.api_key;

let userId = '';
let ciphertext = '';

it('backs up a running database (content, chats, keys, memories, uploaded files, the generated key) and restores it after a change', async () => {
  const db = await openEmbeddedDatabase({ dataDir });
  fs.writeFileSync(path.join(dataDir, 'encryption.key'), randomBytes(32).toString('base64'), { mode: 0o600 });
  writeUploads(dataDir, uploads);
  // A write in progress (lib/files writes a temporary file, then renames it) is not a file yet.
  fs.writeFileSync(path.join(dataDir, 'files', 'resume', 'resume.pdf.5f0c.tmp'), 'half written');
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
  // A session signed in at backup time, which may be signed out (or stolen and revoked) later.
  await db.query(
    `insert into auth.embedded_sessions (user_id, token_hash, expires_at) values ($1, 'backed-up-session', now() + interval '7 days')`,
    [userId],
  );

  const backup = await createBackup(db, { dataDir, includeKeyFile: true });
  expect(backup.filename).toMatch(/^mission-site-backup-.*\.tar\.gz$/);
  expect(backup).toMatchObject({ includesKey: true, files: 2 });
  fs.writeFileSync(backupFile, backup.bytes);

  await setHeadline(db, 'Headline after the backup');
  await db.query(`delete from chat_sessions`);
  await db.query(`delete from api_keys`);
  await db.query(`delete from memories`);
  await db.close();
  fs.writeFileSync(path.join(dataDir, 'encryption.key'), randomBytes(32).toString('base64'), { mode: 0o600 });
  fs.rmSync(path.join(dataDir, 'files', 'images'), { recursive: true });
  writeUploads(dataDir, {
    'resume/resume.pdf': Buffer.from('%PDF-1.7 a later resume'),
    'images/social-card-fedcba9876543210.jpg': randomBytes(64),
  });

  const before = Date.now();
  const result = await restoreBackup({ dataDir, file: backupFile });
  expect(fs.existsSync(path.join(result.replacedDir, 'pgdata', 'PG_VERSION'))).toBe(true);
  expect(result).toMatchObject({ files: 2, savedKeys: { total: 1, readable: 1, keySource: 'backup' } });
  // Exactly the backed-up files; the later ones are kept aside with the rest of what was replaced.
  expect(readUploads(dataDir)).toEqual(expectedUploads);
  expect(Object.keys(readUploads(result.replacedDir))).toContain('images/social-card-fedcba9876543210.jpg');
  expect(fs.statSync(path.join(dataDir, 'files', 'resume', 'resume.pdf')).mode & 0o777).toBe(0o600);
  // The next server start learns that its cached pages predate this data.
  expect(lastRestoreTime(dataDir)).toBeGreaterThanOrEqual(before);

  const restored = await openEmbeddedDatabase({ dataDir });
  expect(await headline(restored)).toBe('Headline before the backup');
  const messages = await restored.query<{ content: string }>(
    `select m.content from chat_messages m join chat_sessions s on s.id = m.session_id where s.title = 'Backed-up chat' order by m.created_at, m.role desc`,
  );
  expect(messages.rows.map((row) => row.content)).toEqual(['Hello from before', 'Hi, kept']);
  const memory = await restored.query<{ content: string }>(`select content from memories where user_id = $1`, [userId]);
  expect(memory.rows.map((row) => row.content)).toEqual(['The owner mows lawns on Fridays']);
  // Sessions ended since the backup must not come back with it: everyone signs in again.
  expect((await restored.query('select 1 from auth.embedded_sessions')).rows).toEqual([]);
  expect(result.sessionsEnded).toBe(1);
  const restoredSecret = parseSecret(fs.readFileSync(path.join(dataDir, 'encryption.key'), 'utf8'));
  expect(
    decryptApiKey(await savedKeyOf(restored), { userId, provider: 'openai', baseUrl: null }, restoredSecret).plaintext,
  ).toBe('sk-test-backup-1234');
  await restored.close();
}, 300_000);

it('restores into a fresh folder: text, images, resume and (with the key) saved keys', async () => {
  const fresh = path.join(root, 'fresh-with-key');
  const result = await restoreBackup({ dataDir: fresh, file: backupFile });
  expect(result).toMatchObject({ files: 2, savedKeys: { total: 1, readable: 1, keySource: 'backup' } });
  expect(readUploads(fresh)).toEqual(expectedUploads);
  const db = await openEmbeddedDatabase({ dataDir: fresh });
  expect(await headline(db)).toBe('Headline before the backup');
  const secret = parseSecret(fs.readFileSync(path.join(fresh, 'encryption.key'), 'utf8'));
  expect(decryptApiKey(await savedKeyOf(db), { userId, provider: 'openai', baseUrl: null }, secret).plaintext).toBe(
    'sk-test-backup-1234',
  );
  await db.close();
}, 120_000);

it('a backup without the key restores everything but the saved keys, says so, and keeps a key already there', async () => {
  const db = await openEmbeddedDatabase({ dataDir });
  const backup = await createBackup(db, { dataDir, includeKeyFile: false });
  await db.close();
  expect(backup).toMatchObject({ includesKey: false, files: 2 });
  const noKeyFile = path.join(root, 'backup-without-key.tar.gz');
  fs.writeFileSync(noKeyFile, backup.bytes);

  // A fresh folder: no key anywhere, so none of the saved keys will decrypt, and the restore says so.
  const fresh = path.join(root, 'fresh-without-key');
  const bare = await restoreBackup({ dataDir: fresh, file: noKeyFile });
  expect(bare).toMatchObject({ files: 2, savedKeys: { total: 1, readable: 0, keySource: 'none' } });
  expect(fs.existsSync(path.join(fresh, 'encryption.key'))).toBe(false);
  expect(readUploads(fresh)).toEqual(expectedUploads);
  const restored = await openEmbeddedDatabase({ dataDir: fresh });
  expect(await headline(restored)).toBe('Headline before the backup');
  await restored.close();

  // A folder that holds the original key keeps it, and the saved keys decrypt with it.
  const keyed = path.join(root, 'fresh-with-original-key');
  fs.mkdirSync(keyed, { mode: 0o700 });
  fs.copyFileSync(path.join(dataDir, 'encryption.key'), path.join(keyed, 'encryption.key'));
  const kept = await restoreBackup({ dataDir: keyed, file: noKeyFile });
  expect(kept.savedKeys).toEqual({ total: 1, readable: 1, keySource: 'data-dir' });
  expect(fileBytes(path.join(keyed, 'encryption.key'))).toBe(fileBytes(path.join(dataDir, 'encryption.key')));

  // With APP_ENCRYPTION_KEY set, that is the key the saved keys are checked against.
  const other = await restoreBackup({
    dataDir: path.join(root, 'fresh-env-key'),
    file: noKeyFile,
    appEncryptionKey: randomBytes(32).toString('base64'),
  });
  expect(other.savedKeys).toEqual({ total: 1, readable: 0, keySource: 'APP_ENCRYPTION_KEY' });
}, 300_000);

it('restores an older backup without files and leaves DATA_DIR/files alone', async () => {
  const { pgdata, encryptionKey } = await unpackBackup(backupFile, fs.readFileSync(backupFile));
  const manifest = {
    format: 'mission-site-backup' as const,
    version: 1 as const,
    createdAt: new Date().toISOString(),
    database: 'PGlite 0.5.14',
    encryptionKey: true,
  };
  const older = path.join(root, 'version-1.tar.gz');
  fs.writeFileSync(older, await packBackup({ manifest, pgdata, encryptionKey, files: null }));
  const target = path.join(root, 'older-target');
  writeUploads(target, { 'resume/resume.pdf': Buffer.from('%PDF-1.7 kept') });
  const result = await restoreBackup({ dataDir: target, file: older });
  expect(result.files).toBeNull();
  expect(readUploads(target)).toEqual({ 'resume/resume.pdf': Buffer.from('%PDF-1.7 kept').toString('base64') });
}, 120_000);

it('refuses a backup whose file names would land outside DATA_DIR/files, changing nothing', async () => {
  const { manifest, pgdata } = await unpackBackup(backupFile, fs.readFileSync(backupFile));
  const before = listing(dataDir);
  for (const name of ['../../escaped.txt', '/etc/passwd-copy', 'images/../../../escaped']) {
    const evil = path.join(root, 'evil.tar.gz');
    const files = new Map([[name, Buffer.from('x')]]);
    fs.writeFileSync(
      evil,
      await packBackup({ manifest: { ...manifest, encryptionKey: false, files: 1 }, pgdata, files }),
    );
    await expect(restoreBackup({ dataDir, file: evil })).rejects.toThrow(/unsafe name/);
  }
  expect(listing(dataDir)).toEqual(before);
  expect(fs.existsSync(path.join(root, 'escaped.txt'))).toBe(false);
});

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
