// Issue #37, point 10 (and the TOTP item of point 9): restore from the Backup page. Real route
// handler, real PGlite data folder with the key file the server generated (APP_ENCRYPTION_KEY
// unset). Every bad request is refused with a message the owner understands, before anything in
// the data folder changes. (The good restore, with the restart, runs against the real server in
// supervised-restore.test.ts.)
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as restorePost } from '@/app/api/backup/restore/route';
import { POST as saveKey } from '@/app/api/portal/keys/route';
import type { AuthUser } from '@/lib/auth/types';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { encryptApiKey } from '@/lib/crypto/key-encryption';
import { sealSecret } from '@/lib/crypto/sealed-secret';
import { createBackup } from '@/lib/data/embedded/engine/backup';
import { openEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { jsonRequest } from '../ai/chat-harness';
import { memoryCookieJar } from '../../support/cookie-jar';
import { createUser } from '../../support/database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-restore-upload-'));
const dataDir = path.join(root, 'data');
const savedSecret = process.env.APP_ENCRYPTION_KEY;
process.env.DATA_DIR = dataDir;
process.env.MISSION_SUPERVISED = '1';
delete process.env.APP_ENCRYPTION_KEY;

const password = 'correct horse battery';
let db: EmbeddedDatabase;
let owner = '';
let secondAdmin = '';
let ownBackup: Buffer;
const foreign: { apiKey?: Buffer; authenticator?: Buffer } = {};

/** Backups of another site with its own key (left out of the file): one with a saved API key, one with an authenticator app. */
async function foreignBackups() {
  const otherDir = path.join(root, 'other-site');
  const other = await openEmbeddedDatabase({ dataDir: otherDir });
  const otherKey = randomBytes(32);
  const user = await createUser(other, 'someone@example.com');
  const factorId = randomUUID();
  await other.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret)
     values ($1, $2, 'Authenticator app', 'totp', 'verified', $3)`,
    [factorId, user.id, sealSecret('JBSWY3DPEHPK3PXP', ['totp', user.id, factorId], otherKey)],
  );
  await other.query(`insert into auth.embedded_recovery_codes (user_id, code_hash) values ($1, 'a'), ($1, 'b')`, [
    user.id,
  ]);
  foreign.authenticator = (await createBackup(other, { dataDir: otherDir, includeKeyFile: false })).bytes;
  await other.exec('delete from auth.mfa_factors; delete from auth.embedded_recovery_codes');
  const apiKey = encryptApiKey('sk-other-site-0001', { userId: user.id, provider: 'openai', baseUrl: null }, otherKey);
  await other.query(`insert into api_keys (user_id, provider, api_key, key_hint) values ($1, 'openai', $2, '0001')`, [
    user.id,
    apiKey,
  ]);
  foreign.apiKey = (await createBackup(other, { dataDir: otherDir, includeKeyFile: false })).bytes;
  await other.close();
}

beforeAll(async () => {
  db = await openEmbeddedDatabase({ dataDir, registrationOpen: true });
  provideEmbeddedDatabase(db);
  const auth = createEmbeddedAuth(db, { secureCookies: false });
  const signIn = async (email: string) => {
    await auth.signUp({ email, password });
    const browser = memoryCookieJar();
    (await auth.signIn(browser.jar, { email, password })) as AuthUser;
    return `session=${browser.values.get('session')}`;
  };
  owner = await signIn('owner@example.com');
  secondAdmin = await signIn('second-admin@example.com');
  const saved = await saveKey(
    jsonRequest('/api/portal/keys', { cookie: owner, body: { provider: 'anthropic', apiKey: 'sk-ant-owner-0001' } }),
  );
  expect(saved.status).toBe(201);
  ownBackup = (await createBackup(db, { dataDir, includeKeyFile: false })).bytes;
  await foreignBackups();
}, 180_000);
afterAll(async () => {
  await db.close();
  fs.rmSync(root, { recursive: true, force: true });
  process.env.APP_ENCRYPTION_KEY = savedSecret;
  delete process.env.MISSION_SUPERVISED;
});

function restoreRequest(cookie: string, fields: { backup?: Uint8Array | string; password?: string }) {
  const form = new FormData();
  if (fields.backup !== undefined) form.set('backup', new Blob([fields.backup as BlobPart]), 'backup.tar.gz');
  if (fields.password !== undefined) form.set('password', fields.password);
  return new Request('http://localhost/api/backup/restore', {
    method: 'POST',
    headers: { host: 'localhost', origin: 'http://localhost', cookie },
    body: form,
  });
}

/** The data folder's entries, and the bytes of its key file: what must not change on a refusal. */
const snapshot = () => ({
  entries: fs.readdirSync(dataDir).sort(),
  key: fs.readFileSync(path.join(dataDir, 'encryption.key'), 'utf8'),
});

async function expectRefused(request: Request, status: number, message: RegExp) {
  const before = snapshot();
  const response = await restorePost(request);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.message).toMatch(message);
  // Nothing written, nothing left behind, nothing replaced.
  expect(snapshot()).toEqual(before);
  return body.message as string;
}

describe('who may restore', () => {
  it('refuses a second admin with 403, whatever the file', async () => {
    await expectRefused(restoreRequest(secondAdmin, { backup: ownBackup, password }), 403, /only the owner/i);
  });

  it('asks for the password again and refuses a wrong one before looking at the file', async () => {
    await expectRefused(restoreRequest(owner, { backup: ownBackup }), 400, /enter your password/i);
    await expectRefused(
      restoreRequest(owner, { backup: 'not a backup', password: 'wrong' }),
      403,
      /password is incorrect/i,
    );
  });
});

describe('the file is checked before anything is replaced', () => {
  it('refuses a request without a file', async () => {
    await expectRefused(restoreRequest(owner, { password }), 400, /choose a backup file/i);
  });

  it('refuses a file that is not a backup, or a damaged one', async () => {
    const message = await expectRefused(
      restoreRequest(owner, { backup: 'just some notes', password }),
      400,
      /not a backup of this site/i,
    );
    expect(message).toMatch(/nothing was changed/i);
    const damaged = Buffer.concat([ownBackup.subarray(0, ownBackup.length / 2), Buffer.alloc(1000, 7)]);
    await expectRefused(restoreRequest(owner, { backup: damaged, password }), 400, /damaged|not a backup/i);
  });

  it('refuses a file larger than the page takes, as it streams in', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++;
        if (sent > 1100) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const request = new Request('http://localhost/api/backup/restore', {
      method: 'POST',
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        cookie: owner,
        'content-type': 'multipart/form-data; boundary=x',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectRefused(request, 413, /larger than .* MB.*restore command/i);
    expect(sent).toBeLessThan(1100);
  });

  it("refuses a backup whose saved API keys do not open with this server's key", async () => {
    const message = await expectRefused(
      restoreRequest(owner, { backup: foreign.apiKey!, password }),
      409,
      /1 saved API key/i,
    );
    expect(message).toMatch(/encryption key/i);
    expect(message).not.toMatch(/APP_ENCRYPTION_KEY|DATA_DIR/);
  });

  it("refuses a backup whose authenticator secrets and recovery codes do not open with this server's key", async () => {
    const message = await expectRefused(
      restoreRequest(owner, { backup: foreign.authenticator!, password }),
      409,
      /1 authenticator app/i,
    );
    expect(message).toMatch(/recovery codes/i);
  });
});
