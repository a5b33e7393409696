import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertFileKey } from '@/lib/data/file-key';
import type { SiteFiles } from './port';

/**
 * DATA_DIR/files/<key>, owner-only like the rest of DATA_DIR (folders 0700, files 0600). A write
 * goes to a temporary file that is renamed over the old one, so a reader sees either file whole.
 */
export function createEmbeddedFiles(dataDir: string): SiteFiles {
  const root = path.join(dataDir, 'files');
  const fileOf = (key: string) => path.join(root, ...assertFileKey(key).split('/'));

  return {
    async read(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(_caller, { key, bytes }) {
      const target = fileOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temp = `${target}.${randomUUID()}.tmp`;
      const handle = await fs.open(temp, 'wx', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.rename(temp, target);
    },
    async remove(_caller, key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
