import { createBackup } from '@/lib/data/embedded/backup';
import { getEmbeddedDatabase } from '@/lib/data/embedded/instance';
import { getEnv } from '@/lib/env';
import { userRoute } from '@/lib/http/route';

/**
 * The owner's backup download (embedded mode): the database and, when the server generated it,
 * the key that decrypts stored API keys. A GET, so a plain link downloads it; it changes nothing.
 */
export const GET = userRoute(
  async () => {
    const env = getEnv();
    if (env.mode !== 'embedded') {
      return Response.json(
        {
          error: 'not_available',
          message: 'In supabase mode the data lives in Supabase: use its backups or pg_dump (docs/deploy.md).',
        },
        { status: 409 },
      );
    }
    const backup = await createBackup(await getEmbeddedDatabase(), {
      dataDir: env.dataDir,
      includeKeyFile: !env.APP_ENCRYPTION_KEY,
    });
    return new Response(new Uint8Array(backup.bytes), {
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Disposition': `attachment; filename="${backup.filename}"`,
        'Content-Length': String(backup.bytes.length),
        'Cache-Control': 'no-store',
      },
    });
  },
  // A GET, but it hands over everything: an ended session must not get it with its old token.
  { admin: true, confirmSession: true },
);
