// Backup and restore on servers of their own: the owner's download from the dashboard (without,
// then with the encryption key), changes, `npm run restore` with the server stopped into a fresh
// folder, and the old text, images, resume, chat, key and memory back at the first request.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, request as apiRequest, test, type Download, type Page } from '@playwright/test';
import sharp from 'sharp';
import { archiveEntries } from '../support/backup-archive';
import { testPassword } from './support/accounts';
import { assistantBubbles, newSession, send, sessionList } from './support/portal';
import { isMemoryExtraction, startFakeProvider, type FakeProvider } from '../support/fake-provider';
import { seedAccounts, startServer, type StartedServer } from './support/server';

// Servers of their own, restarted a few times, on a machine other suites share: generous waits.
const expect = baseExpect.configure({ timeout: 20_000 });
const PORT = 4510;
const owner = 'backup-owner@example.com';
const secondAdmin = 'backup-second-admin@example.com';
const member = 'backup-member@example.com';
const OWN_PDF = Buffer.from("%PDF-1.4\n% The owner's resume in the backup\n%%EOF\n");

test.describe.configure({ mode: 'serial', timeout: 600_000 });
let dataDir: string;
let server: StartedServer | undefined;
// A fake provider of its own: the shared one is scripted by the portal lane's specs at the same time.
let fake: FakeProvider;
// The generated encryption.key is what the backup leaves out by default: no APP_ENCRYPTION_KEY here.
const start = (dir: string) =>
  startServer({
    port: PORT,
    dataDir: dir,
    env: { OPENAI_BASE_URL: fake.openaiBaseUrl, APP_ENCRYPTION_KEY: '' },
  });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The first account is the owner; the second is an admin as well, the third is not.
  dataDir = seedAccounts([
    { email: owner, password: testPassword, isAdmin: true },
    { email: secondAdmin, password: testPassword, isAdmin: true },
    { email: member, password: testPassword, isAdmin: false },
  ]);
  fake = await startFakeProvider();
  server = await start(dataDir);
});
const restoredDirs: string[] = [];
const freshDir = () => {
  restoredDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'mission-e2e-restored-')));
  return restoredDirs.at(-1)!;
};
test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
  for (const dir of [dataDir, ...restoredDirs]) fs.rmSync(dir, { recursive: true, force: true });
});

