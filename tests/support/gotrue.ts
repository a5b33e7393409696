import { createHmac, randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';

// A stand-in for Supabase at the HTTP boundary: GoTrue (/auth/v1) and PostgREST (/rest/v1)
// answers shaped like the real services' (auth-js and postgrest-js parse them as such).
export const SUPABASE_URL = 'http://supabase.test';
export const ANON_KEY = 'test-anon-key';
export const SITE_URL = 'http://site.test';
/** @supabase/ssr names the session cookie after the first label of the project host. */
export const SESSION_COOKIE = 'sb-supabase-auth-token';

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 JWT as GoTrue issues it; auth-js verifies HS256 tokens by asking GET /user. */
export function makeJwt(claims: Record<string, unknown>, secret = 'test-jwt-secret') {
  const body = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export function gotrueUser(email: string, id = randomUUID(), metadata: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    email_confirmed_at: now,
    phone: '',
    confirmed_at: now,
    last_sign_in_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { email, email_verified: true, phone_verified: false, sub: id, ...metadata },
    identities: [{ identity_id: randomUUID(), id, user_id: id, provider: 'email', email, identity_data: { sub: id } }],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** `signedInAt` (unix seconds, default now): the sign-in GoTrue stamps into `amr`, kept across refreshes. */
export function gotrueSession(
  user: ReturnType<typeof gotrueUser>,
  options: { expiresIn?: number; signedInAt?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresIn ?? 3600;
  const claims = {
    sub: user.id,
    email: user.email,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + expiresIn,
    session_id: randomUUID(),
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: options.signedInAt ?? now }],
  };
  return {
    access_token: makeJwt(claims),
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: `refresh-${randomUUID()}`,
    user,
  };
}

/** GoTrue's error body (API version 2024-01-01: `code` carries the error code). */
export function gotrueError(status: number, code: string, message: string) {
  return HttpResponse.json(
    { code, message, msg: message, error_code: code },
    { status, headers: { 'x-supabase-api-version': '2024-01-01' } },
  );
}

export type Recorded = { method: string; url: URL; headers: Headers; body: unknown };

/** Handlers that record every request; `answers` decides each reply. */
function supabaseHandlers(recorded: Recorded[], answers: Answers) {
  const route = (method: 'get' | 'post' | 'put', path: string) =>
    http[method](`${SUPABASE_URL}${path}`, async ({ request }) => {
      const text = method === 'get' ? '' : await request.text();
      const entry = {
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      recorded.push(entry);
      const answer = answers[`${request.method} ${path}`];
      return answer ? answer(entry) : HttpResponse.json({ message: `no answer for ${path}` }, { status: 501 });
    });
  return [
    route('post', '/auth/v1/token'),
    route('post', '/auth/v1/signup'),
    route('post', '/auth/v1/logout'),
    route('post', '/auth/v1/verify'),
    route('get', '/auth/v1/user'),
    route('put', '/auth/v1/user'),
    route('get', '/rest/v1/profiles'),
    route('get', '/rest/v1/page_content'),
  ];
}

type Answers = Record<string, (request: Recorded) => Response>;

/**
 * One msw server per test file, answering GoTrue and PostgREST: every request is recorded,
 * and each test sets `mock.answers` (both are reset before each test).
 */
export function supabaseMock() {
  const mock = { recorded: [] as Recorded[], answers: {} as Answers };
  const answers = new Proxy({} as Answers, { get: (_, key: string) => mock.answers[key] });
  const server = setupServer(...supabaseHandlers(mock.recorded, answers));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    mock.recorded.length = 0;
    mock.answers = {};
  });
  return mock;
}

/** The session @supabase/ssr stored in the cookies ("base64-" + base64url JSON, maybe in chunks). */
export function sessionFromCookies(values: Map<string, string>) {
  const chunks = [...values.keys()]
    .filter((name) => name === SESSION_COOKIE || name.startsWith(`${SESSION_COOKIE}.`))
    .sort((a, b) => Number(a.split('.')[1] ?? -1) - Number(b.split('.')[1] ?? -1));
  if (!chunks.length) return null;
  const raw = chunks.map((name) => values.get(name)).join('');
  if (!raw.startsWith('base64-')) throw new Error(`not the @supabase/ssr cookie format: ${raw.slice(0, 20)}`);
  return JSON.parse(Buffer.from(raw.slice('base64-'.length), 'base64url').toString()) as {
    access_token: string;
    refresh_token: string;
  };
}
