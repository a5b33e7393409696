// Vitest global setup: one database with the production migrations and seed applied, kept as a
// data-folder tarball that each test's fresh database starts from. Migrating from nothing costs
// about 5-11 s a database on the CI machines, loading the tarball about 1 s; a hundred test files
// open one or more. tests/integration/data/migrations.test.ts still migrates from nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openEmbeddedDatabase } from '@/lib/data/embedded/engine/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database's tarball (tests/support/database.ts opens copies of it). */
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-db-template-'));
  const db = await openEmbeddedDatabase();
  const dump = await db.dumpDataDir('none');
  await db.close();
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
