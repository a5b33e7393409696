import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { AppError } from '@/lib/errors';

/** Under DATA_DIR/files, which the backup carries (./backup.ts), and outside any web root. */
export const ATTACHMENT_FOLDER = 'chat-attachments';
const SHA256 = /^[0-9a-f]{64}$/;

// One process owns DATA_DIR (embedded mode): an upload's file exists before its row, so a
// sweep must skip the hashes being written now. On globalThis: Next may load this twice.
const writingKey = Symbol.for('mission-site.attachments-writing');
const holder = globalThis as { [writingKey]?: Map<string, number> };
const writing = (holder[writingKey] ??= new Map());

/** Attachment bytes named by their content hash: the same file attached twice is stored once. */
export function attachmentFiles(dataDir: string) {
  const root = path.join(dataDir, 'files', ATTACHMENT_FOLDER);
  const fileOf = (sha256: string) => {
    if (!SHA256.test(sha256)) throw new AppError('invalid_input', 'Invalid attachment hash.');
    return path.join(root, sha256);
  };
  return {
    /** Writes the file (if new) and runs `record` (the row's insert) while the hash is held from sweeps. */
    async store<T>(sha256: string, bytes: Uint8Array, record: () => Promise<T>): Promise<T> {
      const target = fileOf(sha256);
      writing.set(sha256, (writing.get(sha256) ?? 0) + 1);
      try {
        await fs.mkdir(root, { recursive: true, mode: 0o700 });
        const exists = await fs.stat(target).then(
          () => true,
          () => false,
        );
        if (!exists) {
          const temp = `${target}.${randomUUID()}.tmp`;
          const handle = await fs.open(temp, 'wx', 0o600);
          try {
            await handle.writeFile(bytes);
            await handle.sync();
          } finally {
            await handle.close();
          }
          await fs.rename(temp, target);
        }
        return await record();
      } finally {
        const left = (writing.get(sha256) ?? 1) - 1;
        if (left) writing.set(sha256, left);
        else writing.delete(sha256);
      }
    },
    async read(sha256: string): Promise<Uint8Array | null> {
      try {
        return new Uint8Array(await fs.readFile(fileOf(sha256)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    /** Deletes the stored files whose hash `isReferenced` says no row names (nor an upload under way). */
    async sweep(isReferenced: (hashes: string[]) => Promise<Set<string>>): Promise<void> {
      const names = await fs.readdir(root).catch(() => [] as string[]);
      const hashes = names.filter((name) => SHA256.test(name));
      if (!hashes.length) return;
      const referenced = await isReferenced(hashes);
      for (const sha256 of hashes) {
        if (referenced.has(sha256) || writing.has(sha256)) continue;
        await fs.rm(path.join(root, sha256), { force: true });
      }
    },
  };
}
