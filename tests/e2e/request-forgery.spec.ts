import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { actionForms } from './support/action-forms';
import { signInAs, testAdmins, testPassword } from './support/accounts';
import { readSections } from './support/content-sections';

// What another site can make a signed-in browser send (forms, fetch with credentials), plus a
// sibling subdomain (same-site), which is refused too: it may be run by someone else.
const forgeries: Record<string, Record<string, string>> = {
  'Origin: null (sandboxed frame, data: URL)': { origin: 'null' },
  'a foreign origin': { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
  'a foreign origin without Sec-Fetch-Site': { origin: 'https://attacker.example' },
  'this host on another port': { origin: 'http://localhost:1' },
  'Sec-Fetch-Site: cross-site alone': { 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site: same-site': { 'sec-fetch-site': 'same-site' },
  'our Origin but Sec-Fetch-Site: cross-site': { origin: 'SELF', 'sec-fetch-site': 'cross-site' },
};

type Call = { name: string; send: (headers: Record<string, string>) => ReturnType<APIRequestContext['fetch']> };

test('every state-changing route handler refuses forged cross-site requests and changes nothing', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, testAdmins.editor);
  const api = page.request;
  const self = new URL(baseURL!).origin;
  const json = async (path: string) => (await (await api.get(path)).json()) as Record<string, { id: string }[]>;

  // Something of each kind to aim at, made the legitimate way (same origin).
  const sameOrigin = { origin: self, 'sec-fetch-site': 'same-origin' };
  const created = await api.post('/api/portal/sessions', {
    headers: sameOrigin,
    data: { provider: 'openai', model: 'gpt-4o', title: 'forgery target' },
  });
  expect(created.status()).toBe(201);
  const session = ((await created.json()) as { session: { id: string; title: string } }).session;
  const key = await api.post('/api/portal/keys', {
    headers: sameOrigin,
    data: { provider: 'anthropic', apiKey: 'sk-ant-forgery-target-1234' },
  });
  expect(key.status()).toBe(201);
  const keyId = ((await key.json()) as { key: { id: string } }).key.id;
  const section = (await readSections(api))[0]!;
  const before = {
    sessions: await json('/api/portal/sessions'),
    keys: await json('/api/portal/keys'),
    sections: await readSections(api),
  };

  const calls: Call[] = [
    {
      name: 'PATCH /api/content/:id',
      send: (headers) =>
        api.patch(`/api/content/${section.id}`, {
          headers,
          data: { content: section.content, expectedUpdatedAt: section.updatedAt },
        }),
    },
    { name: 'POST /api/connection-test', send: (headers) => api.post('/api/connection-test', { headers }) },
    {
      name: 'POST /api/chat',
      send: (headers) =>
        api.post('/api/chat', {
          headers,
          data: { sessionId: session.id, message: 'hi', provider: 'openai', model: 'gpt-4o' },
        }),
    },
    {
      name: 'POST /api/portal/keys',
      send: (headers) =>
        api.post('/api/portal/keys', { headers, data: { provider: 'openai', apiKey: 'sk-forged-key-99999999' } }),
    },
    { name: 'DELETE /api/portal/keys/:id', send: (headers) => api.delete(`/api/portal/keys/${keyId}`, { headers }) },
    { name: 'DELETE /api/portal/memories', send: (headers) => api.delete('/api/portal/memories', { headers }) },
    {
      name: 'DELETE /api/portal/memories/:id',
      send: (headers) => api.delete('/api/portal/memories/00000000-0000-4000-8000-000000000000', { headers }),
    },
    {
      name: 'POST /api/portal/sessions',
      send: (headers) =>
        api.post('/api/portal/sessions', { headers, data: { provider: 'openai', model: 'gpt-4o', title: 'forged' } }),
    },
    {
      name: 'PATCH /api/portal/sessions/:id',
      send: (headers) => api.patch(`/api/portal/sessions/${session.id}`, { headers, data: { title: 'forged' } }),
    },
    {
      name: 'DELETE /api/portal/sessions/:id',
      send: (headers) => api.delete(`/api/portal/sessions/${session.id}`, { headers }),
    },
  ];
  for (const call of calls) {
    for (const [forgery, template] of Object.entries(forgeries)) {
      const headers = Object.fromEntries(Object.entries(template).map(([k, v]) => [k, v === 'SELF' ? self : v]));
      const response = await call.send(headers);
      expect(response.status(), `${call.name} with ${forgery}`).toBe(403);
      expect(await response.json()).toEqual({ error: 'forbidden', message: 'Cross-site requests are not allowed.' });
    }
  }
  expect({
    sessions: await json('/api/portal/sessions'),
    keys: await json('/api/portal/keys'),
    sections: await readSections(api),
  }).toEqual(before);

  // The same calls from this origin (and from a non-browser client, which sends no Origin) work.
  expect(
    (
      await api.patch(`/api/portal/sessions/${session.id}`, { headers: sameOrigin, data: { title: 'renamed' } })
    ).status(),
  ).toBe(200);
  expect((await api.delete(`/api/portal/keys/${keyId}`)).status()).toBe(204);
  expect((await api.delete(`/api/portal/sessions/${session.id}`, { headers: sameOrigin })).status()).toBe(204);
});

test('GET never changes state: the mutating endpoints refuse it', async ({ page }) => {
  await signInAs(page, testAdmins.editor);
  for (const path of [
    '/api/chat',
    '/api/connection-test',
    '/api/portal/keys/x',
    '/api/portal/memories/x',
    '/api/content/x',
  ])
    expect((await page.request.get(path)).status(), path).toBe(405);
});

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
