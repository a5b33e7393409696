import { describe, expect, it } from 'vitest';
import { localProviderOrigins } from '@/lib/net/local-endpoints';

describe('LOCAL_PROVIDER_ENDPOINTS', () => {
  it('becomes a set of exact origins', () => {
    const origins = localProviderOrigins(['http://localhost:11434', 'https://GPU-box.lan:8443/', 'http://[::1]:8080']);
    expect([...origins]).toEqual(['http://localhost:11434', 'https://gpu-box.lan:8443', 'http://[::1]:8080']);
  });

  it.each([
    'localhost:11434',
    'ftp://files.lan',
    'http://localhost:11434/v1',
    'http://user:pw@localhost:1',
    'http://x?y=1',
    'not a url',
  ])('refuses %s with a message naming the entry, rather than allowing more than meant', (entry) => {
    expect(() => localProviderOrigins([entry])).toThrow(
      `LOCAL_PROVIDER_ENDPOINTS: "${entry}" is not an http(s) origin`,
    );
  });
});
