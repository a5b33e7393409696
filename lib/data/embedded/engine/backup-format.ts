import 'server-only';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import { extract, pack } from 'tar-stream';
import { assertFileKey } from '../../file-key';

/**
 * A backup file: a gzipped tar of `backup.json` (this manifest), `pgdata.tar` (PGlite's own
 * dump of the Postgres folder), `files/<key>` for each uploaded file of DATA_DIR/files (version
 * 2 on; version 1 had none) and, only when the owner asked for it, `encryption.key`, the secret
 * that decrypts the stored API keys. Even without it the file holds password hashes and chats:
 * keep it like a password.
 */
export type BackupManifest = {
  format: typeof FORMAT;
  version: 1 | 2;
  createdAt: string;
  database: string;
  encryptionKey: boolean;
  /** How many uploaded files it holds; absent in version 1, which held none. */
  files?: number;
};

/** `files`: key (as lib/files names it) -> bytes; null for a version 1 backup, which has no files. */
export type BackupContents = {
  manifest: BackupManifest;
  pgdata: Buffer;
  encryptionKey?: Buffer;
  files: Map<string, Buffer> | null;
};

const FORMAT = 'mission-site-backup';
const MANIFEST = 'backup.json';
const PGDATA = 'pgdata.tar';
const KEY = 'encryption.key';
const FILES = 'files/';

export class InvalidBackupError extends Error {
  constructor(
    file: string,
    readonly reason: string,
  ) {
    super(`"${file}" is not a readable backup of this site (${reason}); nothing was changed.`);
    this.name = 'InvalidBackupError';
  }
}

/** The archive unpacks to more than the reader was allowed to hold in memory (a gzip bomb, or a huge site). */
export class BackupTooLargeError extends InvalidBackupError {
  constructor(
    file: string,
    readonly maxUnpackedBytes: number,
  ) {
    super(file, `it unpacks to more than ${Math.round(maxUnpackedBytes / 1024 / 1024)} MB`);
    this.name = 'BackupTooLargeError';
  }
}

export async function packBackup(contents: BackupContents): Promise<Buffer> {
  const archive = pack();
  const entries: [string, Buffer][] = [
    [MANIFEST, Buffer.from(JSON.stringify(contents.manifest, null, 2))],
    [PGDATA, contents.pgdata],
    ...(contents.encryptionKey ? ([[KEY, contents.encryptionKey]] as [string, Buffer][]) : []),
    ...[...(contents.files ?? [])].map(([key, data]): [string, Buffer] => [FILES + key, data]),
  ];
  for (const [name, data] of entries) archive.entry({ name, size: data.length, mode: 0o600 }, data);
  archive.finalize();
  return buffer(archive.pipe(zlib.createGzip()));
}

async function readEntries(bytes: Buffer, maxUnpackedBytes?: number): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const reader = extract();
  const done = new Promise<void>((resolve, reject) => {
    reader.on('entry', (header, stream, next) => {
      buffer(stream).then((data) => {
        entries.set(header.name, data);
        next();
      }, reject);
    });
    reader.on('finish', resolve);
    reader.on('error', reject);
  });
  // A cap on what gunzip may produce: a few KB of gzip can unpack to gigabytes.
  Readable.from([zlib.gunzipSync(bytes, maxUnpackedBytes ? { maxOutputLength: maxUnpackedBytes } : {})]).pipe(reader);
  await done;
  return entries;
}

/** Reads and checks a backup file's contents; throws InvalidBackupError for anything else. */
export async function unpackBackup(
  file: string,
  bytes: Buffer,
  options: { maxUnpackedBytes?: number } = {},
): Promise<BackupContents> {
  let entries: Map<string, Buffer>;
  try {
    entries = await readEntries(bytes, options.maxUnpackedBytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' && options.maxUnpackedBytes)
      throw new BackupTooLargeError(file, options.maxUnpackedBytes);
    throw new InvalidBackupError(file, `not an intact .tar.gz: ${(error as Error).message}`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(entries.get(MANIFEST)?.toString('utf8') ?? 'null') as BackupManifest;
  } catch {
    throw new InvalidBackupError(file, `${MANIFEST} is not JSON`);
  }
  if (manifest?.format !== FORMAT) throw new InvalidBackupError(file, `no ${MANIFEST} of format ${FORMAT}`);
  if (manifest.version !== 1 && manifest.version !== 2)
    throw new InvalidBackupError(file, `format version ${manifest.version} is unknown`);
  const pgdata = entries.get(PGDATA);
  if (!pgdata?.length) throw new InvalidBackupError(file, `${PGDATA} is missing`);
  const encryptionKey = entries.get(KEY);
  if (manifest.encryptionKey && !encryptionKey) throw new InvalidBackupError(file, `${KEY} is missing`);
  return {
    manifest,
    pgdata,
    encryptionKey,
    files: manifest.version === 1 ? null : uploadedFiles(file, manifest, entries),
  };
}

/** The `files/` entries, each name checked as lib/files checks a key: nothing may land outside DATA_DIR/files. */
function uploadedFiles(file: string, manifest: BackupManifest, entries: Map<string, Buffer>): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const [name, data] of entries) {
    if (!name.startsWith(FILES)) continue;
    try {
      files.set(assertFileKey(name.slice(FILES.length)), data);
    } catch {
      throw new InvalidBackupError(file, `it holds a file with an unsafe name (${JSON.stringify(name.slice(0, 100))})`);
    }
  }
  if (files.size !== manifest.files)
    throw new InvalidBackupError(file, `it lists ${manifest.files} uploaded files but holds ${files.size}`);
  return files;
}

export function backupFilename(createdAt: string): string {
  return `mission-site-backup-${createdAt.replace(/[:.]/g, '-')}.tar.gz`;
}

export function newManifest(encryptionKey: boolean, files: number): BackupManifest {
  return {
    format: FORMAT,
    version: 2,
    createdAt: new Date().toISOString(),
    database: 'PGlite 0.5.14',
    encryptionKey,
    files,
  };
}
