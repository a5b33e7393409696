import 'server-only';
import { createHmac, hkdfSync } from 'node:crypto';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';

let keyingKey: Buffer | undefined;

/**
 * What the database hashes with the day's salt to tell visitors apart (migration 20261201000100):
 * an HMAC of the client address and user agent under a key derived from the app secret, so
 * neither the address nor the user agent leaves the app server, and the anon key's holders
 * cannot compute anyone's key. On its own it is stable across days; it is never stored.
 */
export function visitorKey(address: string, userAgent: string): string {
  keyingKey ??= Buffer.from(hkdfSync('sha256', getEncryptionSecret(), Buffer.alloc(0), 'visitor keys', 32));
  return createHmac('sha256', keyingKey).update(`${address}\n${userAgent}`).digest('hex');
}
