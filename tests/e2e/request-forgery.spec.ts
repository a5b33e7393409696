import { expect, request as playwrightRequest, test } from '@playwright/test';
import { actionForms } from './support/action-forms';
import { signInAs, testAdmins, testPassword } from './support/accounts';

// The route handlers' refusals of forged requests (and of GET on the mutating routes) are checked
// by calling them directly: tests/integration/security/forged-requests.test.ts. Server actions go
// through Next's own action handling, which needs the built server.
test('server actions refuse a foreign origin: a forged sign-out leaves the session alive, a forged sign-in sets no cookie', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, testAdmins.editor);
  const signOut = actionForms(await (await page.request.get('/admin/dashboard')).text())[0]!;
  const forgedSignOut = await page.request.post('/admin/dashboard', {
    headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    multipart: signOut,
    maxRedirects: 0,
  });
  expect(forgedSignOut.status()).toBe(500);
  expect((await page.request.get('/api/portal/sessions')).status(), 'still signed in').toBe(200);
  const genuineSignOut = await page.request.post('/admin/dashboard', {
    headers: { origin: new URL(baseURL!).origin, 'sec-fetch-site': 'same-origin' },
    multipart: signOut,
    maxRedirects: 0,
  });
  expect(genuineSignOut.status(), 'the same form from this origin signs out').toBe(303);
  expect((await page.request.get('/api/portal/sessions')).status()).toBe(401);

  // Login CSRF: another site signing the browser in to an account of its choosing.
  const visitor = await playwrightRequest.newContext({ baseURL });
  try {
    const signIn = actionForms(await (await visitor.get('/admin/login')).text())[0]!;
    const form = { ...signIn, email: testAdmins.editor, password: testPassword, next: '' };
    const forged = await visitor.post('/admin/login', {
      headers: { origin: 'https://attacker.example' },
      multipart: form,
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(500);
    expect(forged.headers()['set-cookie'] ?? '').not.toMatch(/session=/);
    // The same post from this origin signs in: only the origin made the difference.
    const genuine = await visitor.post('/admin/login', {
      headers: { origin: new URL(baseURL!).origin },
      multipart: form,
      maxRedirects: 0,
    });
    expect(genuine.status()).toBe(303);
    expect(genuine.headers()['set-cookie']).toMatch(/__Host-session=/);
  } finally {
    await visitor.dispose();
  }
});
