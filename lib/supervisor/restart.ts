import 'server-only';
import { after } from 'next/server';
import { getEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { RESTORE_EXIT_CODE } from './protocol';

/** How long the database may take to close before the server exits anyway (a crash loses nothing confirmed). */
const CLOSE_CEILING_MS = 10_000;

/**
 * Once the answer has gone out: closes the database (its last writes on disk, the lock released)
 * and exits with the code that tells scripts/supervise.mjs to swap in the staged restore and
 * start the server again.
 */
export function restartForRestore(): void {
  after(async () => {
    console.info('Stopping to restore the backup staged from the Backup page; the supervisor starts the server again.');
    try {
      const closing = getEmbeddedDatabase().then((db) => db.close());
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, CLOSE_CEILING_MS))]);
    } finally {
      process.exit(RESTORE_EXIT_CODE);
    }
  });
}
