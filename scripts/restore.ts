// `npm run restore -- FILE`: brings DATA_DIR back to a backup downloaded from the dashboard.
// The server must be stopped (the data folder lock is checked). See docs/operations.md, "Backup and restore".
import type { RestoreResult } from '../lib/data/embedded/engine/restore';
import { restoreBackup } from '../lib/data/embedded/engine/restore';
import { getEnv } from '../lib/env';

const KEY_SOURCES = {
  APP_ENCRYPTION_KEY: 'APP_ENCRYPTION_KEY',
  backup: "the backup's encryption key",
  'data-dir': 'the encryption.key already in DATA_DIR (the backup holds no key)',
  none: 'no key: the backup holds none and DATA_DIR had none (the server will generate a new one)',
} as const;

/** What the owner must know about the saved API keys: whether they will decrypt, and what to do if not. */
function savedKeysReport({ savedKeys }: RestoreResult): string[] {
  const { total, readable, keySource } = savedKeys;
  if (total === 0) return ['The backup holds no saved API keys.'];
  const using = KEY_SOURCES[keySource];
  if (readable === total) return [`All ${total} saved API key(s) decrypt with ${using}.`];
  return [
    `WARNING: ${total - readable} of ${total} saved API key(s) do NOT decrypt with ${using}.`,
    'Everything else is restored. For the saved keys to work, put the original encryption.key into DATA_DIR',
    '(or start the server with the original APP_ENCRYPTION_KEY) before starting it; otherwise their users',
    'must save them again (the AI portal says so for each unreadable key).',
  ];
}

/** The same for authenticator apps and recovery codes: accounts that could not finish signing in. */
function secondFactorsReport({ secondFactors, savedKeys }: RestoreResult): string[] {
  const { total, readable, recoveryCodes } = secondFactors;
  if (total === 0) return [];
  const using = KEY_SOURCES[savedKeys.keySource];
  if (readable === total) return [`All ${total} authenticator app(s) and their recovery codes work with ${using}.`];
  return [
    `WARNING: ${total - readable} of ${total} authenticator app(s) do NOT open with ${using}, and the recovery codes of`,
    `${recoveryCodes.total - recoveryCodes.readable} account(s) were made with another key: those accounts cannot finish signing in.`,
    'Put the original encryption.key into DATA_DIR (or start the server with the original APP_ENCRYPTION_KEY) before starting it.',
  ];
}

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
    const result = await restoreBackup({ dataDir: env.dataDir, file, appEncryptionKey: env.APP_ENCRYPTION_KEY });
    console.log(`Restored ${env.dataDir} to the backup of ${result.manifest.createdAt}.`);
    console.log(
      result.files === null
        ? 'This backup is older than backups with uploaded files: DATA_DIR/files (resume, images) was left as it was.'
        : `Uploaded files (resume, images) restored: ${result.files}.`,
    );
    for (const line of [...savedKeysReport(result), ...secondFactorsReport(result)]) console.log(line);
    console.log('Sessions are not restored: everyone signs in again.');
    console.log(
      `The data it replaced is in ${result.replacedDir}: delete it once the restored site looks right (it holds secrets).`,
    );
  } catch (error) {
    console.error(`Restore failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

void main();
