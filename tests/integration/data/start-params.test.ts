import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/data/embedded/engine/database';

let db: EmbeddedDatabase | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-params-'));
afterAll(async () => {
  await db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('runs the embedded Postgres with a 32 MB buffer pool, keeping the start settings PGlite ships with', async () => {
  db = await openEmbeddedDatabase({ dataDir });
  const setting = async (name: string) =>
    (await db!.query<{ setting: string }>('select current_setting($1) as setting', [name])).rows[0]!.setting;
  expect(await setting('shared_buffers')).toBe('32MB');
  expect(await setting('max_worker_processes')).toBe('0');
  expect(await setting('exit_on_error')).toBe('off');
});
