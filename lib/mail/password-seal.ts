import 'server-only';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';
import { openSecret, sealSecret } from '@/lib/crypto/sealed-secret';
import { AppError } from '@/lib/errors';

/** What a sealed mail password belongs to. */
export type MailPasswordBinding = { host: string; username: string | null };

/**
 * Bound to the host and user, like a provider key to its base URL: a row pointed at another
 * server after saving (a write that went past the app) no longer opens, so the password is never
 * handed to a server the owner did not save it for.
 */
const context = ({ host, username }: MailPasswordBinding) => [
  'mail server password',
  host.toLowerCase(),
  username ?? '',
];

export const MAIL_PASSWORD_UNREADABLE =
  "The saved mail server password can't be read any more (the server's secret key changed, or the settings were altered). Enter it again on the E-mail page.";

export function sealMailPassword(password: string, binding: MailPasswordBinding): string {
  return sealSecret(password, context(binding), getEncryptionSecret());
}

export function openMailPassword(sealed: string, binding: MailPasswordBinding): string {
  try {
    return openSecret(sealed, context(binding), getEncryptionSecret());
  } catch (error) {
    throw new AppError('conflict', MAIL_PASSWORD_UNREADABLE, { cause: error });
  }
}
