// Issue #37, point 10: restore from the Backup page, on the real build under `npm start`. The
// owner uploads a backup with the password; the server checks it, stops, and the supervisor swaps
// it in and starts the server again: `/` shows the backed-up text, sessions end, nothing of the
// swap is left over. Before that: a staged restore whose database does not start is rolled back
// by the supervisor, and the site comes up on the data it had.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';
import { encryptApiKey } from '@/lib/crypto/key-encryption';
import { createBackup } from '@/lib/data/embedded/engine/backup';
import { openEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { memoryCookieJar } from '../../support/cookie-jar';
import { startSupervised, type SupervisedServer } from '../../support/supervised-server';

const PORT = 3601;
const origin = `http://localhost:${PORT}`;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-supervised-restore-'));
const dataDir = path.join(root, 'data');
const password = 'correct horse battery';
let server: SupervisedServer | undefined;
let backup: Buffer;
let cookie = '';

const setHeadline = (db: EmbeddedDatabase, text: string) =>
  db.query(
    `update page_content set content = jsonb_set(content, '{headline}', to_jsonb($1::text)) where page_name = 'home' and section_name = 'hero'`,
    [text],
  );

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  const db = await openEmbeddedDatabase({ dataDir, registrationOpen: true });
  const auth = createEmbeddedAuth(db, { secureCookies: true });
  const { userId } = await auth.signUp({ email: 'owner@example.com', password }).then(async () => {
    const browser = memoryCookieJar();
    const user = await auth.signIn(browser.jar, { email: 'owner@example.com', password });
    cookie = `__Host-session=${browser.values.get('__Host-session')}`;
    return { userId: (user as { id: string }).id };
  });
  // A saved key, sealed with the key the server uses (APP_ENCRYPTION_KEY of the test run): it must pass the check.
  const apiKey = encryptApiKey('sk-kept-0001', { userId, provider: 'openai', baseUrl: null }, getEncryptionSecret());
  await db.query(`insert into api_keys (user_id, provider, api_key, key_hint) values ($1, 'openai', $2, '0001')`, [
    userId,
    apiKey,
  ]);
  await setHeadline(db, 'Headline in the backup');
  backup = (await createBackup(db, { dataDir, includeKeyFile: false })).bytes;
  await setHeadline(db, 'Headline after the backup');
  await db.close();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

async function home(): Promise<string> {
  return (await fetch(`${origin}/`)).text();
}

/** The content as the dashboard reads it (never from the page cache, which the build filled with the default text). */
async function storedContent(): Promise<string> {
  const response = await fetch(`${origin}/api/content`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

async function until(check: () => Promise<boolean>, what: string) {
  for (const deadline = Date.now() + 180_000; !(await check().catch(() => false));) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen:\n${server?.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

it('rolls back a staged restore whose database does not start, and serves the data it had', async () => {
  // As if the page had staged it: a database folder that Postgres refuses.
  const staged = path.join(dataDir, 'restore-staged');
  fs.mkdirSync(path.join(staged, 'pgdata'), { recursive: true });
  fs.writeFileSync(path.join(staged, 'pgdata', 'PG_VERSION'), '7\n');
  fs.writeFileSync(path.join(staged, 'restore.json'), '{}');
  fs.writeFileSync(
    path.join(staged, 'staged.json'),
    JSON.stringify({ names: ['pgdata', 'restore.json'], backupCreatedAt: '2026-11-01T00:00:00.000Z' }),
  );
  server = startSupervised({ port: PORT, dataDir });
  await server.waitUntilAnswering('/', 180_000);
  expect(await storedContent()).toContain('Headline after the backup');
  expect(server.output()).toMatch(/restored server did not start .*putting the previous data back/);
  expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'restore-failed.json'), 'utf8'))).toMatchObject({
    backupCreatedAt: '2026-11-01T00:00:00.000Z',
  });
  expect(fs.readdirSync(dataDir)).not.toContain('restore-staged');
  expect(fs.readdirSync(dataDir)).not.toContain('restore-previous');
}, 300_000);

it("restores the owner's upload after the automatic restart, keeping nothing of the swap", async () => {
  const form = new FormData();
  form.set('backup', new Blob([new Uint8Array(backup)]), 'backup.tar.gz');
  form.set('password', password);
  const response = await fetch(`${origin}/api/backup/restore`, {
    method: 'POST',
    headers: { origin, cookie },
    body: form,
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(202);
  expect(body.message).toMatch(/restarts/i);

  await until(async () => (await home()).includes('Headline in the backup'), 'the restored page');
  // The supervisor's own check of `/` may come a moment after ours.
  await until(
    async () => /restored server answers: the copy/.test(server!.output()),
    'the supervisor keeping the restore',
  );
  const entries = fs.readdirSync(dataDir);
  for (const leftover of ['restore-staged', 'restore-previous', 'restore-swap.json', 'restore-failed.json'])
    expect(entries, server!.output()).not.toContain(leftover);
  // Sessions are not restored: the owner signs in again.
  expect((await fetch(`${origin}/api/content`, { headers: { cookie } })).status).toBe(401);
}, 300_000);
