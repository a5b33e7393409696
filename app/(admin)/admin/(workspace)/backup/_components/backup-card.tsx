import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isOwner } from '@/lib/admins/owner';
import type { AuthUser } from '@/lib/auth/types';
import { getEnv } from '@/lib/env';
import { BackupDownload } from './backup-download';

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
          <p>
            To restore: stop the server, then run <code>npm run restore -- FILE</code> with the DATA_DIR to restore
            into.
          </p>
          <BackupDownload keyFile={!env.APP_ENCRYPTION_KEY} />
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
