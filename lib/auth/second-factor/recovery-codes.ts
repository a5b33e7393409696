import 'server-only';
import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: nothing to misread on paper. 31 symbols x 10 = about 50 bits per code.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** Ten new codes, shown as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What was typed, as stored: lower case, without the dash and spaces; null when it cannot be a code. */
export function asRecoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]/g, '');
  return code.length === LENGTH && [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}

let hashKey: Buffer | undefined;

/**
 * Keyed with a key derived from the app secret (HKDF): 50 bits would fall to a brute force of a
 * leaked table if it were a plain hash; without the secret the stored values reveal nothing.
 */
export function hashRecoveryCode(userId: string, normalized: string): string {
  hashKey ??= Buffer.from(hkdfSync('sha256', getEncryptionSecret(), Buffer.alloc(0), 'recovery codes', 32));
  return createHmac('sha256', hashKey).update(`${userId}\u0000${normalized}`).digest('hex');
}
