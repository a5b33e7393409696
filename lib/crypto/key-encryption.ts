import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '@/lib/errors';

const VERSION = 'v1';
const IV_BYTES = 12;

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
    if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('unknown format');
    const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch (error) {
    throw new AppError('conflict', KEY_UNREADABLE, { cause: error });
  }
}

/** The last characters a user may see of a key: at most 4, fewer for very short keys. */
export function keyHint(plaintext: string): string {
  return plaintext.length >= 12 ? plaintext.slice(-4) : plaintext.length >= 8 ? plaintext.slice(-2) : '';
}
