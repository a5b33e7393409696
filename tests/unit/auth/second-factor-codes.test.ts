import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { browserFamily } from '@/lib/auth/browser-family';
import { asRecoveryCode, hashRecoveryCode, newRecoveryCodes } from '@/lib/auth/second-factor/recovery-codes';
import { asTotpCode, newTotpSecret, totpStep, totpUri } from '@/lib/auth/second-factor/totp';

describe('authenticator codes', () => {
  const secret = newTotpSecret();
  const at = Date.UTC(2026, 10, 29, 12, 0, 15);
  const code = (steps: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at + steps * 30_000 });

  it('accept the code of this step and one step either side, and say which step it was', () => {
    const step = Math.floor(at / 30_000);
    expect(totpStep(secret, code(0), at)).toBe(step);
    expect(totpStep(secret, code(-1), at)).toBe(step - 1);
    expect(totpStep(secret, code(1), at)).toBe(step + 1);
    expect(totpStep(secret, code(-2), at)).toBeNull();
    expect(totpStep(secret, code(2), at)).toBeNull();
  });

  it('are six digits, with spaces people type taken out', () => {
    expect(asTotpCode(' 123 456 ')).toBe('123456');
    for (const input of ['12345', '1234567', '12345a', 'abcdef']) expect(asTotpCode(input)).toBeNull();
  });

  it('come from a 160-bit secret in an otpauth URI with the parameters every app reads', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri(secret, 'ann@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of about 50 bits, in an alphabet without look-alikes', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('are read in any case, with or without the dash, and hashed per account', () => {
    expect(asRecoveryCode(' ABCDE-FGHJK ')).toBe('abcdefghjk');
    expect(asRecoveryCode('abcde fghjk')).toBe('abcdefghjk');
    expect(asRecoveryCode('abcde-fghj0')).toBeNull();
    expect(asRecoveryCode('123456')).toBeNull();
    expect(hashRecoveryCode('user-1', 'abcdefghjk')).not.toBe(hashRecoveryCode('user-2', 'abcdefghjk'));
    expect(hashRecoveryCode('user-1', 'abcdefghjk')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('browser family', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
      'Chrome',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      'Edge',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      'Safari',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0 Mobile/15E148 Safari/604.1',
      'Chrome',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/140.0 Mobile/15E148 Safari/605.1.15',
      'Firefox',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 OPR/120.0',
      'Other',
    ],
    ['curl/8.5.0', 'Other'],
    ['', 'Other'],
  ])('%s is %s', (userAgent, family) => {
    expect(browserFamily(userAgent)).toBe(family);
  });
});
