import { generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { gotrueError, gotrueUser } from './gotrue';

/**
 * A GoTrue stand-in that keeps state, for flows across several sessions (./gotrue.ts answers one
 * request at a time). Like a Supabase project with JWT signing keys: access tokens are ES256,
 * their public key at /.well-known/jwks.json, so auth-js's getClaims() checks them locally, as
 * in production. Like GoTrue (internal/api/auth.go, logout.go, user.go, models/sessions.go):
 * - a password grant starts a session (session_id claim, amr stamped with the sign-in);
 *   a refresh grant keeps it and rotates the refresh token, refused once the session ended;
 * - GET/PUT /user and POST /logout need a token whose session still exists (403
 *   session_not_found otherwise); a bad or expired token is 403 bad_jwt;
 * - /logout?scope=local|others|global ends this one, the others, or all sessions of the user;
 * - PUT /user with a new password ends the user's other sessions.
 */
export function gotrueSessions(url: string, anonKey: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = randomUUID();
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
  const accounts = new Map<string, { user: ReturnType<typeof gotrueUser>; password: string }>();
  const sessions = new Map<string, { userId: string; signedInAt: number; refreshToken: string }>();
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const ecdsa = (key: typeof privateKey) => ({ key, dsaEncoding: 'ieee-p1363' as const });

  function accessToken(account: { user: { id: string; email: string } }, sessionId: string, signedInAt: number) {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: `${url}/auth/v1`,
      sub: account.user.id,
      aud: 'authenticated',
      exp: now + 3600,
      iat: now,
      email: account.user.email,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: signedInAt }],
      session_id: sessionId,
      is_anonymous: false,
    };
    const body = `${b64({ alg: 'ES256', kid, typ: 'JWT' })}.${b64(claims)}`;
    return `${body}.${sign('sha256', Buffer.from(body), ecdsa(privateKey)).toString('base64url')}`;
  }

  function session(sessionId: string) {
    const entry = sessions.get(sessionId)!;
    const account = [...accounts.values()].find((a) => a.user.id === entry.userId)!;
    entry.refreshToken = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    return HttpResponse.json({
      access_token: accessToken(account, sessionId, entry.signedInAt),
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      refresh_token: entry.refreshToken,
      user: account.user,
    });
  }

  /** The caller's account and live session, or GoTrue's refusal. */
  function authenticate(request: Request) {
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    const [header, payload, signature] = token.split('.');
    const valid =
      signature !== undefined &&
      verify(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        ecdsa(publicKey as never),
        Buffer.from(signature, 'base64url'),
      );
    const claims = valid ? (JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, string>) : null;
    if (!claims || Number(claims.exp) <= Date.now() / 1000)
      return { refused: gotrueError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature') };
    if (!sessions.has(claims.session_id!))
      return { refused: gotrueError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist') };
    const account = [...accounts.values()].find((a) => a.user.id === claims.sub)!;
    return { account, sessionId: claims.session_id! };
  }
  const endSessions = (userId: string, keep?: string) => {
    for (const [id, entry] of sessions) if (entry.userId === userId && id !== keep) sessions.delete(id);
  };

  const auth = `${url}/auth/v1`;
  const keyed =
    (answer: (request: Request) => Promise<Response> | Response) =>
    ({ request }: { request: Request }) =>
      request.headers.get('apikey') === anonKey
        ? answer(request)
        : HttpResponse.json({ message: 'No API key found in request' }, { status: 401 });

  const handlers = [
    http.get(
      `${auth}/.well-known/jwks.json`,
      keyed(() => HttpResponse.json({ keys: [jwk] })),
    ),
    http.post(
      `${auth}/token`,
      keyed(async (request) => {
        const grant = new URL(request.url).searchParams.get('grant_type');
        const body = (await request.json()) as { email?: string; password?: string; refresh_token?: string };
        if (grant === 'password') {
          const account = accounts.get(String(body.email).toLowerCase());
          if (!account || account.password !== body.password)
            return gotrueError(400, 'invalid_credentials', 'Invalid login credentials');
          const id = randomUUID();
          sessions.set(id, { userId: account.user.id, signedInAt: Math.floor(Date.now() / 1000), refreshToken: '' });
          return session(id);
        }
        const found = [...sessions].find(([, entry]) => entry.refreshToken === body.refresh_token);
        if (grant !== 'refresh_token' || !found)
          return gotrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        return session(found[0]);
      }),
    ),
    http.get(
      `${auth}/user`,
      keyed((request) => {
        const caller = authenticate(request);
        return caller.refused ?? HttpResponse.json(caller.account.user);
      }),
    ),
    http.put(
      `${auth}/user`,
      keyed(async (request) => {
        const caller = authenticate(request);
        if (caller.refused) return caller.refused;
        const { password } = (await request.json()) as { password?: string };
        if (password) {
          if (password === caller.account.password)
            return gotrueError(422, 'same_password', 'New password should be different from the old password.');
          caller.account.password = password;
          endSessions(caller.account.user.id, caller.sessionId);
        }
        return HttpResponse.json(caller.account.user);
      }),
    ),
    http.post(
      `${auth}/logout`,
      keyed((request) => {
        const caller = authenticate(request);
        if (caller.refused) return caller.refused;
        const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
        if (scope === 'local') sessions.delete(caller.sessionId);
        else endSessions(caller.account.user.id, scope === 'others' ? caller.sessionId : undefined);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];

  return {
    handlers,
    /** An account GoTrue knows (the same id as the test's auth.users row). */
    addUser(id: string, email: string, password: string) {
      accounts.set(email, { user: gotrueUser(email, id as ReturnType<typeof randomUUID>), password });
    },
    liveSessions: (userId: string) => [...sessions.values()].filter((entry) => entry.userId === userId).length,
  };
}
