import 'server-only';
import { z } from 'zod';
import { requireOwner } from '@/lib/admins/owner';
import { confirmOwnPassword } from '@/lib/auth/confirm-password';
import { MAX_PASSWORD_LENGTH } from '@/lib/auth/schemas';
import type { AuthUser } from '@/lib/auth/types';
import { createBackup, oneBackupAtATime } from '@/lib/data/embedded/engine/backup';
import { getEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';

export const BACKUP_OWNER_ONLY =
  'Only the owner can download a backup: it holds every account, chat and saved API key of the site.';
export const KEY_IS_APP_ENCRYPTION_KEY =
  'The key that decrypts saved API keys is APP_ENCRYPTION_KEY, which is not in DATA_DIR: there is no key file to include. Keep that value safe yourself.';

/** The POST body: "Include the encryption key" ticked, and the owner's password typed again. */
export const withKeyRequest = z.object({
  includeEncryptionKey: z.literal(true, { error: 'includeEncryptionKey must be true.' }),
  password: z
    .string({ error: 'Enter your password to include the key.' })
    .min(1, 'Enter your password to include the key.')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});

/**
 * The owner's backup download (embedded mode). Without `readKeyRequest`: the database and the
 * uploaded files, not the key that decrypts saved API keys. With it (read only once the caller is
 * known to be the owner): the key file too, after the password is checked again, so a borrowed
 * or stolen session alone cannot take every user's provider keys.
 */
export async function backupDownload(
  user: AuthUser,
  readKeyRequest?: () => Promise<z.infer<typeof withKeyRequest>>,
): Promise<Response> {
  await requireOwner(user, BACKUP_OWNER_ONLY);
  const env = getEnv();
  if (env.mode !== 'embedded') {
    throw new AppError(
      'conflict',
      'In supabase mode the data lives in Supabase: use its backups or pg_dump (docs/deploy.md).',
    );
  }
  if (readKeyRequest) {
    const { password } = await readKeyRequest();
    if (env.APP_ENCRYPTION_KEY) throw new AppError('conflict', KEY_IS_APP_ENCRYPTION_KEY);
    await confirmOwnPassword(user, password);
  }
  const backup = await oneBackupAtATime(async () =>
    createBackup(await getEmbeddedDatabase(), { dataDir: env.dataDir, includeKeyFile: Boolean(readKeyRequest) }),
  );
  return new Response(new Uint8Array(backup.bytes), {
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Disposition': `attachment; filename="${backup.filename}"`,
      'Content-Length': String(backup.bytes.length),
      'Cache-Control': 'no-store',
    },
  });
}
