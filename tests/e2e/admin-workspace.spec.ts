import { expect as baseExpect, test, type Page } from '@playwright/test';
import { testPassword } from './support/accounts';
import { seedAccounts, startServer, type StartedServer } from './support/server';

// Patience, not a speed check: each page is rendered on the server of a machine shared with other runs.
const expect = baseExpect.configure({ timeout: 20_000 });

// A server of its own, so the owner (the first account) is known.
const OWNER = 'workspace-owner@example.com';
const ADMIN = 'workspace-admin@example.com';
let server: StartedServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000); // seeding a fresh data folder runs initdb and two password hashes
  const dataDir = seedAccounts([
    { email: OWNER, password: testPassword },
    { email: ADMIN, password: testPassword },
  ]);
  server = await startServer({ port: Number(process.env.E2E_PORT ?? 3100) + 30, dataDir });
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, email: string) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  // A deliberate password hash, on a machine shared with other test runs.
  await expect(page).toHaveURL(`${server.url}/admin/dashboard`, { timeout: 30_000 });
}

const workspacePages = [
  { name: 'Dashboard', path: '/admin/dashboard', heading: 'COMMAND DASHBOARD' },
  { name: 'Images & resume', path: '/admin/images', heading: 'IMAGES & RESUME' },
  { name: 'Admins', path: '/admin/admins', heading: 'ADMINS' },
  { name: 'E-mail', path: '/admin/email', heading: 'E-MAIL' },
  { name: 'Account', path: '/admin/account', heading: 'ACCOUNT' },
  { name: 'Backup', path: '/admin/backup', heading: 'BACKUP' },
];
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

for (const size of [
  { width: 1366, height: 900, narrow: false },
  { width: 390, height: 844, narrow: true },
]) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    /** The navigation: always there on a wide screen, behind the Menu button on a narrow one. */
    async function openNav(page: Page) {
      if (size.narrow) {
        await expect(adminNav(page)).toHaveCount(0);
        await page.getByRole('button', { name: 'Menu' }).click();
      }
      await expect(adminNav(page)).toBeVisible();
      return adminNav(page);
    }

    test('the navigation leads to each page by name, marks it, and each opens by its own address', async ({
      page,
    }, testInfo) => {
      test.slow(); // six server-rendered pages, twice, on a shared 2-core machine
      await signIn(page, OWNER);
      for (const { name, path, heading } of workspacePages) {
        await (await openNav(page)).getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(`${server.url}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // The sheet closes on the way; opened again, it marks the page just reached, and only it.
        const nav = await openNav(page);
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
        if (size.narrow && path === '/admin/dashboard')
          await page.screenshot({ path: testInfo.outputPath('menu.png') });
        if (size.narrow) await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.screenshot({ path: testInfo.outputPath(`${name.replaceAll(/\W+/g, '-')}.png`) });
      }
      const nav = await openNav(page);
      await expect(nav.getByRole('link', { name: 'AI portal' })).toHaveAttribute('href', '/ai-portal');
      await expect(nav.getByRole('link', { name: 'Connection test' })).toHaveAttribute('href', '/test-supabase');

      for (const { path, heading } of workspacePages) {
        await page.goto(`${server.url}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      }
    });

    test('the dashboard holds the spec’s parts only, and a phone’s first screen reaches the content tabs', async ({
      page,
    }) => {
      await signIn(page, OWNER);
      await expect(page.getByRole('heading', { name: 'COMMAND DASHBOARD' })).toBeVisible();
      await expect(page.getByText(`Logged in as ${OWNER}`)).toBeVisible();
      for (const card of ['System Status', 'Pages', 'Active Sessions', 'Security Level'])
        await expect(page.getByText(card, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'AI COMMAND PORTAL' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Home', exact: true })).toBeInViewport();
      // The other cards live on their own pages now.
      for (const elsewhere of ['Images', 'Resume', 'Admins', 'Account Security', 'Backup'])
        await expect(page.locator('[data-slot="card-title"]', { hasText: new RegExp(`^${elsewhere}$`) })).toHaveCount(
          0,
        );
    });
  });
}

test('another admin is offered none of the owner pages, and gets "not found" at their addresses', async ({ page }) => {
  await signIn(page, ADMIN);
  const nav = adminNav(page);
  await expect(nav.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admins', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Backup', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'E-mail', exact: true })).toHaveCount(0);
  for (const path of ['/admin/admins', '/admin/backup', '/admin/email']) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  }
});

test('a visitor who is not signed in is sent to the login page from every workspace page', async ({ page }) => {
  for (const { path } of workspacePages) {
    await page.goto(`${server.url}${path}`);
    await expect(page).toHaveURL(`${server.url}/admin/login?next=${encodeURIComponent(path)}`);
  }
});

