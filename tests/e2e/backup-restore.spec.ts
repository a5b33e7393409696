// Backup and restore on a server of its own: the dashboard's download, a change, `npm run restore`
// with the server stopped, and the old content, chat, key and memory back after a restart.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect as baseExpect, request as apiRequest, test, type Page } from '@playwright/test';
import { testPassword } from './support/accounts';
import { assistantBubbles, fake, newSession, send, sessionList } from './support/portal';
import { seedAccounts, startServer, type StartedServer } from './support/server';

// A server of its own, restarted once, on a machine other suites share: generous waits.
const expect = baseExpect.configure({ timeout: 20_000 });
const PORT = 4510;
const owner = 'backup-owner@example.com';
const member = 'backup-member@example.com';

test.describe.configure({ mode: 'serial', timeout: 600_000 });
let dataDir: string;
let server: StartedServer | undefined;
const start = () =>
  startServer({ port: PORT, dataDir, env: { OPENAI_BASE_URL: `${process.env.FAKE_PROVIDER_URL}/v1` } });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = seedAccounts([
    { email: owner, password: testPassword, isAdmin: true },
    { email: member, password: testPassword, isAdmin: false },
  ]);
  server = await start();
});
test.afterAll(async () => server?.stop());

async function signIn(page: Page, email: string) {
  await page.goto(`${server!.url}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

async function saveHeadline(page: Page, text: string) {
  await page.goto(`${server!.url}/admin/dashboard`);
  const hero = page.getByRole('tabpanel', { name: 'home' }).getByRole('region', { name: 'hero', exact: true });
  await hero.getByLabel('headline', { exact: true }).fill(text);
  await hero.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Content updated successfully')).toBeVisible();
}

const getJson = async (page: Page, route: string) => (await page.request.get(`${server!.url}${route}`)).json();

test('only a signed-in admin may download a backup', async ({ page }) => {
  const anonymous = await apiRequest.newContext();
  expect((await anonymous.get(`${server!.url}/api/backup`)).status()).toBe(401);
  await anonymous.dispose();
  await signIn(page, member);
  expect((await page.request.get(`${server!.url}/api/backup`)).status()).toBe(403);
});

test('a backup from the dashboard, restored with the server stopped, brings back content, chats, keys and memories', async ({
  page,
}, testInfo) => {
  await signIn(page, owner);
  const before = `Headline in the backup ${Date.now()}`;
  await saveHeadline(page, before);
  const savedKey = await page.request.post(`${server!.url}/api/portal/keys`, {
    data: { provider: 'openai', apiKey: 'sk-backup-key-0001' },
  });
  expect(savedKey.status()).toBe(201);
  await fake.setReply('Noted, I will keep that in mind for later.');
  await page.goto(`${server!.url}/ai-portal`);
  await newSession(page);
  const remember = 'Please remember that the lawn crew works on Fridays and Saturdays only.';
  await send(page, remember);
  await expect(assistantBubbles(page).getByText('Noted, I will keep that in mind for later.')).toBeVisible();
  await expect.poll(async () => (await getJson(page, '/api/portal/memories')).memories.length).toBe(1);

  await page.goto(`${server!.url}/admin/dashboard`);
  await expect(page.getByText(/holds secrets/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'DOWNLOAD BACKUP' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mission-site-backup-.*\.tar\.gz$/);
  const file = testInfo.outputPath('backup.tar.gz');
  await download.saveAs(file);

  // Changes after the backup: all of them must be gone after the restore.
  await saveHeadline(page, `Headline after the backup ${Date.now()}`);
  for (const { id } of (await getJson(page, '/api/portal/sessions')).sessions)
    expect((await page.request.delete(`${server!.url}/api/portal/sessions/${id}`)).status()).toBe(204);
  for (const { id } of (await getJson(page, '/api/portal/keys')).keys)
    expect((await page.request.delete(`${server!.url}/api/portal/keys/${id}`)).status()).toBe(204);
  expect((await page.request.delete(`${server!.url}/api/portal/memories`)).status()).toBe(204);

  // While the server runs, restore refuses and changes nothing.
  const refused = spawnSync('npm', ['run', 'restore', '--', file], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(refused.status).not.toBe(0);
  expect(refused.stderr).toContain('is already in use by process');

  await server!.stop();
  server = undefined;
  const restored = spawnSync('npm', ['run', 'restore', '--', file], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(restored.status, restored.stderr).toBe(0);
  expect(restored.stdout).toContain(`Restored ${path.resolve(dataDir)}`);
  server = await start();

  // A restarted server serves its cached copy of `/` until that copy's revalidate period (300 s)
  // has passed since it was written, then regenerates it from the database: reload until then.
  const url = server.url;
  await expect
    .poll(
      async () => {
        await page.goto(`${url}/`);
        return page.getByRole('heading', { level: 1 }).textContent();
      },
      { timeout: 330_000, intervals: [1_000, 5_000] },
    )
    .toBe(before);
  // The browser's session is in the restored database too; sign in afresh all the same.
  await page.context().clearCookies();
  await signIn(page, owner);
  const keys = (await getJson(page, '/api/portal/keys')).keys as { provider: string; keyHint: string }[];
  expect(keys.map((key) => key.provider)).toEqual(['openai']);
  expect((await getJson(page, '/api/portal/memories')).memories).toHaveLength(1);
  await page.goto(`${server.url}/ai-portal`);
  await sessionList(page).getByRole('listitem').first().getByRole('button').first().click();
  await expect(page.getByText(remember)).toBeVisible();
  // The key still decrypts: a new turn goes to the provider with it.
  await fake.setReply('Still here after the restore.');
  await send(page, 'Are you still there?');
  await expect(assistantBubbles(page).getByText('Still here after the restore.')).toBeVisible();
});
