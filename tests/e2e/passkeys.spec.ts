import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signInAs, testAdmins, testPassword } from './support/accounts';

// Chromium's own WebAuthn stack answered by a virtual authenticator (Chrome DevTools Protocol):
// a platform authenticator with resident keys that verifies its user (like Touch ID), so the
// browser's prompts complete without a person.
const admin = testAdmins.passkey;

async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    /** Off: prompts wait, as for a person who has not touched the sensor yet. */
    answers: (enabled: boolean) => cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled }),
  };
}

const passkeysSection = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'PASSKEYS', exact: true }) });
/** No axe violation in the part of the page under test. */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations).toEqual([]);
}
const activity = (page: Page) => page.getByRole('list', { name: 'Your account activity' });

test('a passkey added on the Account page signs the admin in without a password, and no code is asked', async ({
  page,
  context,
}) => {
  test.slow(); // a build of the dashboard, three sign-ins, on a shared 2-core machine
  const authenticator = await virtualAuthenticator(context, page);
  await signInAs(page, admin);
  await page.goto('/admin/account');
  const section = passkeysSection(page);
  await expect(section.getByText('No passkeys yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Add a passkey' }).click();
  // The current password before the browser's prompt: a wrong one is refused, and stays typed.
  await section.getByLabel('Current password').fill('not my password');
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('alert')).toHaveText('Current password is incorrect');
  await expect(section.getByLabel('Current password')).toHaveValue('not my password');
  expect(await authenticator.credentials()).toEqual([]);
  await expectAccessible(page, 'section[aria-labelledby="passkeys-title"]');
  await section.getByLabel('Current password').fill(testPassword);
  await section.getByRole('button', { name: 'Continue' }).click();
  // The browser's prompt was answered by the authenticator; now the name.
  const name = section.getByLabel('Passkey name');
  await expect(name).toHaveValue('Chrome passkey');
  await expectAccessible(page, 'section[aria-labelledby="passkeys-title"]');
  await name.fill('MacBook Touch ID');
  await section.getByRole('button', { name: 'Save name' }).click();
  const list = section.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('MacBook Touch ID');
  await expect(list).toContainText('never used to sign in');
  await list.getByRole('button', { name: 'Remove MacBook Touch ID' }).click();
  await expectAccessible(page, 'section[aria-labelledby="passkeys-title"]');
  await list.getByRole('button', { name: 'Cancel' }).click();
  expect(await authenticator.credentials()).toMatchObject([{ isResidentCredential: true, rpId: 'localhost' }]);
  await expect(activity(page).getByText('Passkey added')).toBeVisible();

  await page.getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/admin/login');
  // The e-mail field offers passkeys among its suggestions too.
  await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  await expectAccessible(page, 'main');

  // Nothing typed: no e-mail, no password, no code.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByText(`Logged in as ${admin}`)).toBeVisible();
  await page.goto('/admin/account');
  await expect(activity(page).getByText('Signed in (passkey)')).toBeVisible();
  await expect(passkeysSection(page).getByRole('list', { name: 'Your passkeys' })).toContainText('last used');

  // The autofill: focusing the e-mail field starts the browser's passkey suggestions, which the
  // virtual authenticator (no person to pick one) answers at once.
  await page.getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/admin/login');
  await page.getByLabel('Email').focus();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByText(`Logged in as ${admin}`)).toBeVisible();

  // With a passkey the password alone opens only the second step, where the passkey may answer.
  await page.getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/admin/login');
  // (Typing the e-mail starts the autofill offer, which the authenticator must not take up here.)
  await authenticator.answers(false);
  await page.getByLabel('Email').fill(admin);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/admin\/login\/verify/);
  await expect(page.getByText('This account has a passkey: use it instead of a code.')).toBeVisible();
  await authenticator.answers(true);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByText(`Logged in as ${admin}`)).toBeVisible();
});

test('a passkey is renamed, and removed only with the password; then it no longer signs in', async ({
  page,
  context,
}) => {
  test.slow();
  await virtualAuthenticator(context, page);
  await signInAs(page, testAdmins.passkeySecond);
  await page.goto('/admin/account');
  const section = passkeysSection(page);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByLabel('Current password').fill(testPassword);
  await section.getByRole('button', { name: 'Continue' }).click();
  await section.getByRole('button', { name: 'Keep this name' }).click();
  const list = section.getByRole('list', { name: 'Your passkeys' });
  await expect(list).toContainText('Chrome passkey');

  await list.getByRole('button', { name: 'Rename Chrome passkey' }).click();
  await list.getByLabel('Passkey name').fill('Work laptop');
  await list.getByRole('button', { name: 'Save' }).click();
  await expect(list).toContainText('Work laptop');

  await list.getByRole('button', { name: 'Remove Work laptop' }).click();
  // The only passkey: the password confirms, nothing else is offered.
  await expect(list.getByRole('button', { name: 'Confirm with another passkey' })).toHaveCount(0);
  await list.getByLabel('Your password').fill('not my password');
  await list.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(list.getByRole('alert')).toHaveText('Current password is incorrect');
  await list.getByLabel('Your password').fill('correct horse battery');
  await list.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(section.getByText('No passkeys yet.')).toBeVisible();
  await expect(activity(page).getByText('Passkey removed')).toBeVisible();

  await page.getByRole('button', { name: 'DEACTIVATE' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  // The authenticator still holds the key, but the site forgot it.
  await expect(page.getByRole('main').getByRole('alert')).toContainText('not registered for any account here');
  await expect(page).toHaveURL(/\/admin\/login/);
});
