import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/lib/env';
import { PEER_HEADER, peerStamp, stampedPeer, stampedScheme } from '@/lib/http/peer-stamp';
import { requestOrigin } from '@/lib/http/site-origin';
import { parseTrustedProxies } from '@/lib/http/trusted-proxies';

const none = parseTrustedProxies([]);
const proxy = parseTrustedProxies(['10.0.0.1']);
const everyone = parseTrustedProxies(['0.0.0.0/0', '::/0']);

function request(headers: Record<string, string>, url = 'http://localhost:3000/api/x') {
  return new Request(url, { method: 'POST', headers });
}
const stamped = (peer: string, scheme: 'http' | 'https' = 'http') => ({ [PEER_HEADER]: peerStamp(peer, scheme) });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("a request's own origin", () => {
  it('is the Host header with the scheme of the connection, whatever a client forwards', () => {
    const client = stamped('203.0.113.5');
    expect(requestOrigin(request({ ...client, host: 'example.com:8080' }), none)).toBe('http://example.com:8080');
    expect(requestOrigin(request({ ...stamped('203.0.113.5', 'https'), host: 'Example.com:443' }), none)).toBe(
      'https://example.com',
    );
    const forged = { ...client, host: 'example.com', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect(requestOrigin(request(forged), none)).toBe('http://example.com');
    // Trusting some proxy does not mean trusting this client.
    expect(requestOrigin(request(forged), proxy)).toBe('http://example.com');
  });

  it('is what a trusted proxy forwards, its right-most value when it appended', () => {
    const headers = { ...stamped('10.0.0.1'), host: 'localhost:3000', 'x-forwarded-proto': 'HTTPS' };
    expect(requestOrigin(request({ ...headers, 'x-forwarded-host': 'www.example.com' }), proxy)).toBe(
      'https://www.example.com',
    );
    expect(requestOrigin(request({ ...headers, 'x-forwarded-host': 'evil.example, www.example.com' }), proxy)).toBe(
      'https://www.example.com',
    );
    // Only what the proxy did not say comes from the request itself.
    expect(requestOrigin(request({ ...stamped('10.0.0.1'), host: 'a.example' }), proxy)).toBe('http://a.example');
  });

  it('on a request the server did not stamp: forwarded headers only under trust-all (Vercel)', () => {
    const headers = { host: 'app.vercel.app', 'x-forwarded-host': 'www.example.com', 'x-forwarded-proto': 'https' };
    expect(requestOrigin(request(headers, 'https://app.vercel.app/api/x'), everyone)).toBe('https://www.example.com');
    expect(requestOrigin(request(headers, 'https://app.vercel.app/api/x'), proxy)).toBe('https://app.vercel.app');
    // A forged stamp is no stamp.
    const forged = { ...headers, [PEER_HEADER]: 'abc http 10.0.0.1' };
    expect(requestOrigin(request(forged, 'http://app.vercel.app/api/x'), proxy)).toBe('http://app.vercel.app');
  });

  it('is none when the headers do not make an http(s) origin', () => {
    const client = stamped('10.0.0.1');
    for (const host of ['evil.example/@localhost', 'a b', 'user@localhost', 'localhost:99999', 'x\\y'])
      expect(requestOrigin(request({ ...client, 'x-forwarded-host': host }), proxy), host).toBeNull();
    expect(requestOrigin(request({ ...client, 'x-forwarded-proto': 'javascript' }), proxy)).toBeNull();
  });
});

describe('the stamp the server hook writes', () => {
  it('carries the peer and whether the connection was TLS', () => {
    const headers = new Headers(stamped('2001:db8::1', 'https'));
    expect(stampedPeer(headers)).toBe('2001:db8::1');
    expect(stampedScheme(headers)).toBe('https');
    expect(stampedScheme(new Headers(stamped('127.0.0.1')))).toBe('http');
    expect(stampedScheme(new Headers())).toBeNull();
  });
});

describe('the origin state-changing requests must come from', () => {
  it("is SITE_URL's when it is set, and the request's own when SITE_URL is left to its default", () => {
    expect(parseEnv({}).siteOrigin).toBeNull();
    expect(parseEnv({}).SITE_URL).toBe('http://localhost:3000');
    expect(parseEnv({ SITE_URL: 'https://www.example.com/base/' }).siteOrigin).toBe('https://www.example.com');
    expect(parseEnv({ SITE_URL: 'http://localhost:3000' }).siteOrigin).toBe('http://localhost:3000');
  });

  it('with SITE_URL set, refuses every other origin, the Host header included', async () => {
    vi.stubEnv('SITE_URL', 'https://www.example.com');
    const { assertSameOrigin } = await import('@/lib/http/request');
    const from = (origin: string) => request({ ...stamped('203.0.113.5'), host: 'localhost:3000', origin });
    expect(() => assertSameOrigin(from('https://www.example.com'))).not.toThrow();
    for (const origin of ['http://www.example.com', 'http://localhost:3000', 'https://www.example.com:8443', 'null'])
      expect(() => assertSameOrigin(from(origin)), origin).toThrow('Cross-site requests are not allowed.');
  });
});
