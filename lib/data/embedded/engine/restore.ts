import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { unpackBackup, type BackupManifest } from './backup-format';
import { acquireDataDirLock } from './data-dir-lock';
import { secureDataDir } from './data-dir-permissions';
import { openBackupCopy } from './restore-check';
import { writeRestoreMarker, RESTORE_MARKER } from './restore-marker';
import { checkSecrets, restoredKey, type SavedKeys, type SecondFactors } from './restore-keys';

/** `files`: how many uploaded files came back; null for an older backup without them (DATA_DIR/files left alone). */
export type RestoreResult = {
  manifest: BackupManifest;
  replacedDir: string;
  files: number | null;
  savedKeys: SavedKeys;
  /** Authenticator apps and recovery codes of the backup, and how many will work with the key. */
  secondFactors: SecondFactors;
  /** Live sessions of the backup that were ended (everyone signs in again). */
  sessionsEnded: number;
};

/** fsync every file and folder, so the restored copy is on disk before it replaces anything. */
export function syncTree(entry: string): void {
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
export function writeFiles(root: string, files: Map<string, Buffer>): void {
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
    const { secrets, sessionsEnded } = await openBackupCopy(
      options.file,
      path.join(staging, 'pgdata'),
      contents.pgdata,
    );
    // The key the restored server will use; a key file already in DATA_DIR stays unless the backup holds one.
    const { savedKeys, secondFactors } = checkSecrets(
      secrets,
      restoredKey({ dataDir, keyFromBackup: contents.encryptionKey, appEncryptionKey: options.appEncryptionKey }),
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
    return {
      manifest: contents.manifest,
      replacedDir,
      files: contents.files?.size ?? null,
      savedKeys,
      secondFactors,
      sessionsEnded,
    };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}
