import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { InvalidBackupError, unpackBackup, type BackupManifest } from './backup-format';
import { acquireDataDirLock } from './data-dir-lock';
import { secureDataDir } from './data-dir-permissions';
import { DurableNodeFS } from './durable-node-fs';
import { writeRestoreMarker, RESTORE_MARKER } from './restore-marker';
import { checkSavedKeys, type SavedKeys, type StoredKeyRow } from './restore-keys';
import { embeddedStartParams } from './start-params';

/** `files`: how many uploaded files came back; null for an older backup without them (DATA_DIR/files left alone). */
export type RestoreResult = {
  manifest: BackupManifest;
  replacedDir: string;
  files: number | null;
  savedKeys: SavedKeys;
  /** Live sessions of the backup that were ended (everyone signs in again). */
  sessionsEnded: number;
};

/**
 * Opens the unpacked copy once (Postgres replays its WAL), checks it is this site's database and
 * returns its saved API keys (still encrypted), to tell whether they will decrypt.
 */
async function checkOpens(
  file: string,
  pgDir: string,
  pgdata: Buffer,
): Promise<{ keys: StoredKeyRow[]; sessionsEnded: number }> {
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
    const keys = (await db.query<StoredKeyRow>('select user_id, provider, base_url, api_key from public.api_keys'))
      .rows;
    return { keys, sessionsEnded: await endBackedUpSessions(db) };
  } catch (error) {
    throw new InvalidBackupError(file, `its database does not open: ${(error as Error).message}`);
  } finally {
    await db?.close().catch(() => {});
  }
}

/**
 * Sessions (and sign-ins waiting for their second step) are not restored: one signed out, revoked or
 * ended by a password change after the backup was taken would otherwise work again. Everyone signs
 * in again after a restore. Returns how many live sessions were ended.
 */
async function endBackedUpSessions(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ ended: number }>(
    `with gone as (delete from auth.embedded_sessions returning expires_at)
     select count(*) filter (where expires_at > now())::int as ended from gone`,
  );
  // Backups from before the second step have no such table.
  const pending = await db.query<{ name: string | null }>(
    `select to_regclass('auth.embedded_pending_sign_ins')::text as name`,
  );
  if (pending.rows[0]?.name) await db.query('delete from auth.embedded_pending_sign_ins');
  return rows[0]?.ended ?? 0;
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

/** DATA_DIR/files as lib/files/embedded.ts keeps it: folders 0700, files 0600. */
function writeFiles(root: string, files: Map<string, Buffer>): void {
  fs.mkdirSync(root, { mode: 0o700 });
  for (const [key, bytes] of files) {
    const target = path.join(root, ...key.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    fs.writeFileSync(target, bytes, { mode: 0o600, flag: 'wx' });
  }
}

/**
 * Brings DATA_DIR back to a backup file, with the server stopped (the data folder lock says so).
 * Checked before anything changes: the file is read and its database opened in a folder beside the
 * live one. Then each replaced entry is renamed aside into `replaced-<time>/` and the restored one
 * renamed in (same filesystem, so each rename is atomic); nothing is deleted. Restored: the
 * database, the uploaded files, the key file when the backup holds one (otherwise the one in
 * DATA_DIR stays), and `restore.json`, which tells the next server start that the pages Next has
 * cached predate this data (lib/content/restored-pages.ts).
 */
export async function restoreBackup(options: {
  dataDir: string;
  file: string;
  /** The server's APP_ENCRYPTION_KEY, if set: the key saved API keys are then checked against. */
  appEncryptionKey?: string;
}): Promise<RestoreResult> {
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
    const { keys: storedKeys, sessionsEnded } = await checkOpens(
      options.file,
      path.join(staging, 'pgdata'),
      contents.pgdata,
    );
    const names = ['pgdata'];
    if (contents.encryptionKey) {
      fs.writeFileSync(path.join(staging, 'encryption.key'), contents.encryptionKey, { mode: 0o600 });
      names.push('encryption.key');
    }
    if (contents.files) {
      writeFiles(path.join(staging, 'files'), contents.files);
      names.push('files');
    }
    writeRestoreMarker(staging, { restoredAt: new Date().toISOString(), backupCreatedAt: contents.manifest.createdAt });
    names.push(RESTORE_MARKER);
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
    const savedKeys = checkSavedKeys(storedKeys, {
      dataDir,
      keyFromBackup: Boolean(contents.encryptionKey),
      appEncryptionKey: options.appEncryptionKey,
    });
    return { manifest: contents.manifest, replacedDir, files: contents.files?.size ?? null, savedKeys, sessionsEnded };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}
