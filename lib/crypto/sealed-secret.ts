import 'server-only';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 's1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * What a sealed value belongs to, authenticated with it: a value copied onto another row (another
 * user, another factor) does not open. JSON of an array keeps the encoding unambiguous.
 */
const associatedData = (context: readonly string[]) => Buffer.from(JSON.stringify([VERSION, ...context]), 'utf8');

function decodePart(part: string | undefined, bytes?: number): Buffer {
  const decoded = Buffer.from(part ?? '', 'base64url');
  // Strict: Buffer.from skips stray characters, so an altered value could otherwise still decode.
  if (decoded.toString('base64url') !== part || (bytes !== undefined && decoded.length !== bytes))
    throw new Error('malformed sealed value');
  return decoded;
}

/**
 * AES-256-GCM with a random IV, for secrets the server must read back (an authenticator's TOTP
 * secret) but a copy of the database alone must not reveal. Stored as s1.iv.tag.ciphertext.
 */
export function sealSecret(plaintext: string, context: readonly string[], key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))].join('.');
}

/** The sealed secret, or a thrown Error when it does not authenticate for this context and key. */
export function openSecret(sealed: string, context: readonly string[], key: Buffer): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || rest.length) throw new Error('unknown sealed value format');
  // Without authTagLength Node accepts a tag cut down to 4 bytes.
  const decipher = createDecipheriv('aes-256-gcm', key, decodePart(iv, IV_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(associatedData(context));
  decipher.setAuthTag(decodePart(tag, TAG_BYTES));
  return Buffer.concat([decipher.update(decodePart(ciphertext)), decipher.final()]).toString('utf8');
}
