import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { confirmNextPath, handleConfirm } from '@/lib/auth/confirm';
import {
  ANON_KEY,
  SESSION_COOKIE,
  SITE_URL,
  SUPABASE_URL,
  gotrueError,
  gotrueSession,
  gotrueUser,
  supabaseMock,
} from '../../support/gotrue';
import { hostileNextValues, legitimateNextValues } from '../../support/redirect-corpus';

const mock = supabaseMock();
const { recorded } = mock;

const config = { url: SUPABASE_URL, anonKey: ANON_KEY, siteUrl: SITE_URL };
const confirm = (query: string) => handleConfirm(new Request(`${SITE_URL}/auth/confirm?${query}`), config);

describe('confirmNextPath', () => {
  it.each([
    ['/ai-portal', '/ai-portal'],
    ['/admin/dashboard?tab=1#top', '/admin/dashboard?tab=1#top'],
    [null, '/admin/dashboard'],
    ['https://evil.example/x', '/admin/dashboard'],
    ['//evil.example', '/admin/dashboard'],
    ['/\\evil.example', '/admin/dashboard'],
    ['/admin\\..\\x', '/admin/dashboard'],
    ['/\t/evil.example', '/admin/dashboard'],
    ['javascript:alert(1)', '/admin/dashboard'],
    ['admin/dashboard', '/admin/dashboard'],
  ])('%j → %j', (value, expected) => {
    expect(confirmNextPath(value)).toBe(expected);
  });
});

describe('GET /auth/confirm', () => {
  it('verifies the token hash with GoTrue, sets the session cookie and goes to the relative next path', async () => {
    const session = gotrueSession(gotrueUser('owner@example.com'));
    mock.answers = { 'POST /auth/v1/verify': () => HttpResponse.json(session) };
    const response = await confirm('token_hash=hash-123&type=email&next=/ai-portal');

    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.body).toMatchObject({ token_hash: 'hash-123', type: 'email' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SITE_URL}/ai-portal`);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}(\\.0)?=base64-`, 'm'));
    expect(setCookie).toMatch(/HttpOnly/i);
  });

  it('never redirects off the site, whatever next says', async () => {
    mock.answers = { 'POST /auth/v1/verify': () => HttpResponse.json(gotrueSession(gotrueUser('a@example.com'))) };
    for (const next of hostileNextValues) {
      const response = await confirm(`token_hash=h&type=email&next=${encodeURIComponent(next)}`);
      const location = response.headers.get('location')!;
      expect(new URL(location).origin, next).toBe(SITE_URL);
      // What the browser will parse: this origin followed by a plain path, nothing it would rewrite.
      expect(location, next).toMatch(new RegExp(`^${SITE_URL}/(?![/\\\\])`));
      expect(new URL(location).href, next).toBe(location);
    }
    for (const next of legitimateNextValues) {
      const response = await confirm(`token_hash=h&type=email&next=${encodeURIComponent(next)}`);
      expect(response.headers.get('location')).toBe(SITE_URL + next);
    }
  });

  it('sends an expired or used link to the login page with a notice, and sets no session', async () => {
    mock.answers = {
      'POST /auth/v1/verify': () => gotrueError(403, 'otp_expired', 'Email link is invalid or has expired'),
    };
    const response = await confirm('token_hash=old&type=email');
    expect(response.headers.get('location')).toBe(`${SITE_URL}/admin/login?notice=confirm-failed`);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a link without token or with an unknown type without calling GoTrue', async () => {
    for (const query of ['type=email', 'token_hash=h&type=password', 'token_hash=h']) {
      const response = await confirm(query);
      expect(response.headers.get('location')).toBe(`${SITE_URL}/admin/login?notice=confirm-failed`);
    }
    expect(recorded).toEqual([]);
  });

  it('says the service is unreachable when GoTrue cannot be reached', async () => {
    mock.answers = { 'POST /auth/v1/verify': () => HttpResponse.error() };
    const response = await confirm('token_hash=h&type=email');
    expect(response.headers.get('location')).toBe(`${SITE_URL}/admin/login?notice=auth-unreachable`);
  });

  it('in embedded mode (no Supabase) explains that there is nothing to confirm', async () => {
    const response = await handleConfirm(new Request(`${SITE_URL}/auth/confirm?token_hash=h&type=email`), null);
    expect(response.headers.get('location')).toBe(`${SITE_URL}/admin/login?notice=confirm-unsupported`);
  });
});
