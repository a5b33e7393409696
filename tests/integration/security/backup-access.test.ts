// Issue #23, point 1: the backup is the owner's alone, holds the encryption key only when the
// owner asks for it again with the password, and runs one at a time. Real route handlers, a real
// PGlite data folder and the key file the server generates there (APP_ENCRYPTION_KEY unset).
import type { AuthUser } from '@/lib/auth/types';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as backupGet, POST as backupPost } from '@/app/api/backup/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import { PASSWORD_CHANGE_LIMIT, throttledChangePassword } from '@/lib/auth/account-security';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { oneBackupAtATime } from '@/lib/data/embedded/engine/backup';
import { openEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { embeddedRateLimitStore } from '@/lib/data/embedded/repos/rate-limit-store';
import { jsonRequest } from '../ai/chat-harness';
import { archiveEntries } from '../../support/backup-archive';
import { memoryCookieJar } from '../../support/cookie-jar';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-backup-access-'));
const dataDir = path.join(root, 'data');
const savedSecret = process.env.APP_ENCRYPTION_KEY;
process.env.DATA_DIR = dataDir;
delete process.env.APP_ENCRYPTION_KEY;

const password = 'correct horse battery';
let db: EmbeddedDatabase;
let owner: string;
let secondAdmin: string;
let auth: ReturnType<typeof createEmbeddedAuth>;
let ownerSession: { jar: ReturnType<typeof memoryCookieJar>['jar']; userId: string };

beforeAll(async () => {
  db = await openEmbeddedDatabase({ dataDir, registrationOpen: true });
  provideEmbeddedDatabase(db);
  auth = createEmbeddedAuth(db, { secureCookies: false });
  const signIn = async (email: string) => {
    await auth.signUp({ email, password });
    const browser = memoryCookieJar();
    const user = (await auth.signIn(browser.jar, { email, password })) as AuthUser;
    return { cookie: `session=${browser.values.get('session')}`, session: { jar: browser.jar, userId: user.id } };
  };
  // The first account is the owner; with registration open the second is an admin as well.
  const first = await signIn('owner@example.com');
  owner = first.cookie;
  ownerSession = first.session;
  secondAdmin = (await signIn('second-admin@example.com')).cookie;
  // A saved key: the server generates DATA_DIR/encryption.key to encrypt it.
  const saved = await saveKey(
    jsonRequest('/api/portal/keys', { cookie: owner, body: { provider: 'anthropic', apiKey: 'sk-ant-owner-0001' } }),
  );
  expect(saved.status).toBe(201);
  expect(fs.existsSync(path.join(dataDir, 'encryption.key'))).toBe(true);
});
afterAll(async () => {
  await db.close();
  fs.rmSync(root, { recursive: true, force: true });
  process.env.APP_ENCRYPTION_KEY = savedSecret;
});

const get = (cookie: string, headers: Record<string, string> = {}) =>
  backupGet(new Request('http://localhost/api/backup', { headers: { host: 'localhost', cookie, ...headers } }));
const postWithKey = (cookie: string, body: unknown) =>
  backupPost(jsonRequest('/api/backup', { cookie, body, headers: { origin: 'http://localhost' } }));
const withKey = (pw: string) => ({ includeEncryptionKey: true, password: pw });

async function expectArchive(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/gzip');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="mission-site-backup-/);
  return archiveEntries(new Uint8Array(await response.arrayBuffer()));
}

async function expectRefused(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect((await response.json()).message).toMatch(message);
}

describe('who may download a backup', () => {
  it("refuses a second admin's GET /api/backup with 403, and the POST that asks for the key", async () => {
    await expectRefused(await get(secondAdmin), 403, /only the owner/i);
    await expectRefused(await postWithKey(secondAdmin, withKey(password)), 403, /only the owner/i);
  });

  it("gives the owner's default download without encryption.key", async () => {
    const entries = await expectArchive(await get(owner));
    expect([...entries.keys()]).toContain('pgdata.tar');
    expect([...entries.keys()]).not.toContain('encryption.key');
    expect(JSON.parse(entries.get('backup.json')!.toString('utf8'))).toMatchObject({ encryptionKey: false });
  });

  it('refuses a GET another site starts (a link or redirect that sends the owner here)', async () => {
    // A top-level navigation from another site carries the owner's Lax cookie: it would make a
    // full copy under the database lock and drop the file in the owner's downloads.
    await expectRefused(await get(owner, { 'sec-fetch-site': 'cross-site' }), 403, /cross-site/i);
    await expectRefused(await get(owner, { 'sec-fetch-site': 'same-site' }), 403, /cross-site/i);
    await expectArchive(await get(owner, { 'sec-fetch-site': 'same-origin' }));
  });
});

describe('the encryption key, only when the owner asks again with the password', () => {
  it('refuses a wrong password with a clear message and no archive', async () => {
    await expectRefused(await postWithKey(owner, withKey('not my password')), 403, /password is incorrect/i);
  });

  it('includes encryption.key, byte for byte, with the right password', async () => {
    const entries = await expectArchive(await postWithKey(owner, withKey(password)));
    expect(entries.get('encryption.key')?.toString('base64')).toBe(
      fs.readFileSync(path.join(dataDir, 'encryption.key')).toString('base64'),
    );
    expect(JSON.parse(entries.get('backup.json')!.toString('utf8'))).toMatchObject({ encryptionKey: true });
  });

  it('refuses a body that does not ask for the key or has no password (400)', async () => {
    expect((await postWithKey(owner, { password })).status).toBe(400);
    expect((await postWithKey(owner, { includeEncryptionKey: true })).status).toBe(400);
  });
});

describe('one backup at a time', () => {
  it('answers 429 while a backup runs, and serves again once it has finished', async () => {
    let finish!: () => void;
    const running = oneBackupAtATime(() => new Promise<void>((resolve) => (finish = resolve)));
    try {
      await expectRefused(await get(owner), 429, /already being made/i);
      await expectRefused(await postWithKey(owner, withKey(password)), 429, /already being made/i);
    } finally {
      finish();
      await running;
    }
    await expectArchive(await get(owner));
  });
});

describe('password guesses', () => {
  it("share the password change's budget: once it is spent even the right password is refused (429)", async () => {
    const changePassword = (currentPassword: string) =>
      throttledChangePassword(auth, embeddedRateLimitStore(db), {
        ...ownerSession,
        input: { currentPassword, newPassword: 'a brand new passphrase' },
      }).catch((error: Error) => error);
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT.max - 1; i++)
      expect(await changePassword(`wrong guess ${i}`)).toMatchObject({ code: 'unauthorized' });
    await expectRefused(await postWithKey(owner, withKey('the last wrong guess')), 403, /password is incorrect/i);
    await expectRefused(await postWithKey(owner, withKey(password)), 429, /too many/i);
    // And the other way round: the password change is refused as well.
    expect(await changePassword(password)).toMatchObject({ code: 'rate_limited' });
  });
});
