import 'server-only';
import { requireOwner } from '@/lib/admins/owner';
import { confirmOwnPassword } from '@/lib/auth/confirm-password';
import { MAX_PASSWORD_LENGTH } from '@/lib/auth/schemas';
import type { AuthUser } from '@/lib/auth/types';
import { BackupTooLargeError, InvalidBackupError } from '@/lib/data/embedded/engine/backup-format';
import { SecretsWontOpenError, stageRestore } from '@/lib/data/embedded/engine/restore-stage';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { readLimitedBytes } from '@/lib/http/request';
import { isSupervised } from '@/lib/supervisor/protocol';
import { restartForRestore } from '@/lib/supervisor/restart';
import { secretsRefusal } from './restore-messages';

/** The largest backup the page takes (the whole file is held in memory while it is checked). */
export const RESTORE_MAX_MB = 200;
const RESTORE_MAX_BYTES = RESTORE_MAX_MB * 1024 * 1024;
/** What it may unpack to: a database folder compresses well, but not a thousandfold. */
const RESTORE_MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

/** 202: the backup is checked and staged; the server restarts with it (app/api/backup/restore). */
export type RestoreAnswer = { message: string; backupCreatedAt: string };

export const RESTORE_OWNER_ONLY =
  'Only the owner can restore a backup: it replaces every account, page and chat of the site.';
const NOT_SUPERVISED =
  'This server cannot restart itself (it was not started with npm start), so it cannot restore from this page. Stop it and use the restore command instead (see the operations guide).';
const TOO_LARGE = `The backup is larger than ${RESTORE_MAX_MB} MB, the most this page takes. Restore it with the restore command on the server instead (see the operations guide). Nothing was changed.`;
const NOT_A_BACKUP = 'This file is not a backup of this site, or it is damaged. Nothing was changed.';

// On globalThis, like the database: Next may load the route in more than one bundle.
const runningKey = Symbol.for('mission-site.restore-running');
type Holder = { [runningKey]?: boolean };

async function readForm(request: Request): Promise<{ backup: Buffer; password: string }> {
  const bytes = await readLimitedBytes(request, RESTORE_MAX_BYTES + 64 * 1024, TOO_LARGE);
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    throw new AppError('invalid_input', 'Choose a backup file to restore.');
  }
  const password = form.get('password');
  if (typeof password !== 'string' || !password) throw new AppError('invalid_input', 'Enter your password to restore.');
  if (password.length > MAX_PASSWORD_LENGTH) throw new AppError('invalid_input', 'Password is too long');
  const file = form.get('backup');
  if (!(file instanceof Blob) || file.size === 0)
    throw new AppError('invalid_input', 'Choose a backup file to restore.');
  if (file.size > RESTORE_MAX_BYTES) throw new AppError('payload_too_large', TOO_LARGE);
  return { backup: Buffer.from(await file.arrayBuffer()), password };
}

/** The checks of stageRestore() as the owner's message; anything else is a server fault (500). */
async function stage(backup: Buffer) {
  const env = getEnv();
  try {
    return await stageRestore({
      dataDir: env.dataDir,
      bytes: backup,
      appEncryptionKey: env.APP_ENCRYPTION_KEY,
      maxUnpackedBytes: RESTORE_MAX_UNPACKED_BYTES,
    });
  } catch (error) {
    if (error instanceof BackupTooLargeError) throw new AppError('payload_too_large', TOO_LARGE, { cause: error });
    if (error instanceof InvalidBackupError) throw new AppError('invalid_input', NOT_A_BACKUP, { cause: error });
    if (error instanceof SecretsWontOpenError)
      throw new AppError('conflict', secretsRefusal(error.check, Boolean(env.APP_ENCRYPTION_KEY)), { cause: error });
    throw error;
  }
}

/**
 * The owner's restore from the Backup page (embedded mode, under the supervisor of `npm start`):
 * the owner only, the password again, the file checked in full before anything is replaced; then
 * the server stops and the supervisor swaps the checked copy in and starts it again, keeping the
 * data it replaced until the restored server answers (scripts/supervise.mjs).
 */
export async function restoreUpload(user: AuthUser, request: Request): Promise<Response> {
  await requireOwner(user, RESTORE_OWNER_ONLY);
  const env = getEnv();
  if (env.mode !== 'embedded')
    throw new AppError(
      'conflict',
      'In supabase mode the data lives in Supabase: restore with its backups (docs/deploy.md).',
    );
  if (!isSupervised()) throw new AppError('conflict', NOT_SUPERVISED);
  const { backup, password } = await readForm(request);
  await confirmOwnPassword(user, password);
  const holder = globalThis as Holder;
  if (holder[runningKey]) throw new AppError('rate_limited', 'A restore is already under way.');
  holder[runningKey] = true;
  try {
    const staged = await stage(backup);
    restartForRestore();
    return Response.json(
      {
        message: 'The backup is checked. The site restarts with it now; sign in again in a minute.',
        backupCreatedAt: staged.manifest.createdAt,
      } satisfies RestoreAnswer,
      { status: 202 },
    );
  } catch (error) {
    holder[runningKey] = false;
    throw error;
  }
}
