import { createHash, randomBytes } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { testPassword } from './support/accounts';
import { actionForms } from './support/action-forms';
import { seedAccounts, startServer, type StartedServer } from './support/server';

// Its own server: sessions are seeded straight into its database (one already expired).
const port = Number(process.env.E2E_PORT ?? 3100) + 21;
const canary = { email: 'canary-7c1e@example.com', title: 'CANARY-SESSION-5d2f' };
const token = () => randomBytes(32).toString('base64url');
const tokens = { live: token(), expired: token(), signedOut: token() };
const hash = (value: string) => createHash('sha256').update(value).digest('hex');
const sessionSql = (value: string, expires: string) =>
  `insert into auth.embedded_sessions (user_id, token_hash, expires_at)
   select id, '${hash(value)}', ${expires} from auth.users where email = '${canary.email}';`;

// Production cookies (`next start`): __Host-session.
const cookie = (value: string, name = '__Host-session') => ({ cookie: `${name}=${value}` });
const cookieVariants: Record<string, Record<string, string>> = {
  'no cookie': {},
  'an expired session': cookie(tokens.expired),
  'a tampered cookie': cookie(tokens.live.slice(0, -2) + (tokens.live.endsWith('AA') ? 'BB' : 'AA')),
  'a signed-out session': cookie(tokens.signedOut),
  'the live token under the development cookie name': cookie(tokens.live, 'session'),
};
const headerVariants: Record<string, Record<string, string>> = {
  plain: {},
  'spoofed x-middleware-subrequest (proxy)': { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  'spoofed x-middleware-subrequest (middleware)': {
    'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
  },
  'RSC: 1': { rsc: '1' },
  'RSC prefetch': { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
};

let server: StartedServer;
let api: APIRequestContext;
let chatId: string;

test.beforeAll(async () => {
  // A fresh database (initdb) and a second server: slow on a busy machine.
  test.setTimeout(90_000);
  const dataDir = seedAccounts([{ email: canary.email, password: testPassword }], {
    sql: [
      sessionSql(tokens.live, "now() + interval '7 days'"),
      sessionSql(tokens.signedOut, "now() + interval '7 days'"),
      sessionSql(tokens.expired, "now() - interval '1 minute'"),
    ].join('\n'),
  });
  server = await startServer({ port, dataDir });
  api = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test('every protected page, handler and action refuses each way around the session check, with no data in the body', async () => {
  test.setTimeout(120_000);
  // The canary data a bypass would leak: the account's e-mail and a chat session's title.
  const created = await api.post('/api/portal/sessions', {
    headers: cookie(tokens.live),
    data: { provider: 'openai', model: 'gpt-4o', title: canary.title },
  });
  expect(created.status()).toBe(201);
  chatId = ((await created.json()) as { session: { id: string } }).session.id;
  const section = (
    (await (await api.get('/api/content', { headers: cookie(tokens.live) })).json()) as { sections: { id: string }[] }
  ).sections[0]!;

  // A session that signed out the normal way (the dashboard's DEACTIVATE form).
  const form = actionForms(await (await api.get('/admin/dashboard', { headers: cookie(tokens.signedOut) })).text())[0]!;
  expect(
    (
      await api.post('/admin/dashboard', { headers: cookie(tokens.signedOut), multipart: form, maxRedirects: 0 })
    ).status(),
  ).toBe(303);

  const pages = ['/admin', '/admin/dashboard', '/ai-portal', '/test-supabase'];
  const handlers: [string, string, unknown?][] = [
    ['GET', '/api/content'],
    ['PATCH', `/api/content/${section.id}`, { content: {}, expectedUpdatedAt: '2026-01-01T00:00:00Z' }],
    ['POST', '/api/connection-test'],
    ['POST', '/api/chat', { sessionId: chatId, message: 'hi', provider: 'openai', model: 'gpt-4o' }],
    ['GET', '/api/portal/keys'],
    ['POST', '/api/portal/keys', { provider: 'openai', apiKey: 'sk-bypass-attempt-123' }],
    ['DELETE', '/api/portal/keys/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/portal/memories'],
    ['DELETE', '/api/portal/memories'],
    ['DELETE', '/api/portal/memories/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/portal/sessions'],
    ['POST', '/api/portal/sessions', { provider: 'openai', model: 'gpt-4o' }],
    ['GET', `/api/portal/sessions/${chatId}`],
    ['PATCH', `/api/portal/sessions/${chatId}`, { title: 'bypassed' }],
    ['DELETE', `/api/portal/sessions/${chatId}`],
    ['GET', '/api/portal/sessions/search?q=canary'],
    ['GET', `/api/portal/sessions/${chatId}/export?format=md`],
  ];
  const noLeak = async (body: string, what: string) => {
    expect(body, what).not.toContain(canary.email);
    expect(body, what).not.toContain(canary.title);
  };

  for (const [cookieName, cookieHeaders] of Object.entries(cookieVariants)) {
    for (const [headerName, extra] of Object.entries(headerVariants)) {
      const headers = { ...cookieHeaders, ...extra };
      for (const path of pages) {
        const what = `${path} with ${cookieName}, ${headerName}`;
        const response = await api.get(path, { headers, maxRedirects: 0 });
        expect(response.status(), what).toBe(307);
        expect(response.headers()['location'], what).toMatch(/^\/admin\/login/);
        await noLeak(await response.text(), what);
      }
      for (const [method, path, data] of handlers) {
        const what = `${method} ${path} with ${cookieName}, ${headerName}`;
        // Next answers an RSC request without its `_rsc` query with a 307 to the same URL plus `_rsc`.
        const response = await api.fetch(path, { method, headers, data, maxRedirects: 1 });
        expect(new URL(response.url()).pathname, what).toBe(path.split('?')[0]);
        expect(response.status(), what).toBe(401);
        expect(await response.json(), what).toEqual({ error: 'unauthorized', message: 'You must be signed in.' });
      }
      // Sign-out needs no session to run (it ends only the caller's own); it must leak nothing.
      const signOut = await api.post('/admin/dashboard', { headers, multipart: form, maxRedirects: 0 });
      expect(signOut.status(), `sign-out with ${cookieName}, ${headerName}`).toBeLessThan(500);
      await noLeak(await signOut.text(), `sign-out with ${cookieName}, ${headerName}`);
    }
  }

  // Control: the live session still sees its data, unchanged, so the checks above could have failed.
  const live = await api.get(`/api/portal/sessions/${chatId}`, { headers: cookie(tokens.live) });
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain(canary.title);
  expect(await (await api.get('/admin/dashboard', { headers: cookie(tokens.live) })).text()).toContain(canary.email);
  const keys = (await (await api.get('/api/portal/keys', { headers: cookie(tokens.live) })).json()) as {
    keys: unknown[];
  };
  expect(keys.keys).toEqual([]);
});
