import 'server-only';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app implements it: SHA-1, 6 digits, 30-second steps. */
const PARAMETERS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** One step either side of now: a phone clock up to ~30 s off still works. */
const WINDOW = 1;
export const ISSUER = 'Mission Ready Tech';

/** A new secret (160 bits, RFC 4226's recommended length) as base32: the setup key users type. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI the QR code carries. */
export function totpUri(secret: string, account: string): string {
  return new TOTP({ ...PARAMETERS, issuer: ISSUER, label: account, secret: Secret.fromBase32(secret) }).toString();
}

/** Six digits, with the spaces some apps show in the middle (and people type) removed. */
export function asTotpCode(input: string): string | null {
  const code = input.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/**
 * The time step `code` belongs to when it is valid at `now` (±1 step), else null. The caller
 * accepts it only when that step is later than the last one accepted: a code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = new TOTP({ ...PARAMETERS, secret: Secret.fromBase32(secret) });
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
