import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { InvalidBackupError, unpackBackup, type BackupManifest } from './backup-format';
import { acquireDataDirLock } from './data-dir-lock';
import { secureDataDir } from './data-dir-permissions';
import { DurableNodeFS } from './durable-node-fs';
import { embeddedStartParams } from './start-params';

export type RestoreResult = { manifest: BackupManifest; replacedDir: string };

/** Opens the unpacked copy once (Postgres replays its WAL) and checks it is this site's database. */
async function checkOpens(file: string, pgDir: string, pgdata: Buffer): Promise<void> {
  let db: PGlite | undefined;
  try {
    db = await PGlite.create({
      fs: new DurableNodeFS(pgDir),
      loadDataDir: new Blob([new Uint8Array(pgdata)], { type: 'application/x-tar' }),
      extensions: { vector },
      startParams: embeddedStartParams,
    });
    await db.query('select count(*) from public.page_content');
    await db.query('select count(*) from supabase_migrations.schema_migrations');
  } catch (error) {
    throw new InvalidBackupError(file, `its database does not open: ${(error as Error).message}`);
  } finally {
    await db?.close().catch(() => {});
  }
}

/** fsync every file and folder, so the restored copy is on disk before it replaces anything. */
function syncTree(entry: string): void {
  const stat = fs.lstatSync(entry);
  if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) syncTree(path.join(entry, name));
  if (stat.isSymbolicLink()) return;
  const fd = fs.openSync(entry, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function moveAll(names: string[], from: string, to: string): void {
  for (const name of names) fs.renameSync(path.join(from, name), path.join(to, name));
}

/**
 * Brings DATA_DIR back to a backup file, with the server stopped (the data folder lock says so).
 * Checked before anything changes: the file is read and its database opened in a folder beside the
 * live one. Then each replaced entry is renamed aside into `replaced-<time>/` and the restored one
 * renamed in (same filesystem, so each rename is atomic); nothing is deleted.
 */
export async function restoreBackup(options: { dataDir: string; file: string }): Promise<RestoreResult> {
  const dataDir = path.resolve(options.dataDir);
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(options.file);
  } catch (error) {
    throw new Error(`Cannot read the backup file "${options.file}": ${(error as Error).message}`);
  }
  const contents = await unpackBackup(options.file, bytes);
  const release = acquireDataDirLock(dataDir);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = path.join(dataDir, `restoring-${stamp}`);
  try {
    fs.mkdirSync(staging, { mode: 0o700 });
    await checkOpens(options.file, path.join(staging, 'pgdata'), contents.pgdata);
    const names = ['pgdata'];
    if (contents.encryptionKey) {
      fs.writeFileSync(path.join(staging, 'encryption.key'), contents.encryptionKey, { mode: 0o600 });
      names.push('encryption.key');
    }
    syncTree(staging);

    const replacedDir = path.join(dataDir, `replaced-${stamp}`);
    fs.mkdirSync(replacedDir, { mode: 0o700 });
    const present = names.filter((name) => fs.existsSync(path.join(dataDir, name)));
    moveAll(present, dataDir, replacedDir);
    try {
      moveAll(names, staging, dataDir);
    } catch (error) {
      // Put back what was moved aside, so a failed swap leaves the old data where it was.
      for (const name of names)
        if (fs.existsSync(path.join(dataDir, name))) fs.renameSync(path.join(dataDir, name), path.join(staging, name));
      moveAll(present, replacedDir, dataDir);
      throw error;
    }
    syncTree(dataDir);
    secureDataDir(dataDir);
    return { manifest: contents.manifest, replacedDir };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}
