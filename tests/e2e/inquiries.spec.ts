import { expect, test, type Page } from '@playwright/test';
import { homeSections } from '@/lib/content/pages/home';
import { signInAs, testAdmins } from './support/accounts';

const cta = homeSections.call_to_action.defaults;
let nextAddress = 1;

// Each visitor posts from its own client address: the form takes 5 an hour from one.
async function asVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${process.pid % 250}.${nextAddress++ % 250}` });
}

/** The proof of work is done and 3 s have passed since the form was served (faster is a bot's pace). */
async function readyToSend(page: Page) {
  await page.waitForFunction(() => {
    const widget = document.querySelector('altcha-widget') as (Element & { getState?: () => string }) | null;
    return widget?.getState?.() === 'verified' && performance.now() > 3_500;
  });
}

test('a lawn-care inquiry sent from the home page button arrives on the Inquiries page with every field', async ({
  page,
}) => {
  const name = `Lawn Visitor ${Date.now()}`;
  const email = `lawn-${Date.now()}@example.com`;
  const message = 'Our lawn needs a fall cleanup: lots of oak leaves, and the beds need edging too.';
  await asVisitor(page);
  await page.goto('/');
  await page.getByRole('link', { name: cta.field_quote_button }).click();
  await expect(page).toHaveURL(/\/contact\?topic=lawn-care$/);
  await expect(page.getByRole('radio', { name: 'Lawn care quote' })).toBeChecked();

  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone (optional)').fill('+1 555 0199');
  await page.getByLabel('Street address or ZIP').fill('12 Oak Lane, 54321');
  await page.getByLabel('Service wanted').selectOption({ label: 'Leaf cleanup' });
  await page.getByLabel('Message').fill(message);
  await readyToSend(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your message is in.' })).toBeFocused();
  await expect(page.getByText('within one business day')).toBeVisible();

  await page.setExtraHTTPHeaders({});
  await signInAs(page, testAdmins.editor);
  await page.goto('/admin/inquiries');
  const row = page.getByRole('article', { name: `Inquiry from ${name}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Lawn care quote');
  await expect(row).toContainText('New');
  await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(row).toContainText(message);
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\/[0-9a-f-]{36}$/);
  for (const text of [email, '+1 555 0199', '12 Oak Lane, 54321', 'Leaf cleanup', message]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  // The shared server has no mail server: the reply is written in the mail app, prefilled.
  const href = await page.getByRole('link', { name: 'Reply in your e-mail app' }).getAttribute('href');
  expect(href).toMatch(new RegExp(`^mailto:${email}\\?subject=${encodeURIComponent('Re: Lawn care quote')}&body=`));
  expect(decodeURIComponent(href!.split('&body=')[1]!)).toContain(`> ${message}`);
  await page.getByRole('button', { name: 'Mark replied' }).click();
  const status = page.locator('[data-thread-status]');
  await expect(status).toContainText(/^Replied · replied \d/);
});

test('with script, errors show beside their fields, the first gets focus, and what was typed stays', async ({
  page,
}) => {
  await asVisitor(page);
  await page.goto('/contact?topic=tech');
  await page.getByLabel('Your name').fill('Sam Typed');
  await page.getByLabel('E-mail').fill('not an address');
  await page.getByLabel('Message').fill('Too short');
  await readyToSend(page);
  await page.getByRole('button', { name: 'Send message' }).click();
  const emailField = page.getByLabel('E-mail');
  await expect(emailField).toBeFocused();
  await expect(emailField).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
  await expect(page.getByLabel('Message')).toHaveAccessibleDescription(/at least 10 characters/);
  await expect(page.getByLabel('Your name')).toHaveValue('Sam Typed');
  await expect(page.getByLabel('Message')).toHaveValue('Too short');
});

test('without JavaScript the form posts itself and answers with the thank-you', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await asVisitor(page);
  await page.goto('/contact?topic=tech');
  await page.getByLabel('Your name').fill('No Script');
  await page.getByLabel('E-mail').fill('noscript@example.com');
  await page.getByLabel('Message').fill('Sent from a browser with JavaScript turned off.');
  // A person takes longer than 3 s; without script there is nothing to wait on but the clock.
  await page.waitForTimeout(3_200);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/contact\?sent=tech$/);
  await expect(page.getByRole('heading', { name: 'Thank you: your message is in.' })).toBeVisible();
  await context.close();
});
