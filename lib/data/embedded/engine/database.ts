import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { acquireDataDirLock } from './data-dir-lock';
import { secureDataDir } from './data-dir-permissions';
import { DurableNodeFS } from './durable-node-fs';
import { settleInterruptedReplies } from './interrupted-replies';
import { applyRegistrationSettings, migrate, seed } from './migrate';
import { embeddedStartParamsFor } from './start-params';

export type EmbeddedDatabase = PGlite;

export type OpenOptions = {
  /** Folder that holds the database files and the lock; omit for an in-memory database (tests). */
  dataDir?: string;
  adminEmails?: string[];
  registrationOpen?: boolean;
  migrationsDir?: string;
  seedFile?: string;
  /** Default true: a commit returns once it is on disk. False only for EMBEDDED_FSYNC=off (see start-params.ts). */
  fsync?: boolean;
};

/** Opens (creating on first use) an embedded Postgres with the production schema applied. */
export async function openEmbeddedDatabase(options: OpenOptions = {}): Promise<EmbeddedDatabase> {
  let release: (() => void) | undefined;
  let pgDir: string | undefined;
  if (options.dataDir) {
    release = acquireDataDirLock(options.dataDir);
    pgDir = path.join(options.dataDir, 'pgdata');
  }
  try {
    if (options.dataDir && pgDir) {
      secureDataDir(options.dataDir);
      fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
    }
    const db = await PGlite.create({
      fs: pgDir ? new DurableNodeFS(pgDir) : undefined,
      extensions: { vector },
      startParams: embeddedStartParamsFor({ fsync: options.fsync ?? true }),
    });
    await migrate(db, options.migrationsDir);
    await seed(db, options.seedFile);
    await applyRegistrationSettings(db, {
      adminEmails: options.adminEmails ?? [],
      registrationOpen: options.registrationOpen ?? false,
    });
    if (options.dataDir) await settleInterruptedReplies(db);
    if (release) {
      const unlock = release;
      const close = db.close.bind(db);
      db.close = async () => {
        await close();
        unlock();
      };
    }
    return db;
  } catch (error) {
    release?.();
    throw error;
  }
}
