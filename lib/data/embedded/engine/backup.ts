import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import { assertFileKey } from '../../file-key';
import { backupFilename, newManifest, packBackup } from './backup-format';

export type Backup = { filename: string; bytes: Buffer; includesKey: boolean; files: number };

/** Keys of DATA_DIR/files (lib/files/embedded.ts); its half-written `*.tmp` files are not keys and stay out. */
function listFiles(root: string, prefix = ''): string[] {
  let names: fs.Dirent[];
  try {
    names = fs.readdirSync(path.join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.flatMap((entry) => {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(root, key);
    if (!entry.isFile()) return [];
    try {
      return [assertFileKey(key)];
    } catch {
      return [];
    }
  });
}

/** Adds the files of DATA_DIR/files not read yet; one removed since it was listed is skipped. */
function readNewFiles(root: string, into: Map<string, Buffer>): void {
  for (const key of listFiles(root)) {
    if (into.has(key)) continue;
    try {
      into.set(key, fs.readFileSync(path.join(root, ...key.split('/'))));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/**
 * A consistent copy of the running database. PGlite's dumpDataDir reads every file while it holds
 * the query lock, so no statement writes in between: the copy is the on-disk state of one moment,
 * which Postgres opens like a database after a power cut (committed data in, the rest rolled back).
 * The checkpoint first makes that replay short.
 *
 * The uploaded files are read before and after the dump and all kept: an upload writes its file
 * before the row that names it, and a replaced file is deleted only after its row moved on, so a
 * file a row of the dump names is missed only if it was uploaded and replaced while this ran
 * (the site then shows that slot's built-in image).
 * The key file goes with it only when asked (`includeKeyFile`): it decrypts every saved API key.
 */
export async function createBackup(db: PGlite, options: { dataDir: string; includeKeyFile: boolean }): Promise<Backup> {
  const filesRoot = path.join(options.dataDir, 'files');
  const files = new Map<string, Buffer>();
  readNewFiles(filesRoot, files);
  await db.query('checkpoint');
  const dump = await db.dumpDataDir('none');
  readNewFiles(filesRoot, files);
  const keyFile = path.join(options.dataDir, 'encryption.key');
  const encryptionKey = options.includeKeyFile && fs.existsSync(keyFile) ? fs.readFileSync(keyFile) : undefined;
  const manifest = newManifest(Boolean(encryptionKey), files.size);
  const pgdata = Buffer.from(await dump.arrayBuffer());
  const bytes = await packBackup({ manifest, pgdata, encryptionKey, files });
  return {
    filename: backupFilename(manifest.createdAt),
    bytes,
    includesKey: Boolean(encryptionKey),
    files: files.size,
  };
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
