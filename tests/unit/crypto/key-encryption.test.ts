import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptApiKey, encryptApiKey, KEY_UNREADABLE, keyHint, type KeyBinding } from '@/lib/crypto/key-encryption';
import { parseSecret } from '@/lib/crypto/app-secret';
import { encryptV1 } from '../../support/legacy-key';

const secret = randomBytes(32);
const key = 'sk-test-0123456789abcdefWXYZ';
const user = '2f1b7c1e-4f2a-4a8e-9d2e-000000000001';
const owner: KeyBinding = { userId: user, provider: 'openai-compatible', baseUrl: 'https://llm.example.com/v1' };
const open = (stored: string, binding: KeyBinding = owner, withSecret = secret) =>
  decryptApiKey(stored, binding, withSecret).plaintext;

const flip = (stored: string, part: number) => {
  const parts = stored.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
};

describe('API key encryption', () => {
  it('round-trips, and the same key saved twice gives different ciphertexts', () => {
    const a = encryptApiKey(key, owner, secret);
    const b = encryptApiKey(key, owner, secret);
    expect(a).not.toBe(b);
    expect(open(a)).toBe(key);
    expect(open(b)).toBe(key);
  });

  it('never contains the plaintext or its base64', () => {
    const stored = encryptApiKey(key, owner, secret);
    for (const form of [key, Buffer.from(key).toString('base64'), Buffer.from(key).toString('base64url')])
      expect(stored).not.toContain(form);
  });

  it.each([
    ['IV', 1],
    ['tag', 2],
    ['ciphertext', 3],
  ])('fails loudly when a byte of the %s is flipped', (_, part) => {
    expect(() => open(flip(encryptApiKey(key, owner, secret), part))).toThrow(KEY_UNREADABLE);
  });

  it('fails loudly whichever byte of whichever part is changed, by whatever bits', () => {
    const stored = encryptApiKey(key, owner, secret);
    const parts = stored.split('.');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.nat(), fc.integer({ min: 1, max: 255 }), (part, at, mask) => {
        const bytes = Buffer.from(parts[part]!, 'base64url');
        bytes[at % bytes.length] = bytes[at % bytes.length]! ^ mask;
        const altered = parts.map((p, i) => (i === part ? bytes.toString('base64url') : p)).join('.');
        expect(() => open(altered)).toThrow(KEY_UNREADABLE);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a cut-down tag or IV, extra or missing ciphertext bytes, and a re-spelt encoding', () => {
    const [version, iv, tag, ciphertext] = encryptApiKey(key, owner, secret).split('.') as [
      string,
      string,
      string,
      string,
    ];
    const bytes = (part: string) => Buffer.from(part, 'base64url');
    const b64 = (buffer: Buffer) => buffer.toString('base64url');
    const variants = [
      // A 4-byte prefix of the right tag: Node accepts it unless the tag length is pinned.
      [version, iv, b64(bytes(tag).subarray(0, 4)), ciphertext],
      [version, iv, b64(bytes(tag).subarray(0, 12)), ciphertext],
      [version, b64(bytes(iv).subarray(0, 8)), tag, ciphertext],
      [version, iv, tag, b64(bytes(ciphertext).subarray(1))],
      [version, iv, tag, b64(Buffer.concat([bytes(ciphertext), Buffer.from([0])]))],
      [version, iv, tag, `${ciphertext}!`],
      [version, iv, `${tag}=`, ciphertext],
      ['v1', iv, tag, ciphertext],
      ['v3', iv, tag, ciphertext],
      [version, iv, tag, ciphertext, ciphertext],
      [version, iv, tag],
    ];
    for (const variant of variants) expect(() => open(variant.join('.')), variant.join('.')).toThrow(KEY_UNREADABLE);
  });

  it('gives a fresh IV and ciphertext every time the same key is saved', () => {
    const stored = Array.from({ length: 50 }, () => encryptApiKey(key, owner, secret).split('.'));
    expect(new Set(stored.map((parts) => parts[1])).size).toBe(50);
    expect(new Set(stored.map((parts) => parts[3])).size).toBe(50);
  });

  it('fails for another user (the user id is associated data) and for another secret', () => {
    const stored = encryptApiKey(key, owner, secret);
    expect(() => open(stored, { ...owner, userId: '2f1b7c1e-4f2a-4a8e-9d2e-000000000002' })).toThrow(KEY_UNREADABLE);
    expect(() => open(stored, owner, randomBytes(32))).toThrow(KEY_UNREADABLE);
    expect(() => open('not-a-ciphertext')).toThrow(KEY_UNREADABLE);
  });

  it('binds the key to its provider and base URL too, so a row pointed elsewhere does not decrypt', () => {
    const stored = encryptApiKey(key, owner, secret);
    expect(stored.startsWith('v2.')).toBe(true);
    expect(decryptApiKey(stored, owner, secret)).toEqual({ plaintext: key, outdated: false });
    for (const other of [
      { ...owner, baseUrl: 'http://169.254.169.254/latest' },
      { ...owner, baseUrl: 'https://llm.example.com/v1/' },
      { ...owner, baseUrl: null },
      { ...owner, provider: 'openai' },
    ])
      expect(() => open(stored, other), JSON.stringify(other)).toThrow(KEY_UNREADABLE);
    const openai = { userId: user, provider: 'openai', baseUrl: null };
    expect(open(encryptApiKey(key, openai, secret), openai)).toBe(key);
  });

  it('encodes the binding unambiguously: moving text between its fields changes it', () => {
    for (const separator of ['|', '\u0000', '","', '.', ':'] as const) {
      const a = { userId: 'u', provider: `p${separator}x`, baseUrl: 'y' };
      const b = { userId: 'u', provider: 'p', baseUrl: `x${separator}y` };
      expect(() => open(encryptApiKey(key, a, secret), b), separator).toThrow(KEY_UNREADABLE);
    }
  });

  it('still reads keys stored in format v1 (user id only), and says they should be rewritten', () => {
    const legacy = encryptV1(key, user, secret);
    expect(decryptApiKey(legacy, owner, secret)).toEqual({ plaintext: key, outdated: true });
    expect(() => open(legacy, { ...owner, userId: '2f1b7c1e-4f2a-4a8e-9d2e-000000000002' })).toThrow(KEY_UNREADABLE);
  });

  it('shows at most the last four characters', () => {
    expect(keyHint(key)).toBe('WXYZ');
    expect(keyHint('short-key')).toBe('ey');
    expect(keyHint('tiny')).toBe('');
  });

  it('accepts a 32-byte secret as base64 or hex, and nothing else', () => {
    expect(parseSecret(secret.toString('base64'))).toEqual(secret);
    expect(parseSecret(secret.toString('hex'))).toEqual(secret);
    expect(() => parseSecret('too-short')).toThrow(/32 bytes/);
  });
});
