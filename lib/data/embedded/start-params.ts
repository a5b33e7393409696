import 'server-only';
import { PGlite } from '@electric-sql/pglite';

/**
 * Postgres start parameters for the embedded database. PGlite's own defaults, plus a smaller
 * buffer pool: the default 128 MB of shared_buffers lives inside the server process and,
 * once touched, never goes back to the OS (about 100 MB of the server's RSS). The data files
 * sit in the OS page cache anyway, so a one-owner site loses little by caching less itself.
 */
export const embeddedSharedBuffers = '32MB';

export const embeddedStartParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${embeddedSharedBuffers}`];
