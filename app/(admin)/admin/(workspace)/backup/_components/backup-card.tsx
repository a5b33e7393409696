import { FormError } from '@/components/forms/form-error';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isOwner } from '@/lib/admins/owner';
import type { AuthUser } from '@/lib/auth/types';
import { RESTORE_MAX_MB } from '@/lib/backup/restore-upload';
import { lastRestoreStatus, type RestoreStatus } from '@/lib/backup/restore-status';
import { getEnv } from '@/lib/env';
import { isSupervised } from '@/lib/supervisor/protocol';
import { BackupDownload } from './backup-download';
import { BackupRestore } from './backup-restore';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

function RestoreNote({ status }: { status: RestoreStatus }) {
  if (!status) return null;
  if (status.kind === 'restored')
    return (
      <p role="status">
        Last restore: the backup of {when(status.backupCreatedAt)}, restored on {when(status.restoredAt)}.
      </p>
    );
  return (
    <FormError role="status">
      The restore of {status.backupCreatedAt ? `the backup of ${when(status.backupCreatedAt)}` : 'a backup'} did not
      start on {when(status.failedAt)}: the site went back to the data it had before, and nothing was lost.
    </FormError>
  );
}

/**
 * The owner's backup download (embedded mode) or where Supabase keeps the data (supabase mode).
 * Other admins do not see the card (the route refuses them too): a backup holds every account.
 */
export async function BackupCard({ user }: { user: AuthUser }) {
  if (!(await isOwner(user).catch(() => false))) return null;
  const env = getEnv();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="font-mono tracking-widest">
          <h2>Backup</h2>
        </CardTitle>
      </CardHeader>
      {env.mode === 'embedded' ? (
        <CardContent className="space-y-3 text-sm text-muted-foreground">
          <p>
            One file with the whole site as it is now: page content, the uploaded resume and images, accounts (password
            hashes), chats, memories and saved API keys (encrypted).{' '}
            <strong className="text-foreground">It holds secrets: keep it as safe as a password.</strong>
          </p>
          <p>
            {env.APP_ENCRYPTION_KEY
              ? 'The key that decrypts the saved API keys is APP_ENCRYPTION_KEY, which is never in the file: keep that value safe as well; a restore needs it for the saved keys to work.'
              : 'The key that decrypts the saved API keys is left out unless you include it: a restore without it brings back everything except the saved API keys, which their users then save again.'}
          </p>
          <BackupDownload keyFile={!env.APP_ENCRYPTION_KEY} />
          <h3 className="pt-4 font-mono tracking-widest text-foreground">Restore</h3>
          <RestoreNote status={lastRestoreStatus(env.dataDir)} />
          {isSupervised() ? (
            <BackupRestore maxMb={RESTORE_MAX_MB} />
          ) : (
            <p>
              This server was not started with <code>npm start</code>, so it cannot restart itself: to restore, stop it
              and run <code>npm run restore -- FILE</code> on the server (see the operations guide).
            </p>
          )}
        </CardContent>
      ) : (
        <CardContent className="space-y-3 text-sm text-muted-foreground">
          <p>
            The data lives in Supabase: use the project&apos;s backups (Database &rarr; Backups in the Supabase
            dashboard) or <code>pg_dump</code> with the database connection string. See docs/deploy.md.
          </p>
        </CardContent>
      )}
    </Card>
  );
}
