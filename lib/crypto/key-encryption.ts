import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '@/lib/errors';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Strict base64url: Buffer.from silently skips stray characters and ignores spare bits, so an altered value could still decode. */
function decodePart(part: string | undefined, bytes?: number): Buffer {
  const decoded = Buffer.from(part ?? '', 'base64url');
  if (decoded.toString('base64url') !== part || (bytes !== undefined && decoded.length !== bytes))
    throw new Error('malformed part');
  return decoded;
}

export const KEY_UNREADABLE = 'This API key is unreadable (the server secret changed or the stored value was altered). Save it again.';

/**
 * AES-256-GCM with a random IV per value and the owner's user id as associated data, so a
 * ciphertext copied onto another user's row does not decrypt. Stored as v1.iv.tag.ciphertext.
 */
export function encryptApiKey(plaintext: string, userId: string, secret: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** Throws an AppError saying the key must be saved again when the value cannot be authenticated. */
export function decryptApiKey(stored: string, userId: string, secret: Buffer): string {
  try {
    const [version, iv, tag, ciphertext] = stored.split('.');
    if (version !== VERSION) throw new Error('unknown format');
    // Without authTagLength Node accepts a tag cut down to 4 bytes, which an attacker could forge far more easily.
    const decipher = createDecipheriv('aes-256-gcm', secret, decodePart(iv, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(decodePart(tag, TAG_BYTES));
    return Buffer.concat([decipher.update(decodePart(ciphertext)), decipher.final()]).toString('utf8');
  } catch (error) {
    throw new AppError('conflict', KEY_UNREADABLE, { cause: error });
  }
}

/** The last characters a user may see of a key: at most 4, fewer for very short keys. */
export function keyHint(plaintext: string): string {
  return plaintext.length >= 12 ? plaintext.slice(-4) : plaintext.length >= 8 ? plaintext.slice(-2) : '';
}
