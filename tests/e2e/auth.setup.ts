// Runs once before the specs on the shared server (the "setup" project in playwright.config.ts):
// registers every test account through the form and signs the shared ones in through the login
// form, keeping each one's cookies for reuseSignIn. The specs that test these forms still use them.
import fs from 'node:fs';
import path from 'node:path';
import { test as setup, type Browser } from '@playwright/test';
import { register, signIn, signedInStateFile, testAdmins } from './support/accounts';

/**
 * Accounts whose tests only need to be signed in. The rest sign in through the form themselves:
 * they sign out, change the password, add a passkey, or test the form (account, passkey*, partner's form tests).
 */
const sharedSessionAccounts: string[] = [
  testAdmins.content,
  testAdmins.editor,
  testAdmins.portal,
  testAdmins.portalSecond,
  testAdmins.forms,
  testAdmins.models,
  testAdmins.partner,
];

async function registerAndKeep(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await register(page, email);
  if (sharedSessionAccounts.includes(email)) {
    await signIn(page, email);
    const file = signedInStateFile(email);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await context.storageState({ path: file });
  }
  await context.close();
}

setup('register the test accounts and sign the shared ones in', async ({ browser, baseURL }) => {
  setup.setTimeout(120_000);
  // The first account of a fresh database becomes its owner: the same one as when the specs
  // registered their accounts themselves (account-security.spec.ts ran first). The rest side by side.
  await registerAndKeep(browser, baseURL, testAdmins.account);
  const others = Object.values(testAdmins).filter((email) => email !== testAdmins.account);
  await Promise.all(others.map((email) => registerAndKeep(browser, baseURL, email)));
});
