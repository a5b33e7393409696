import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/data/embedded/engine/database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-fsync-'));
let db: EmbeddedDatabase | undefined;
afterAll(async () => {
  await db?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

it('runs the embedded Postgres with fsync on, syncing the WAL with fsync()', async () => {
  db = await openEmbeddedDatabase({ dataDir: path.join(root, 'on') });
  const show = async (name: string) => Object.values((await db!.query(`show ${name}`)).rows[0] as object)[0];
  expect(await show('fsync')).toBe('on');
  expect(await show('synchronous_commit')).toBe('on');
  // fdatasync() is a no-op in PGlite's Emscripten runtime; fsync() reaches the real file (durable-node-fs.ts).
  expect(await show('wal_sync_method')).toBe('fsync');
});

// CI installs strace (.ci/run), so there the test always runs; a machine without it skips only this check.
const hasStrace = spawnSync('strace', ['-V']).status === 0;
if (process.env.CI && !hasStrace) throw new Error('CI must install strace (see .ci/run) for the fsync check.');

it.runIf(hasStrace)('a committed write calls fsync(2) on the WAL file before the commit returns', () => {
  const dataDir = path.join(root, 'traced');
  const trace = path.join(root, 'trace.txt');
  const probe = path.resolve('tests/support/commit-probe.ts');
  const run = spawnSync(
    'strace',
    [
      '-f',
      '-e',
      'trace=fsync,fdatasync,write,openat',
      '-o',
      trace,
      process.execPath,
      '--conditions=react-server',
      '--import',
      'tsx',
      probe,
      dataDir,
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  expect(run.status, run.stderr).toBe(0);
  const lines = fs.readFileSync(trace, 'utf8').split('\n');
  const begin = lines.findIndex((line) => line.includes('COMMIT-BEGIN'));
  const end = lines.findIndex((line) => line.includes('COMMIT-END'));
  expect(begin).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(begin);
  // The WAL segment's descriptor, from when it was opened.
  const walFds = lines
    .map((line) => /openat\(.*\/pg_wal\/[0-9A-F]{24}".*= (\d+)$/.exec(line)?.[1])
    .filter((fd): fd is string => Boolean(fd));
  const synced = lines
    .slice(begin, end)
    .map((line) => /\bfsync\((\d+)\)\s+= 0/.exec(line)?.[1])
    .filter(Boolean);
  expect(synced.some((fd) => walFds.includes(fd!))).toBe(true);
});
