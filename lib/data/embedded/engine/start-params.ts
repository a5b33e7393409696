import 'server-only';
import { PGlite } from '@electric-sql/pglite';

/**
 * Postgres start parameters for the embedded database. PGlite's own defaults, plus a smaller
 * buffer pool: the default 128 MB of shared_buffers lives inside the server process and,
 * once touched, never goes back to the OS (about 100 MB of the server's RSS). The data files
 * sit in the OS page cache anyway, so a one-owner site loses little by caching less itself.
 */
export const embeddedSharedBuffers = '32MB';

const withoutFsyncFlag = PGlite.defaultStartParams.filter((param) => param !== '-F');

/**
 * PGlite starts Postgres with `-F` (fsync off): a commit returned before it was on disk, so a
 * power cut could lose an edit the dashboard had confirmed. Here fsync stays on, and the WAL is
 * synced with fsync(), the one call that reaches the disk through DurableNodeFS (fdatasync, the
 * Linux default, is a no-op in PGlite's runtime). `fsync: false` is the EMBEDDED_FSYNC=off escape
 * hatch: faster writes, and a machine crash may lose confirmed writes or corrupt the database.
 */
export function embeddedStartParamsFor(options: { fsync: boolean }): string[] {
  const durability = options.fsync ? ['-c', 'wal_sync_method=fsync'] : ['-F'];
  return [...withoutFsyncFlag, ...durability, '-c', `shared_buffers=${embeddedSharedBuffers}`];
}

export const embeddedStartParams = embeddedStartParamsFor({ fsync: true });
