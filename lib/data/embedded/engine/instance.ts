import 'server-only';
import { getEnv } from '@/lib/env';
import { openEmbeddedDatabase, type EmbeddedDatabase } from './database';

// One instance per process, shared by the proxy, pages and route handlers, which Next
// may load as separate bundles: hence globalThis rather than a module variable.
const globalKey = Symbol.for('mission-site.embedded-db');
type Holder = { [globalKey]?: Promise<EmbeddedDatabase> };

export function getEmbeddedDatabase(): Promise<EmbeddedDatabase> {
  const holder = globalThis as Holder;
  const existing = holder[globalKey];
  if (existing) return existing;

  const env = getEnv();
  if (env.isBuild) {
    throw new Error('The embedded database must not be opened during `next build`: render default content instead.');
  }
  const opening = openEmbeddedDatabase({
    dataDir: env.dataDir,
    adminEmails: env.ADMIN_EMAILS,
    registrationOpen: env.REGISTRATION === 'open',
    fsync: env.EMBEDDED_FSYNC === 'on',
  });
  holder[globalKey] = opening;
  // A failed open must not poison the process: the next caller tries again.
  opening.catch(() => {
    if (holder[globalKey] === opening) delete holder[globalKey];
  });
  return opening;
}

/** Makes `db` the process's embedded database: for tests that call route handlers and pages' lib code directly. */
export function provideEmbeddedDatabase(db: EmbeddedDatabase): void {
  (globalThis as Holder)[globalKey] = Promise.resolve(db);
}
