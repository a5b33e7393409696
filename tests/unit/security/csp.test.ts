import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';
import { adminCsp, newNonce, publicCsp } from '@/lib/security/csp';
import { observatoryScore, parseCsp } from '../../support/observatory';

describe('admin CSP', () => {
  const policy = parseCsp(adminCsp({ nonce: 'abc123==', imageHosts: ['https://images.example.com'] }));

  it('allows scripts only by nonce (and what they load), never inline or eval', () => {
    expect([...policy.get('script-src')!]).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get('object-src')).toEqual(new Set(["'none'"]));
    expect(policy.get('base-uri')).toEqual(new Set(["'none'"]));
    expect(policy.get('frame-ancestors')).toEqual(new Set(["'none'"]));
    expect(policy.get('default-src')).toEqual(new Set(["'none'"]));
  });

  it('limits images to this origin, data:, blob: and the listed hosts', () => {
    expect([...policy.get('img-src')!]).toEqual(["'self'", 'data:', 'blob:', 'https://images.example.com']);
    expect(policy.get('connect-src')).toEqual(new Set(["'self'"]));
  });

  it('adds unsafe-eval only for the development server', () => {
    expect(adminCsp({ nonce: 'n', dev: true })).toContain("'unsafe-eval'");
    expect(publicCsp({ dev: true })).toContain("'unsafe-eval'");
    expect(adminCsp({ nonce: 'n' })).not.toContain('unsafe-eval');
    expect(publicCsp()).not.toContain('unsafe-eval');
  });

  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('public CSP', () => {
  it('allows images from this origin only, and holds no colon for Next to compile per request', () => {
    expect([...parseCsp(publicCsp()).get('img-src')!]).toEqual(["'self'"]);
    // next.config.ts sends it from a rule whose source has a parameter: a value with a colon is
    // parsed as a path pattern on every request (resolve-routes' compileNonPath).
    expect(publicCsp()).not.toContain(':');
  });

  it('lets only this origin frame a public page (the admin area\'s "Edit page"), and the admin area frame only this origin', () => {
    expect(parseCsp(publicCsp()).get('frame-ancestors')).toEqual(new Set(["'self'"]));
    expect(parseCsp(adminCsp({ nonce: 'n' })).get('frame-src')).toEqual(new Set(["'self'"]));
  });
});

describe('CHAT_IMAGE_HOSTS', () => {
  it('keeps the origins of https URLs and refuses anything else', () => {
    expect(parseEnv({}).CHAT_IMAGE_HOSTS).toEqual([]);
    expect(
      parseEnv({ CHAT_IMAGE_HOSTS: ' https://a.example/path , https://b.example:8443 ' }).CHAT_IMAGE_HOSTS,
    ).toEqual(['https://a.example', 'https://b.example:8443']);
    expect(() => parseEnv({ CHAT_IMAGE_HOSTS: 'http://a.example' })).toThrow(/CHAT_IMAGE_HOSTS/);
    expect(() => parseEnv({ CHAT_IMAGE_HOSTS: '*' })).toThrow(/CHAT_IMAGE_HOSTS/);
  });
});

describe('Observatory scorer (tests/support/observatory.ts)', () => {
  const base = [
    { name: 'X-Content-Type-Options', value: 'nosniff' },
    { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { name: 'Strict-Transport-Security', value: 'max-age=31536000' },
    { name: 'X-Frame-Options', value: 'DENY' },
  ];
  const score = (extra: { name: string; value: string }[]) => observatoryScore([...base, ...extra]);

  it('follows the published table on reference header sets', () => {
    // No CSP: -25, so no bonus for the referrer policy.
    expect(score([])).toMatchObject({ score: 75, grade: 'B' });
    // Unsafe inline script: -20.
    expect(
      score([{ name: 'Content-Security-Policy', value: "default-src 'self'; script-src 'self' 'unsafe-inline'" }])
        .score,
    ).toBe(80);
    // 'unsafe-inline' next to a nonce is ignored by browsers and by the scorer.
    const nonce =
      "default-src 'none'; script-src 'nonce-x' 'strict-dynamic' 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";
    expect(score([{ name: 'Content-Security-Policy', value: nonce }])).toMatchObject({ score: 120, grade: 'A+' });
    // A session cookie without HttpOnly: -30.
    expect(score([{ name: 'Set-Cookie', value: 'session=1; Secure; SameSite=Lax' }]).score).toBe(45);
    expect(
      score([
        { name: 'Content-Security-Policy', value: nonce },
        { name: 'Set-Cookie', value: '__Host-session=1; Path=/; Secure; HttpOnly; SameSite=lax' },
      ]),
    ).toMatchObject({ score: 125, grade: 'A+' });
    // Short HSTS: -10; a CSP with strict-dynamic but no nonce or hash is invalid: -25.
    expect(observatoryScore([{ name: 'Strict-Transport-Security', value: 'max-age=300' }]).results[5]!.modifier).toBe(
      -10,
    );
    expect(
      score([{ name: 'Content-Security-Policy', value: "script-src 'strict-dynamic'" }]).results[0]!.modifier,
    ).toBe(-25);
  });
});