test('with unsaved edits, a navigation link, another tab, sign-out or a reload asks first; the section index marks and jumps', async ({
  page,
}) => {
  test.slow();
  await signIn(page, OWNER);
  const home = page.getByRole('tabpanel', { name: 'Home' });
  const section = (name: string) => home.getByRole('region', { name, exact: true });
  const index = home.getByRole('navigation', { name: 'Sections of Home' });
  await section('Top of the page').getByLabel('Headline', { exact: true }).fill('A headline not saved yet');
  await section('Footer').getByLabel('Tagline', { exact: true }).fill('A tagline not saved yet');
  await expect(index.getByRole('link', { name: 'Top of the page (unsaved changes)' })).toBeVisible();
  await expect(index.getByRole('link', { name: 'Footer (unsaved changes)' })).toBeVisible();
  await expect(index.getByRole('link', { name: 'Quote', exact: true })).toBeVisible();

  const questions: string[] = [];
  let answer: 'accept' | 'dismiss' = 'dismiss';
  page.on('dialog', (dialog) => {
    questions.push(`${dialog.type()}: ${dialog.message()}`);
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  const question = 'confirm: You have unsaved changes in Top of the page, Footer. Leave anyway?';

  // A navigation link: "stay" keeps the page and the edits.
  await adminNav(page).getByRole('link', { name: 'Account', exact: true }).click();
  await expect.poll(() => questions).toEqual([question]);
  await expect(page).toHaveURL(`${server.url}/admin/dashboard`);
  await expect(section('Top of the page').getByLabel('Headline', { exact: true })).toHaveValue(
    'A headline not saved yet',
  );

  // Another page's tab: "stay" keeps this tab; "leave" switches, and the drafts are still there.
  await page.getByRole('tab', { name: 'About', exact: true }).click();
  await expect.poll(() => questions).toEqual([question, question]);
  await expect(page.getByRole('tab', { name: 'Home', exact: true })).toHaveAttribute('aria-selected', 'true');
  answer = 'accept';
  await page.getByRole('tab', { name: 'About', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'About', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Home', exact: true }).click(); // nothing unsaved on about: no question
  expect(questions).toHaveLength(3);
  await expect(section('Footer').getByLabel('Tagline', { exact: true })).toHaveValue('A tagline not saved yet');

  // The index jumps within the page without asking.
  await index.getByRole('link', { name: 'Footer (unsaved changes)' }).click();
  await expect(section('Footer')).toBeInViewport();
  await expect(page).toHaveURL(/\/admin\/dashboard#section-/);
  expect(questions).toHaveLength(3);

  // A reload asks the browser's own question (answered "leave" here: Chromium stalls after a "stay").
  answer = 'accept';
  await page.reload();
  expect(questions.at(-1)).toMatch(/^beforeunload:/);
  await expect(section('Top of the page').getByLabel('Headline', { exact: true })).not.toHaveValue(
    'A headline not saved yet',
  );

  // A new edit; signing out asks too, and "stay" keeps the session and the edit.
  await section('Top of the page').getByLabel('Headline', { exact: true }).fill('Another headline not saved');
  answer = 'dismiss';
  await page.getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect.poll(() => questions.at(-1)).toBe('confirm: You have unsaved changes in Top of the page. Leave anyway?');
  const asked = questions.length;
  await expect(page).toHaveURL(new RegExp(`^${server.url}/admin/dashboard(#.*)?$`));
  await expect(section('Top of the page').getByLabel('Headline', { exact: true })).toHaveValue(
    'Another headline not saved',
  );

  // This time the navigation link is followed.
  answer = 'accept';
  await adminNav(page).getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/admin/account`);
  expect(questions.at(-1)).toBe('confirm: You have unsaved changes in Top of the page. Leave anyway?');
  expect(questions).toHaveLength(asked + 1);
});

test("with unsaved edits the browser's Back asks first; once saved it leaves at once", async ({ page }) => {
  test.slow();
  await signIn(page, OWNER);
  const headline = page
    .getByRole('tabpanel', { name: 'Home' })
    .getByRole('region', { name: 'Top of the page', exact: true })
    .getByLabel('Headline', { exact: true });
  // Account, then the dashboard again: Back is a move of Next's router within the document.
  await adminNav(page).getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(`${server.url}/admin/account`);
  await adminNav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await headline.fill('A headline kept through Back');

  const questions: string[] = [];
  let answer: 'accept' | 'dismiss' = 'dismiss';
  page.on('dialog', (dialog) => {
    questions.push(`${dialog.type()}: ${dialog.message()}`);
    void (answer === 'accept' ? dialog.accept() : dialog.dismiss());
  });
  const question = 'confirm: You have unsaved changes in Top of the page. Leave anyway?';

  await page.goBack();
  await expect.poll(() => questions).toEqual([question]);
  await expect(page).toHaveURL(`${server.url}/admin/dashboard`);
  await expect(headline).toHaveValue('A headline kept through Back');

  answer = 'accept';
  await page.goBack();
  await expect(page).toHaveURL(`${server.url}/admin/account`);
  expect(questions).toEqual([question, question]);

  // Saved: nothing to lose, so one Back leaves, without a question.
  await adminNav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await headline.fill('A headline saved before Back');
  const hero = page
    .getByRole('tabpanel', { name: 'Home' })
    .getByRole('region', { name: 'Top of the page', exact: true });
  await hero.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Content updated successfully')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${server.url}/admin/account`);
  expect(questions).toHaveLength(2);
});