async function signIn(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto(`${server!.url}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

async function saveHeadline(page: Page, text: string) {
  await page.goto(`${server!.url}/admin/dashboard`);
  const hero = page
    .getByRole('tabpanel', { name: 'Home' })
    .getByRole('region', { name: 'Top of the page', exact: true });
  await hero.getByLabel('Headline', { exact: true }).fill(text);
  await hero.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Content updated successfully')).toBeVisible();
}

const getJson = async (page: Page, route: string) => (await page.request.get(`${server!.url}${route}`)).json();
const headline = async (page: Page) => {
  await page.goto(`${server!.url}/`);
  return page.getByRole('heading', { level: 1 }).textContent();
};
const aboutPhotoSrc = async (page: Page) => page.locator('#about img').first().getAttribute('src');
const resumeBytes = async (page: Page) =>
  Buffer.from(await (await page.request.get(`${server!.url}/resume.pdf`)).body()).toString('base64');

function restore(file: string, dir: string) {
  return spawnSync('npm', ['run', 'restore', '--', file], {
    env: { ...process.env, DATA_DIR: dir, APP_ENCRYPTION_KEY: '' },
    encoding: 'utf8',
  });
}

async function saved(download: Download, file: string) {
  expect(download.suggestedFilename()).toMatch(/^mission-site-backup-.*\.tar\.gz$/);
  await download.saveAs(file);
  return archiveEntries(fs.readFileSync(file));
}

test('only the owner may download a backup; other admins get no Backup page and a 403', async ({ page }) => {
  const anonymous = await apiRequest.newContext();
  expect((await anonymous.get(`${server!.url}/api/backup`)).status()).toBe(401);
  await anonymous.dispose();
  await signIn(page, secondAdmin);
  await expect(page.getByRole('heading', { name: 'COMMAND DASHBOARD' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Backup' })).toHaveCount(0);
  await page.goto(`${server!.url}/admin/backup`);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'DOWNLOAD BACKUP' })).toHaveCount(0);
  expect((await page.request.get(`${server!.url}/api/backup`)).status()).toBe(403);
  const withKey = await page.request.post(`${server!.url}/api/backup`, {
    data: { includeEncryptionKey: true, password: testPassword },
  });
  expect(withKey.status()).toBe(403);
  expect((await withKey.json()).message).toMatch(/only the owner/i);
  await signIn(page, member);
  expect((await page.request.get(`${server!.url}/api/backup`)).status()).toBe(403);
});

test("the owner's backup, restored in a fresh folder, brings back text, images, resume, chats, keys and memories at once", async ({
  page,
}, testInfo) => {
  await signIn(page, owner);
  const before = `Headline in the backup ${Date.now()}`;
  await saveHeadline(page, before);
  const photo = await sharp({ create: { width: 300, height: 350, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer();
  const upload = { headers: { 'content-type': 'image/png' }, data: photo };
  expect((await page.request.post(`${server!.url}/api/site-images/about-photo`, upload)).status()).toBe(200);
  const resume = { headers: { 'content-type': 'application/pdf' }, data: OWN_PDF };
  expect((await page.request.post(`${server!.url}/api/resume`, resume)).status()).toBe(200);
  const savedKey = await page.request.post(`${server!.url}/api/portal/keys`, {
    data: { provider: 'openai', apiKey: 'sk-backup-key-0001' },
  });
  expect(savedKey.status()).toBe(201);
  // The reply, and the fact the memory extraction after it finds (a JSON list, as a model answers it).
  fake.setReply((request) =>
    isMemoryExtraction(request)
      ? JSON.stringify(['The lawn crew works on Fridays and Saturdays only.'])
      : 'Noted, I will keep that in mind for later.',
  );
  await page.goto(`${server!.url}/ai-portal`);
  await newSession(page);
  const remember = 'Please remember that the lawn crew works on Fridays and Saturdays only.';
  await send(page, remember);
  await expect(assistantBubbles(page).getByText('Noted, I will keep that in mind for later.')).toBeVisible();
  await expect.poll(async () => (await getJson(page, '/api/portal/memories')).memories.length).toBe(1);
  await expect.poll(() => headline(page)).toBe(before);
  const photoInBackup = await aboutPhotoSrc(page);
  expect(photoInBackup).toMatch(/site-images%2Fabout-photo-[0-9a-f]{16}\.png/);

  // The default download: everything but the key.
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.goto(`${server!.url}/admin/backup`);
  const card = page.locator('[data-slot="card"]', { has: page.getByText('Backup', { exact: true }) });
  await expect(card.getByText(/holds secrets/)).toBeVisible();
  let downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'DOWNLOAD BACKUP' }).click();
  const plain = await saved(await downloading, testInfo.outputPath('backup.tar.gz'));
  expect([...plain.keys()]).not.toContain('encryption.key');
  expect(plain.get('files/resume/resume.pdf')?.toString()).toBe(OWN_PDF.toString());
  expect([...plain.keys()].filter((name) => name.startsWith('files/images/about-photo-'))).toHaveLength(1);

  // With the key: the box asks for the password again and says what the key unlocks.
  await card.getByLabel('Include the encryption key').check();
  await expect(card.getByText(/decrypts every saved provider API key of every user/)).toBeVisible();
  await card.getByLabel('Your password').fill('not my password');
  await card.getByRole('button', { name: 'DOWNLOAD BACKUP WITH KEY' }).click();
  await expect(card.getByRole('alert')).toHaveText('The password is incorrect.');
  // Beside the field it is about, which keeps what was typed so it can be corrected.
  const passwordField = card.getByLabel('Your password');
  await expect(passwordField).toHaveAttribute('aria-describedby', 'backup-error');
  await expect(passwordField).toHaveValue('not my password');
  expect(downloads).toBe(1);
  await card.getByLabel('Your password').fill(testPassword);
  downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'DOWNLOAD BACKUP WITH KEY' }).click();
  const withKeyFile = testInfo.outputPath('backup-with-key.tar.gz');
  const withKey = await saved(await downloading, withKeyFile);
  expect(withKey.get('encryption.key')?.toString()).toBe(fs.readFileSync(path.join(dataDir, 'encryption.key'), 'utf8'));

  // Changes after the backup, each shown once on the public site (so Next caches the changed
  // pages): all of them must be gone after the restore, at the very first request.
  const after = `Headline after the backup ${Date.now()}`;
  await saveHeadline(page, after);
  expect((await page.request.delete(`${server!.url}/api/site-images/about-photo`)).status()).toBe(200);
  expect((await page.request.delete(`${server!.url}/api/resume`)).status()).toBe(200);
  for (const { id } of (await getJson(page, '/api/portal/sessions')).sessions)
    expect((await page.request.delete(`${server!.url}/api/portal/sessions/${id}`)).status()).toBe(204);
  for (const { id } of (await getJson(page, '/api/portal/keys')).keys)
    expect((await page.request.delete(`${server!.url}/api/portal/keys/${id}`)).status()).toBe(204);
  expect((await page.request.delete(`${server!.url}/api/portal/memories`)).status()).toBe(204);
  await expect.poll(() => headline(page)).toBe(after);
  expect(await aboutPhotoSrc(page)).not.toBe(photoInBackup);
  expect(await resumeBytes(page)).not.toBe(OWN_PDF.toString('base64'));

  // While the server runs, restore refuses and changes nothing.
  const refused = restore(withKeyFile, dataDir);
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toContain('is already in use by process');

  await server!.stop();
  server = undefined;
  const fresh = freshDir();
  const restored = restore(withKeyFile, fresh);
  expect(restored.status, restored.stderr).toBe(0);
  expect(restored.stdout).toContain(`Restored ${path.resolve(fresh)}`);
  expect(restored.stdout).toContain('Uploaded files (resume, images) restored: 2.');
  expect(restored.stdout).toContain("All 1 saved API key(s) decrypt with the backup's encryption key.");
  server = await start(fresh);

  // The first requests already show the restored text, image and resume (not the cached pages).
  expect(await headline(page)).toBe(before);
  expect(await aboutPhotoSrc(page)).toBe(photoInBackup);
  expect(await resumeBytes(page)).toBe(OWN_PDF.toString('base64'));
  // The browser's session is in the restored database too; sign in afresh all the same.
  await signIn(page, owner);
  const keys = (await getJson(page, '/api/portal/keys')).keys as { provider: string; keyHint: string }[];
  expect(keys.map((key) => key.provider)).toEqual(['openai']);
  expect((await getJson(page, '/api/portal/memories')).memories).toHaveLength(1);
  await page.goto(`${server.url}/ai-portal`);
  await sessionList(page).getByRole('listitem').first().getByRole('button').first().click();
  await expect(page.getByText(remember)).toBeVisible();
  // The key still decrypts: a new turn goes to the provider with it.
  fake.setReply('Still here after the restore.');
  await send(page, 'Are you still there?');
  await expect(assistantBubbles(page).getByText('Still here after the restore.')).toBeVisible();

  // The default backup in another fresh folder: all but the saved keys, and restore says so.
  await server.stop();
  server = undefined;
  const keyless = freshDir();
  const withoutKey = restore(testInfo.outputPath('backup.tar.gz'), keyless);
  expect(withoutKey.status, withoutKey.stderr).toBe(0);
  expect(withoutKey.stdout).toContain('WARNING: 1 of 1 saved API key(s) do NOT decrypt');
  server = await start(keyless);
  expect(await headline(page)).toBe(before);
  await signIn(page, owner);
  await page.goto(`${server.url}/ai-portal`);
  await sessionList(page).getByRole('listitem').first().getByRole('button').first().click();
  await expect(page.getByText(remember)).toBeVisible();
  await send(page, 'Does my key still work?');
  await expect(page.getByText(/This API key is unreadable/).first()).toBeVisible();
});
