import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import { backupFilename, newManifest, packBackup } from './backup-format';

export type Backup = { filename: string; bytes: Buffer; includesKey: boolean };

/**
 * A consistent copy of the running database. PGlite's dumpDataDir reads every file while it holds
 * the query lock, so no statement writes in between: the copy is the on-disk state of one moment,
 * which Postgres opens like a database after a power cut (committed data in, the rest rolled back).
 * The checkpoint first makes that replay short. The generated key file goes with it, so restored
 * API keys still decrypt; with APP_ENCRYPTION_KEY set the owner keeps that secret elsewhere.
 */
export async function createBackup(db: PGlite, options: { dataDir: string; includeKeyFile: boolean }): Promise<Backup> {
  await db.query('checkpoint');
  const dump = await db.dumpDataDir('none');
  const keyFile = path.join(options.dataDir, 'encryption.key');
  const encryptionKey = options.includeKeyFile && fs.existsSync(keyFile) ? fs.readFileSync(keyFile) : undefined;
  const manifest = newManifest(Boolean(encryptionKey));
  const bytes = await packBackup({ manifest, pgdata: Buffer.from(await dump.arrayBuffer()), encryptionKey });
  return { filename: backupFilename(manifest.createdAt), bytes, includesKey: Boolean(encryptionKey) };
}

// On globalThis, like the database itself: Next may load the route in more than one bundle.
const runningKey = Symbol.for('mission-site.backup-running');
type Holder = { [runningKey]?: boolean };

/**
 * Runs `work` unless a backup is already running in this process (embedded mode is one
 * process), and then refuses with a 429: each backup holds the database's query lock while it
 * copies, so back-to-back requests must not be able to keep the site waiting.
 */
export async function oneBackupAtATime<T>(work: () => Promise<T>): Promise<T> {
  const holder = globalThis as Holder;
  if (holder[runningKey])
    throw new AppError('rate_limited', 'A backup is already being made. Try again when it has finished.');
  holder[runningKey] = true;
  try {
    return await work();
  } finally {
    holder[runningKey] = false;
  }
}
