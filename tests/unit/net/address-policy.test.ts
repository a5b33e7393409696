import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { isLocalOnlyName, isPublicAddress } from '@/lib/net/address-policy';
import { guardedLookup, RefusedAddressError, type ResolveAll } from '@/lib/net/guarded-lookup';
import { assertUsableBaseUrl, BASE_URL_REFUSED } from '@/lib/net/user-endpoint';

// Nothing here opens a socket: addresses are classified, and lookups answer from a table.
const FORBIDDEN = [
  '169.254.169.254',
  '10.0.0.1',
  '10.255.255.255',
  '172.16.0.1',
  '172.31.255.254',
  '192.168.1.1',
  '100.64.0.1',
  '100.127.255.254',
  '127.0.0.1',
  '127.8.9.10',
  '0.0.0.0',
  '224.0.0.1',
  '255.255.255.255',
  '192.0.2.1',
  '::',
  '::1',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'ff02::1',
  '::ffff:10.0.0.1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:169.254.169.254',
  '::7f00:1',
  '64:ff9b::a9fe:a9fe',
  '2002:a9fe:a9fe::1',
  '2001::1',
  'fec0::1',
];
const PUBLIC = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'];

const table =
  (answers: Record<string, string[]>): ResolveAll =>
  async (hostname) => {
    const found = answers[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

function lookupOnce(resolve: ResolveAll, hostname: string, all: boolean) {
  return new Promise<{ error: Error | null; result: unknown }>((done) =>
    guardedLookup(resolve)(hostname, { all }, (error, result) => done({ error, result })),
  );
}

describe('address policy', () => {
  it.each(FORBIDDEN)('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));
  it.each(PUBLIC)('allows the public address %s', (address) => expect(isPublicAddress(address)).toBe(true));

  it('refuses what is not an address at all', () => {
    for (const value of ['', 'localhost', '1.2.3', '[::1]', '::1%lo', 'example.com'])
      expect(isPublicAddress(value), value).toBe(false);
  });

  it('knows the names that can only be answered by a local resolver', () => {
    for (const name of [
      'ollama.local',
      'api.internal',
      'x.home.arpa',
      'llm.example',
      'a.test',
      'a.invalid',
      'ollama.localhost',
      'LLM.EXAMPLE.',
    ])
      expect(isLocalOnlyName(name), name).toBe(true);
    for (const name of ['api.openai.com', 'openrouter.ai', 'localhost', 'example.com', 'test.dev'])
      expect(isLocalOnlyName(name), name).toBe(false);
  });
});

describe('guarded lookup (the check on the address a socket connects to)', () => {
  const resolve = table({
    'metadata.attacker.com': ['169.254.169.254'],
    'mapped.attacker.com': ['::ffff:10.0.0.1'],
    'nat64.attacker.com': ['64:ff9b::a9fe:a9fe'],
    'mixed.attacker.com': ['8.8.8.8', '192.168.1.1'],
    'ula.attacker.com': ['fd00::1'],
    'api.provider.com': ['8.8.8.8', '2606:4700:4700::1111'],
  });

  it.each([
    'metadata.attacker.com',
    'mapped.attacker.com',
    'nat64.attacker.com',
    'mixed.attacker.com',
    'ula.attacker.com',
  ])('refuses %s, whichever answer the socket would have picked', async (hostname) => {
    for (const all of [true, false]) {
      const { error, result } = await lookupOnce(resolve, hostname, all);
      expect(error).toBeInstanceOf(RefusedAddressError);
      expect(result).toBe('');
    }
  });

  it('hands back a public name in the shape net asks for', async () => {
    expect((await lookupOnce(resolve, 'api.provider.com', true)).result).toEqual([
      { address: '8.8.8.8', family: 4 },
      { address: '2606:4700:4700::1111', family: 6 },
    ]);
    expect((await lookupOnce(resolve, 'api.provider.com', false)).result).toBe('8.8.8.8');
  });

  it('fails closed when the name does not resolve', async () => {
    expect((await lookupOnce(resolve, 'nowhere.attacker.com', true)).error).toBeInstanceOf(Error);
  });
});

describe('base URL check at save and chat time', () => {
  const resolve = table({ 'rebind.attacker.com': ['127.0.0.1'], 'api.provider.com': ['8.8.8.8'] });

  it.each([
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.5:8080/v1',
    'http://172.16.3.4/v1',
    'http://192.168.0.10:11434/v1',
    'http://100.64.1.1/v1',
    'http://0.0.0.0:5432',
    'http://224.0.0.1/v1',
    'http://255.255.255.255/v1',
    'http://[::]/v1',
    'http://[::1]:11434/v1',
    'http://[fc00::1]/v1',
    'http://[fe80::1]/v1',
    'http://[ff02::1]/v1',
    'http://[::ffff:10.0.0.1]/v1',
    'http://[::ffff:7f00:1]:5432',
    'http://[64:ff9b::a9fe:a9fe]/latest',
    'http://2130706433:5432/',
    'http://0x7f.1/v1',
    'http://0251.0376.0251.0376/latest',
    'http://rebind.attacker.com/v1',
    'http://ollama.local:11434/v1',
    'http://llm.example/v1',
    'https://user:pass@api.provider.com/v1',
    'ftp://api.provider.com/v1',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s with the one generic message', async (url) => {
    await expect(assertUsableBaseUrl(url, resolve)).rejects.toThrow(BASE_URL_REFUSED);
  });

  it('accepts a public endpoint by name or address', async () => {
    await expect(assertUsableBaseUrl('https://api.provider.com/v1', resolve)).resolves.toBeUndefined();
    await expect(assertUsableBaseUrl('https://8.8.8.8/v1', resolve)).resolves.toBeUndefined();
  });
});
