import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as createSession } from '@/app/api/portal/sessions/route';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import { memoryCookieJar } from '../../support/cookie-jar';
import { openTestDatabase } from '../../support/database';

// A site served over plain http at localhost:3000 with no SITE_URL, a reverse proxy at 127.0.0.1
// named in TRUSTED_PROXIES, and a real route handler (userRoute) given real Request objects.
vi.hoisted(() => {
  delete process.env.SITE_URL;
  process.env.TRUSTED_PROXIES = '127.0.0.1';
});

let cookie: string;

/** POST /api/portal/sessions from `peer` (stamped as the server hook does) with these headers. */
function post(headers: Record<string, string>, peer = '203.0.113.5', scheme: 'http' | 'https' = 'http') {
  return createSession(
    new Request('http://localhost:3000/api/portal/sessions', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        cookie,
        'content-type': 'application/json',
        [PEER_HEADER]: peerStamp(peer, scheme),
        ...headers,
      },
      body: JSON.stringify({ provider: 'openai', model: 'gpt-4o-mini' }),
    }),
  );
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ error: 'forbidden', message: 'Cross-site requests are not allowed.' });
}

beforeAll(async () => {
  const db = await openTestDatabase();
  provideEmbeddedDatabase(db);
  const auth = createEmbeddedAuth(db, { secureCookies: false });
  const owner = { email: 'owner@example.com', password: 'correct horse battery' };
  await auth.signUp(owner);
  const browser = memoryCookieJar();
  await auth.signIn(browser.jar, owner);
  cookie = `session=${browser.values.get('session')}`;
});

describe('the same-origin check of state-changing route handlers', () => {
  it('refuses Origin: https://host on an http site: the scheme is part of the origin', async () => {
    await expectRefused(await post({ origin: 'https://localhost:3000' }));
    await expectRefused(await post({ origin: 'https://localhost:3000', 'sec-fetch-site': 'same-origin' }));
    // A client cannot talk its way to https either: X-Forwarded-Proto counts only from the proxy.
    await expectRefused(await post({ origin: 'https://localhost:3000', 'x-forwarded-proto': 'https' }));
  });

  it('refuses an origin named in X-Forwarded-Host by a client that is not a trusted proxy', async () => {
    await expectRefused(await post({ origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' }));
    await expectRefused(
      await post({
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'sec-fetch-site': 'same-origin',
      }),
    );
  });

  it("accepts the request's own origin: scheme, host and port", async () => {
    expect((await post({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).status).toBe(201);
    await expectRefused(await post({ origin: 'http://localhost:3001' }));
    // A connection that was TLS (the server hook stamps it so) is an https site.
    expect((await post({ origin: 'https://localhost:3000' }, '203.0.113.5', 'https')).status).toBe(201);
    // No Origin at all: not a browser, so no cookies it was not given; the session check decides.
    expect((await post({})).status).toBe(201);
  });

  it('believes X-Forwarded-Host and X-Forwarded-Proto from the trusted proxy, right-most value first', async () => {
    const proxied = { 'x-forwarded-host': 'www.example.com', 'x-forwarded-proto': 'https' };
    expect((await post({ ...proxied, origin: 'https://www.example.com' }, '127.0.0.1')).status).toBe(201);
    await expectRefused(await post({ ...proxied, origin: 'http://www.example.com' }, '127.0.0.1'));
    await expectRefused(await post({ ...proxied, origin: 'https://localhost:3000' }, '127.0.0.1'));
    // A value the client sent, which a proxy appended to instead of replacing, does not count.
    const appended = { 'x-forwarded-host': 'evil.example, www.example.com', 'x-forwarded-proto': 'https' };
    await expectRefused(await post({ ...appended, origin: 'https://evil.example' }, '127.0.0.1'));
    expect((await post({ ...appended, origin: 'https://www.example.com' }, '127.0.0.1')).status).toBe(201);
  });
});
