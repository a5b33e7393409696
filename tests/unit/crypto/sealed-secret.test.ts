import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from '@/lib/crypto/sealed-secret';

const key = randomBytes(32);
const context = ['totp', 'user-1', 'factor-1'];
const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('sealed secrets (the TOTP secret at rest)', () => {
  it('open with the same key and context, and never show the secret', () => {
    const sealed = sealSecret(secret, context, key);
    expect(sealed).toMatch(/^s1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(sealSecret(secret, context, key)).not.toBe(sealed);
    expect(openSecret(sealed, context, key)).toBe(secret);
  });

  it('do not open for another user or factor, with another key, or once altered', () => {
    const sealed = sealSecret(secret, context, key);
    expect(() => openSecret(sealed, ['totp', 'user-2', 'factor-1'], key)).toThrow();
    expect(() => openSecret(sealed, ['totp', 'user-1', 'factor-2'], key)).toThrow();
    expect(() => openSecret(sealed, context, randomBytes(32))).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => openSecret([...parts.slice(0, 3), body.toString('base64url')].join('.'), context, key)).toThrow();
    // A tag cut short is refused rather than checked on fewer bytes.
    expect(() => openSecret([parts[0], parts[1], parts[2]!.slice(0, 8), parts[3]].join('.'), context, key)).toThrow();
  });
});
