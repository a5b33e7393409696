import { describe, expect, it } from 'vitest';
import { rateLimitAddress, widerNetwork } from '@/lib/http/rate-limit-address';

describe('the address a rate limit counts', () => {
  it('is an IPv4 address as it is', () => {
    expect(rateLimitAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the /64 of an IPv6 address: every address of one connection is one client', () => {
    const addresses = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:abcd::7'];
    expect(addresses.map(rateLimitAddress)).toEqual(Array(3).fill('2001:db8:1:2::/64'));
    expect(rateLimitAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitAddress('::1')).toBe('::/64');
    expect(rateLimitAddress('fe80::1:2:3:4')).toBe('fe80::/64');
  });

  it('keeps what is not an address', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});

describe('the wider network a rate limit also counts', () => {
  it('is the /48 of an IPv6 address, none for IPv4 or what is not an address', () => {
    expect(widerNetwork('2001:db8:1:2::1')).toBe('2001:db8:1::/48');
    expect(widerNetwork('2001:db8:1:ffff:1::')).toBe('2001:db8:1::/48');
    expect(widerNetwork('203.0.113.9')).toBeNull();
    expect(widerNetwork('::ffff:203.0.113.9')).toBeNull();
    expect(widerNetwork('unknown')).toBeNull();
  });
});
