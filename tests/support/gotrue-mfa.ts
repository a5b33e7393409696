import { randomUUID } from 'node:crypto';
import { http, HttpResponse } from 'msw';
import { Secret, TOTP } from 'otpauth';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { claimsOf } from './postgrest/jwt';
import { gotrueError, gotrueUser, makeJwt } from './gotrue';

/**
 * A GoTrue stand-in with MFA, for Supabase mode end to end in one process: password sign-in,
 * GET /user with the user's factors, and /factors enroll, challenge, verify (RFC 6238, ±1 step)
 * and unenroll, as auth-js calls them, and the admin API's factor delete (service role key only).
 * Factors are rows of auth.mfa_factors in the test database,
 * as GoTrue keeps them in the project's database, so the migrations' SQL sees them too.
 * Requests are recorded in `log` ("POST /factors/<id>/verify", …).
 */
export function gotrueMfaHandlers(db: EmbeddedDatabase, options: { url: string; passwords: Map<string, string> }) {
  const log: string[] = [];
  const base = `${options.url}/auth/v1`;

  const userOf = async (id: string, email: string) => {
    const { rows } = await db.query<{ id: string; status: string; created_at: string; updated_at: string }>(
      `select id, status, to_jsonb(created_at) #>> '{}' as created_at, to_jsonb(updated_at) #>> '{}' as updated_at
       from auth.mfa_factors where user_id = $1 and factor_type = 'totp'`,
      [id],
    );
    const factors = rows.map((row) => ({ ...row, friendly_name: 'Authenticator app', factor_type: 'totp' }));
    return { ...gotrueUser(email, id as ReturnType<typeof randomUUID>), factors };
  };

  const session = async (id: string, email: string, aal: 'aal1' | 'aal2') => {
    const now = Math.floor(Date.now() / 1000);
    const amr = [
      { method: 'password', timestamp: now },
      ...(aal === 'aal2' ? [{ method: 'totp', timestamp: now }] : []),
    ];
    const claims = { sub: id, email, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600, aal, amr };
    return {
      access_token: makeJwt({ ...claims, session_id: randomUUID() }),
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      refresh_token: `refresh-${randomUUID()}`,
      user: await userOf(id, email),
    };
  };

  const caller = (request: Request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    const claims = claimsOf(token) as { sub?: string; email?: string; aal?: string } | null;
    return claims?.sub ? { id: claims.sub, email: claims.email ?? '', aal: claims.aal ?? 'aal1' } : null;
  };
  const noSession = () => gotrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  // GoTrue's admin endpoints: a JWT with role service_role, else 403 (as GoTrue answers a user's token).
  const isServiceRole = (request: Request) => {
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    return claimsOf(token)?.role === 'service_role';
  };

  const handlers = [
    http.post(`${base}/token`, async ({ request }) => {
      log.push('POST /token');
      const { email, password } = (await request.json()) as { email: string; password: string };
      const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [email]);
      if (!rows[0] || options.passwords.get(email) !== password)
        return gotrueError(400, 'invalid_credentials', 'Invalid login credentials');
      return HttpResponse.json(await session(rows[0].id, email, 'aal1'));
    }),
    http.get(`${base}/user`, async ({ request }) => {
      const user = caller(request);
      return user ? HttpResponse.json(await userOf(user.id, user.email)) : noSession();
    }),
    http.post(`${base}/logout`, ({ request }) => {
      log.push(`POST /logout?${new URL(request.url).searchParams}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/factors`, async ({ request }) => {
      const user = caller(request);
      if (!user) return noSession();
      log.push('POST /factors');
      const { issuer } = (await request.json()) as { issuer?: string };
      const secret = new Secret({ size: 20 }).base32;
      const id = randomUUID();
      await db.query(
        `insert into auth.mfa_factors (id, user_id, factor_type, status, secret) values ($1, $2, 'totp', 'unverified', $3)`,
        [id, user.id, secret],
      );
      const uri = new TOTP({ issuer, label: user.email, secret: Secret.fromBase32(secret) }).toString();
      return HttpResponse.json({
        id,
        type: 'totp',
        friendly_name: 'Authenticator app',
        totp: { qr_code: '<svg/>', secret, uri },
      });
    }),
    http.post(`${base}/factors/:id/challenge`, ({ request, params }) => {
      if (!caller(request)) return noSession();
      log.push(`POST /factors/${params.id}/challenge`);
      return HttpResponse.json({ id: randomUUID(), type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 });
    }),
    http.post(`${base}/factors/:id/verify`, async ({ request, params }) => {
      const user = caller(request);
      if (!user) return noSession();
      log.push(`POST /factors/${params.id}/verify`);
      const { code } = (await request.json()) as { code: string };
      const { rows } = await db.query<{ secret: string }>(
        'select secret from auth.mfa_factors where id = $1 and user_id = $2',
        [params.id, user.id],
      );
      if (!rows[0]) return gotrueError(404, 'mfa_factor_not_found', 'Factor not found');
      if (new TOTP({ secret: Secret.fromBase32(rows[0].secret) }).validate({ token: code, window: 1 }) === null)
        return gotrueError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      await db.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [params.id]);
      return HttpResponse.json(await session(user.id, user.email, 'aal2'));
    }),
    http.delete(`${base}/factors/:id`, async ({ request, params }) => {
      const user = caller(request);
      if (!user) return noSession();
      log.push(`DELETE /factors/${params.id}`);
      const { rows } = await db.query<{ status: string }>(
        'select status from auth.mfa_factors where id = $1 and user_id = $2',
        [params.id, user.id],
      );
      // GoTrue: removing a verified factor needs a session that passed it.
      if (rows[0]?.status === 'verified' && user.aal !== 'aal2')
        return gotrueError(403, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
      await db.query('delete from auth.mfa_factors where id = $1', [params.id]);
      return HttpResponse.json({ id: params.id });
    }),
    // Admin: removes any factor of the user, verified or not, whatever session the user has.
    http.delete(`${base}/admin/users/:userId/factors/:id`, async ({ request, params }) => {
      if (!isServiceRole(request)) return gotrueError(403, 'not_admin', 'User not allowed');
      log.push(`DELETE /admin/users/${params.userId}/factors/${params.id}`);
      const { rows } = await db.query<{ id: string }>(
        'delete from auth.mfa_factors where id = $1 and user_id = $2 returning id',
        [params.id, params.userId],
      );
      if (!rows[0]) return gotrueError(404, 'mfa_factor_not_found', 'Factor not found');
      return HttpResponse.json({ id: params.id });
    }),
  ];
  return { handlers, log };
}
