import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptApiKey, encryptApiKey, KEY_UNREADABLE, keyHint } from '@/lib/crypto/key-encryption';
import { parseSecret } from '@/lib/crypto/app-secret';

const secret = randomBytes(32);
const key = 'sk-test-0123456789abcdefWXYZ';
const user = '2f1b7c1e-4f2a-4a8e-9d2e-000000000001';

const flip = (stored: string, part: number) => {
  const parts = stored.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 0x01;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
};

describe('API key encryption', () => {
  it('round-trips, and the same key saved twice gives different ciphertexts', () => {
    const a = encryptApiKey(key, user, secret);
    const b = encryptApiKey(key, user, secret);
    expect(a).not.toBe(b);
    expect(decryptApiKey(a, user, secret)).toBe(key);
    expect(decryptApiKey(b, user, secret)).toBe(key);
  });

  it('never contains the plaintext or its base64', () => {
    const stored = encryptApiKey(key, user, secret);
    for (const form of [key, Buffer.from(key).toString('base64'), Buffer.from(key).toString('base64url')])
      expect(stored).not.toContain(form);
  });

  it.each([
    ['IV', 1],
    ['tag', 2],
    ['ciphertext', 3],
  ])('fails loudly when a byte of the %s is flipped', (_, part) => {
    expect(() => decryptApiKey(flip(encryptApiKey(key, user, secret), part), user, secret)).toThrow(KEY_UNREADABLE);
  });

  it('fails for another user (the user id is associated data) and for another secret', () => {
    const stored = encryptApiKey(key, user, secret);
    expect(() => decryptApiKey(stored, '2f1b7c1e-4f2a-4a8e-9d2e-000000000002', secret)).toThrow(KEY_UNREADABLE);
    expect(() => decryptApiKey(stored, user, randomBytes(32))).toThrow(KEY_UNREADABLE);
    expect(() => decryptApiKey('not-a-ciphertext', user, secret)).toThrow(KEY_UNREADABLE);
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
