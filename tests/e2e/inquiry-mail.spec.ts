import { expect as baseExpect, test, type Page } from '@playwright/test';
import { startAuthSmtpInbox } from '../support/smtp-auth-inbox';
import { headersOf } from '../support/smtp-inbox';
import { testPassword } from './support/accounts';
import { seedAccounts, startServer, type StartedServer } from './support/server';

// Patience, not a speed check: pages render on a machine shared with other runs.
const expect = baseExpect.configure({ timeout: 20_000 });

// A server of its own without any mail settings in its environment, so that everything about
// mail comes from the E-mail page; and a real SMTP server that wants a user name and password.
const OWNER = 'mail-owner@example.com';
const MAIL_USER = 'site-mailer';
const MAIL_PASSWORD = 'smtp-pass-4f9a';
let server: StartedServer;
let inbox: Awaited<ReturnType<typeof startAuthSmtpInbox>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000); // seeding a fresh data folder runs initdb and a password hash
  inbox = await startAuthSmtpInbox({ user: MAIL_USER, pass: MAIL_PASSWORD });
  const dataDir = seedAccounts([{ email: OWNER, password: testPassword }]);
  server = await startServer({ port: Number(process.env.E2E_PORT ?? 3100) + 40, dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  await inbox?.close();
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(`${server.url}/admin/dashboard`, { timeout: 30_000 });
}

test('a visitor asks, the owner sets up mail on the E-mail page, tests it and answers from the inbox', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const message = 'Could you quote weekly mowing for a small front lawn?\nWe are away in August.';
  await page.goto(`${server.url}/contact?topic=lawn-care`);
  await page.getByLabel('Your name').fill('Robin Asker');
  await page.getByLabel('E-mail').fill('robin@example.com');
  await page.getByLabel('Street address or ZIP').fill('5 Elm Street, 10001');
  await page.getByLabel('Service wanted').selectOption({ label: 'Mowing' });
  await page.getByLabel('Message').fill(message);
  // The proof of work is done and 3 s have passed since the form was served.
  await page.waitForFunction(() => {
    const widget = document.querySelector('altcha-widget') as (Element & { getState?: () => string }) | null;
    return widget?.getState?.() === 'verified' && performance.now() > 3_500;
  });
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your message is in.' })).toBeVisible();

  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'E-mail' }).click();
  await expect(page.getByRole('heading', { name: 'E-MAIL' })).toBeVisible();
  await expect(page.getByText('No mail server is set up')).toBeVisible();
  await page.getByLabel('Mail server (SMTP)').fill('127.0.0.1');
  await page.getByLabel('Port').fill(String(inbox.port));
  await page.getByLabel('Security').selectOption('none');
  await page.getByLabel('User name').fill(MAIL_USER);
  await page.getByLabel('Password').fill(MAIL_PASSWORD);
  await page.getByLabel('Send from').fill('site@example.com');
  await page.getByLabel('Send notifications to').fill('desk@example.com');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('password-state')).toHaveText('Saved (hidden).');

  // After a reload the password is "saved", and nowhere in the page.
  await page.reload();
  await expect(page.getByText(`Mail goes through 127.0.0.1 (port ${inbox.port})`)).toBeVisible();
  await expect(page.getByTestId('password-state')).toHaveText('Saved (hidden).');
  expect(await page.content()).not.toContain(MAIL_PASSWORD);

  await page.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'accepted the test e-mail' })).toContainText(
    /for desk@example\.com\. It answered: 250/,
  );
  const testMail = inbox.received.find((mail) => headersOf(mail.raw).get('subject')?.[0]?.startsWith('Test e-mail'));
  expect(testMail).toMatchObject({ to: ['desk@example.com'], from: 'site@example.com', user: MAIL_USER });

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Inquiries/ })
    .click();
  await page.getByRole('searchbox', { name: 'Search name, e-mail and message' }).fill('ROBIN@');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('article', { name: 'Inquiry from Robin Asker' });
  await expect(row).toContainText('Could you quote weekly mowing for a small front lawn? We are away in August.');
  await row.getByRole('link', { name: 'Robin Asker' }).click();

  await page.getByLabel('Your reply').fill('Hi Robin,\nWeekly mowing is $35; we skip August.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.')).toBeVisible();
  const reply = inbox.received.find((mail) => mail.to.includes('robin@example.com'))!;
  expect(reply).toBeDefined();
  const headers = headersOf(reply.raw);
  expect(headers.get('subject')).toEqual(['Re: Lawn care quote']);
  expect(headers.get('reply-to')).toEqual(['desk@example.com']);
  expect(reply.raw).toContain('> Could you quote weekly mowing for a small front lawn?');

  await page.reload();
  await expect(page.locator('[data-thread-status]')).toContainText(/^Replied · replied \d/);
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expect(messages.getByRole('listitem').nth(1)).toContainText('Weekly mowing is $35; we skip August.');
});
