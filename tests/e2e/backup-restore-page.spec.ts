// Issue #37, point 10: the owner restores a backup from the Backup page, on a server of its own
// run as `npm start` runs it (the supervisor restarts it with the backup). A wrong password and a
// file that is not a backup are refused on the page; the good backup brings the old text back.
import fs from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { startSupervised, type SupervisedServer } from '../support/supervised-server';
import { testPassword } from './support/accounts';
import { seedAccounts } from './support/server';

// A server of its own, restarted once, on a machine other suites share: generous waits.
const expect = baseExpect.configure({ timeout: 30_000 });
const PORT = 4530;
const owner = 'restore-page-owner@example.com';
test.describe.configure({ timeout: 300_000 });

let dataDir = '';
let server: SupervisedServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = seedAccounts([{ email: owner, password: testPassword, isAdmin: true }]);
  server = startSupervised({ port: PORT, dataDir });
  await server.waitUntilAnswering('/', 150_000);
});
test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto(`${server!.url}/admin/login`);
  await page.getByLabel('Email').fill(owner);
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

test('the owner restores a backup from the Backup page: refusals change nothing, the good one comes back after the restart', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const before = `Headline in the backup ${Date.now()}`;
  await saveHeadline(page, before);
  await page.goto(`${server!.url}/admin/backup`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'DOWNLOAD BACKUP' }).click();
  const backupFile = testInfo.outputPath('backup.tar.gz');
  await (await downloading).saveAs(backupFile);
  const after = `Headline after the backup ${Date.now()}`;
  await saveHeadline(page, after);
  await page.goto(`${server!.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(after);

  await page.goto(`${server!.url}/admin/backup`);
  const file = page.locator('#restore-file');
  const password = page.locator('#restore-password');
  const restore = page.getByRole('button', { name: 'RESTORE BACKUP' });
  // The password again, checked on the server.
  await file.setInputFiles(backupFile);
  await password.fill('not my password');
  await restore.click();
  await expect(page.locator('#restore-error')).toHaveText('The password is incorrect.');
  // A file that is not a backup.
  const notes = testInfo.outputPath('notes.tar.gz');
  fs.writeFileSync(notes, 'just some notes');
  await file.setInputFiles(notes);
  await password.fill(testPassword);
  await restore.click();
  await expect(page.locator('#restore-error')).toHaveText(/not a backup of this site.*Nothing was changed/);
  await page.goto(`${server!.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(after);

  // The good backup: checked, the server restarts with it.
  await page.goto(`${server!.url}/admin/backup`);
  await page.locator('#restore-file').setInputFiles(backupFile);
  await page.locator('#restore-password').fill(testPassword);
  await page.getByRole('button', { name: 'RESTORE BACKUP' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'restarts with it now' })).toBeVisible();
  await expect(async () => {
    await page.goto(`${server!.url}/`);
    await baseExpect(page.getByRole('heading', { level: 1 })).toHaveText(before, { timeout: 1000 });
  }).toPass({ timeout: 150_000 });

  // Sessions are not restored: sign in again; the page says which backup came back.
  await page.goto(`${server!.url}/admin/backup`);
  await expect(page).toHaveURL(/\/admin\/login/);
  await signIn(page);
  await page.goto(`${server!.url}/admin/backup`);
  await expect(page.getByText(/Last restore: the backup of/)).toBeVisible();
});
