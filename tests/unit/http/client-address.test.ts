import { describe, expect, it, vi } from 'vitest';
import { clientAddress, resolveClientAddress } from '@/lib/http/client-address';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import { parseTrustedProxies } from '@/lib/http/trusted-proxies';

const none = parseTrustedProxies([]);
const local = parseTrustedProxies(['127.0.0.1', '::1']);
const resolve = (peer: string | null, forwardedFor: string | null, trusted = local) =>
  resolveClientAddress({ peer, forwardedFor, trusted });

describe('client address for rate limiting', () => {
  it('is the TCP peer by default, whatever X-Forwarded-For claims', () => {
    expect(resolve('198.51.100.7', '203.0.113.1', none)).toBe('198.51.100.7');
    expect(resolve('127.0.0.1', '203.0.113.1', none)).toBe('127.0.0.1');
  });

  it('is the forwarded address when the peer is a trusted proxy', () => {
    expect(resolve('127.0.0.1', '203.0.113.1')).toBe('203.0.113.1');
    expect(resolve('::1', ' 203.0.113.1 ')).toBe('203.0.113.1');
  });

  it('takes the right-most untrusted hop, so a value the client prepends is ignored', () => {
    // The client sent "X-Forwarded-For: 192.0.2.66"; the proxy appended the address it saw.
    expect(resolve('127.0.0.1', '192.0.2.66, 203.0.113.1')).toBe('203.0.113.1');
    expect(resolve('10.0.0.2', '192.0.2.66, 203.0.113.1, 10.0.0.9', parseTrustedProxies(['10.0.0.0/8']))).toBe(
      '203.0.113.1',
    );
  });

  it('reads hops written with a port, so they do not break the chain into one shared budget', () => {
    expect(resolve('127.0.0.1', '203.0.113.7:51234')).toBe('203.0.113.7');
    expect(resolve('127.0.0.1', '[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(resolve('127.0.0.1', '[2001:db8::2]')).toBe('2001:db8::2');
    expect(resolve('127.0.0.1', '192.0.2.66, 198.51.100.9:8080')).toBe('198.51.100.9');
  });

  it('ignores X-Forwarded-For from a peer that is not trusted, even inside a trusted range list', () => {
    const trusted = parseTrustedProxies(['10.0.0.0/8', 'fd00::/8']);
    expect(resolve('10.1.2.3', '203.0.113.5', trusted)).toBe('203.0.113.5');
    expect(resolve('11.0.0.1', '203.0.113.5', trusted)).toBe('11.0.0.1');
    expect(resolve('fd12::1', '2001:db8::5', trusted)).toBe('2001:db8::5');
    expect(resolve('fe80::1', '2001:db8::5', trusted)).toBe('fe80::1');
  });

  it('treats IPv4-mapped IPv6 as the IPv4 address, on the peer and in the chain', () => {
    expect(resolve('::ffff:127.0.0.1', '::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(resolve('::ffff:198.51.100.3', '203.0.113.9', none)).toBe('198.51.100.3');
  });

  it('writes IPv6 in one canonical form, so one client is one bucket', () => {
    expect(resolve('2001:0db8:0000:0000:0000:0000:0000:0001', null, none)).toBe('2001:db8::1');
    expect(resolve('2001:DB8::1', null, none)).toBe('2001:db8::1');
  });

  it('stops at a hop that is not an address, at the last proxy it could trust', () => {
    expect(resolve('127.0.0.1', '203.0.113.1, not-an-ip')).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', 'garbage, 127.0.0.1')).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', '203.0.113.1, , 127.0.0.1')).toBe('203.0.113.1');
  });

  it('is the right-most hop when every hop is trusted, and the peer with no header', () => {
    expect(resolve('127.0.0.1', '127.0.0.1')).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', null)).toBe('127.0.0.1');
    // 10.0.0.7 may be written by a client inside the range: only what the nearest proxy saw is sure.
    expect(resolve('10.0.0.1', '10.0.0.7, 10.0.0.3', parseTrustedProxies(['10.0.0.0/24']))).toBe('10.0.0.3');
  });

  it('under trust-all, is the right-most hop: the left-most is whatever the client wrote', () => {
    const everyone = parseTrustedProxies(['0.0.0.0/0', '::/0']);
    for (const written of ['192.0.2.1', '192.0.2.2', '2001:db8::1, 192.0.2.3']) {
      expect(resolve('127.0.0.1', `${written}, 203.0.113.9`, everyone)).toBe('203.0.113.9');
      expect(resolve(null, `${written}, 203.0.113.9`, everyone)).toBe('203.0.113.9');
    }
    expect(resolve('127.0.0.1', '192.0.2.1, 2001:db8::9', everyone)).toBe('2001:db8::9');
    expect(resolve('127.0.0.1', '192.0.2.1, junk', everyone)).toBe('127.0.0.1');
    expect(resolve('127.0.0.1', null, everyone)).toBe('127.0.0.1');
  });

  it('is "unknown" for a request the server did not stamp, whatever its headers say, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolve(null, '203.0.113.1')).toBe('unknown');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.1', 'x-real-ip': '203.0.113.2' }), local)).toBe(
      'unknown',
    );
    // A stamp forged without this process's token counts for nothing.
    expect(
      clientAddress(new Headers({ [PEER_HEADER]: 'abc 127.0.0.1', 'x-forwarded-for': '203.0.113.1' }), local),
    ).toBe('unknown');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('TRUSTED_PROXIES=0.0.0.0/0,::/0');
    warn.mockRestore();
  });

  it('believes X-Forwarded-For on an unstamped request only when every peer is trusted (a platform like Vercel)', () => {
    const everyone = parseTrustedProxies(['0.0.0.0/0', '::/0']);
    expect(everyone.everyone).toBe(true);
    expect(parseTrustedProxies(['0.0.0.0/0']).everyone).toBe(false);
    expect(resolve(null, '203.0.113.1', everyone)).toBe('203.0.113.1');
    expect(resolve(null, null, everyone)).toBe('unknown');
    expect(resolve('127.0.0.1', '203.0.113.1', everyone)).toBe('203.0.113.1');
  });

  it('reads the stamp the server writes', () => {
    const headers = new Headers({ [PEER_HEADER]: peerStamp('127.0.0.1'), 'x-forwarded-for': '203.0.113.1' });
    expect(clientAddress(headers, local)).toBe('203.0.113.1');
    expect(clientAddress(headers, none)).toBe('127.0.0.1');
  });
});

describe('TRUSTED_PROXIES entries', () => {
  it('accept addresses and CIDR ranges of both families', () => {
    expect(() =>
      parseTrustedProxies(['127.0.0.1', '::1', '10.0.0.0/8', '2001:db8::/32', '0.0.0.0/0', '::/0']),
    ).not.toThrow();
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0/8', '1.2.3.4.5', '::1/129', 'proxy.internal', '10.0.0.0/8/8', '127.1'])(
    'refuse %s with the entry named',
    (entry) => {
      expect(() => parseTrustedProxies(['127.0.0.1', entry])).toThrow(
        `TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range`,
      );
    },
  );
});
