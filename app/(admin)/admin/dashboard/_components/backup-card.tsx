import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { getEnv } from '@/lib/env';

/** Backup download (embedded mode) or where Supabase keeps the data (supabase mode). */
export function BackupCard() {
  const env = getEnv();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="font-mono tracking-widest">Backup</CardTitle>
      </CardHeader>
      {env.mode === 'embedded' ? (
        <CardContent className="space-y-3 text-sm text-muted-foreground">
          <p>
            One file with the whole database as it is now: page content, accounts (password hashes), chats, memories and
            saved API keys
            {env.APP_ENCRYPTION_KEY
              ? '. The key that decrypts the API keys is APP_ENCRYPTION_KEY, which is not in the file: keep it too.'
              : ', with the key that decrypts them.'}{' '}
            <strong className="text-foreground">It holds secrets: keep it as safe as a password.</strong>
          </p>
          <p>
            To restore: stop the server, then run <code>npm run restore -- FILE</code> with the same DATA_DIR.
          </p>
          <Button asChild variant="outline" className="font-mono tracking-widest">
            <a href="/api/backup" download>
              <Download aria-hidden /> DOWNLOAD BACKUP
            </a>
          </Button>
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
