import 'server-only';
import { createHmac, hkdfSync } from 'node:crypto';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';

const keys = new Map<string, Buffer>();
const keyFor = (purpose: 'visitor keys' | 'visitor address keys') => {
  let key = keys.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', getEncryptionSecret(), Buffer.alloc(0), purpose, 32));
    keys.set(purpose, key);
  }
  return key;
};

/**
 * What the database hashes with the day's salt to tell visitors apart (migration 20261201000100):
 * an HMAC of the client address and user agent under a key derived from the app secret, so
 * neither the address nor the user agent leaves the app server, and the anon key's holders
 * cannot compute anyone's key. On its own it is stable across days; it is never stored.
 */
export function visitorKey(address: string, userAgent: string): string {
  return createHmac('sha256', keyFor('visitor keys')).update(`${address}\n${userAgent}`).digest('hex');
}

/**
 * The client address alone, keyed the same way under a key of its own: the database counts at
 * most a few visitors per address and day with it (migration 20261210000200), so one address that
 * changes its user agent for every view stays a handful of visitors. Never stored as it is.
 */
export function addressKey(address: string): string {
  return createHmac('sha256', keyFor('visitor address keys')).update(address).digest('hex');
}
