import 'server-only';
import { hkdfSync } from 'node:crypto';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';

const derived = new Map<string, Buffer>();

/** A key of its own for one purpose, derived from the app secret (HKDF), never the secret itself. */
export function derivedKey(purpose: 'inquiry form token' | 'inquiry proof of work'): Buffer {
  let key = derived.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', getEncryptionSecret(), Buffer.alloc(0), purpose, 32));
    derived.set(purpose, key);
  }
  return key;
}
