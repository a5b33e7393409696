import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
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
