import { expect, test, type Page } from '@playwright/test';
import { hostileNextValues, legitimateNextValues } from '../support/redirect-corpus';
import { testAdmins, testPassword } from './support/accounts';

// The shared server (playwright.config.ts). Any request to another origin is recorded and
// aborted before it leaves the browser, so a failing case never reaches the network.
const appOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
// auth.setup.ts registered it.
const account = testAdmins.partner;

/** Signs in through /admin/login?next=…; resolves once the browser has landed somewhere or tried to leave. */
async function signInWithNext(page: Page, next: string, client: number) {
  const offSite: string[] = [];
  let triedToLeave!: () => void;
  const left = new Promise<void>((resolve) => (triedToLeave = resolve));
  await page.route(
    (url) => url.origin !== appOrigin,
    async (route) => {
      offSite.push(route.request().url());
      triedToLeave();
      await route.abort('blockedbyclient');
    },
  );
  // Its own client address: nothing here may count against other specs' sign-in limits.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `192.0.2.${client}` });
  await page.goto(`${appOrigin}/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(account);
  await page.getByLabel('Password').fill(testPassword);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await Promise.race([page.waitForURL((url) => url.origin === appOrigin && url.pathname !== '/admin/login'), left]);
  return offSite;
}

// The whole corpus goes through the sanitiser in tests/unit/safe-redirect.test.ts and through the
// real route in tests/integration/auth/confirm-route.test.ts; the browser, whose URL parser is the
// one that finally reads the address, signs in with one of each kind (a sign-in takes seconds).
const browserSample = [
  '//evil.example',
  'https:evil.example',
  '/\\evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/\t/evil.example',
  '/%2F%2Fevil.example',
  '//site.example@evil.example',
  '/\uFF0F\uFF0Fevil.example',
  '/\u3002/evil.example',
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
];
test('the browser sample is drawn from the corpus', () => {
  expect(browserSample.filter((next) => !hostileNextValues.includes(next))).toEqual([]);
});

for (const [index, next] of browserSample.entries()) {
  test(`after sign-in with next=${JSON.stringify(next)} the browser is still on this site`, async ({ page }) => {
    const offSite = await signInWithNext(page, next, index + 1);
    expect(offSite).toEqual([]);
    expect(new URL(page.url()).origin).toBe(appOrigin);
  });
}

for (const [index, next] of legitimateNextValues.entries()) {
  test(`after sign-in with next=${next} the browser opens that page`, async ({ page }) => {
    const offSite = await signInWithNext(page, next, 200 + index);
    expect(offSite).toEqual([]);
    await expect(page).toHaveURL(appOrigin + next);
  });
}
