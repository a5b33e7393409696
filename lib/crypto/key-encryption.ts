import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '@/lib/errors';

const VERSION = 'v2';
// Keys saved before v2 still decrypt (and are rewritten as v2 on use).
const LEGACY_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Strict base64url: Buffer.from silently skips stray characters and ignores spare bits, so an altered value could still decode. */
function decodePart(part: string | undefined, bytes?: number): Buffer {
  const decoded = Buffer.from(part ?? '', 'base64url');
  if (decoded.toString('base64url') !== part || (bytes !== undefined && decoded.length !== bytes))
    throw new Error('malformed part');
  return decoded;
}

export const KEY_UNREADABLE =
  'This API key is unreadable (the server secret changed or the stored value was altered). Save it again.';

/** What a stored key belongs to; all of it is authenticated with the ciphertext. */
export type KeyBinding = { userId: string; provider: string; baseUrl: string | null };

/**
 * v1 bound a key to its owner only, so a row whose provider or base URL was changed (through
 * PostgREST in supabase mode) still decrypted and the key went to the new address. v2 binds
 * all three; JSON of an array keeps the encoding unambiguous ("a","b/c" never equals "a/b","c").
 */
function associatedData(version: string, { userId, provider, baseUrl }: KeyBinding): Buffer {
  return Buffer.from(version === 'v1' ? userId : JSON.stringify([version, userId, provider, baseUrl]), 'utf8');
}

/** AES-256-GCM with a random IV per value; stored as v2.iv.tag.ciphertext. */
export function encryptApiKey(plaintext: string, binding: KeyBinding, secret: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(associatedData(VERSION, binding));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * The key, and whether it is in an older format that should be stored again (encryptApiKey)
 * now that it has been read. Throws an AppError saying the key must be saved again when the
 * value cannot be authenticated for this binding.
 */
export function decryptApiKey(
  stored: string,
  binding: KeyBinding,
  secret: Buffer,
): { plaintext: string; outdated: boolean } {
  try {
    const [version, iv, tag, ciphertext, ...rest] = stored.split('.');
    if ((version !== VERSION && version !== LEGACY_VERSION) || rest.length) throw new Error('unknown format');
    // Without authTagLength Node accepts a tag cut down to 4 bytes, which an attacker could forge far more easily.
    const decipher = createDecipheriv('aes-256-gcm', secret, decodePart(iv, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(associatedData(version, binding));
    decipher.setAuthTag(decodePart(tag, TAG_BYTES));
    const plaintext = Buffer.concat([decipher.update(decodePart(ciphertext)), decipher.final()]).toString('utf8');
    return { plaintext, outdated: version !== VERSION };
  } catch (error) {
    throw new AppError('conflict', KEY_UNREADABLE, { cause: error });
  }
}

/** The last characters a user may see of a key: at most 4, fewer for very short keys. */
export function keyHint(plaintext: string): string {
  return plaintext.length >= 12 ? plaintext.slice(-4) : plaintext.length >= 8 ? plaintext.slice(-2) : '';
}
