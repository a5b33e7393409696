// `npm run restore -- FILE`: brings DATA_DIR back to a backup downloaded from the dashboard.
// The server must be stopped (the data folder lock is checked). See README "Data".
import { restoreBackup } from '../lib/data/embedded/restore';
import { getEnv } from '../lib/env';

async function main() {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error('Usage: npm run restore -- FILE   (FILE: a backup from the dashboard; DATA_DIR as for the server)');
    process.exit(2);
  }
  const env = getEnv();
  if (env.mode !== 'embedded') {
    console.error('Supabase mode keeps no data here: restore with Supabase backups or pg_restore (docs/deploy.md).');
    process.exit(2);
  }
  try {
    const { manifest, replacedDir } = await restoreBackup({ dataDir: env.dataDir, file });
    console.log(`Restored ${env.dataDir} to the backup of ${manifest.createdAt}.`);
    if (!manifest.encryptionKey)
      console.log('The backup holds no encryption key: start with the same APP_ENCRYPTION_KEY as then.');
    console.log(
      `The data it replaced is in ${replacedDir}: delete it once the restored site looks right (it holds secrets).`,
    );
  } catch (error) {
    console.error(`Restore failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

void main();
