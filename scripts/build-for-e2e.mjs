// Builds the app for the end-to-end run and proves the build never opens the database:
// DATA_DIR points at a folder that must still not exist afterwards.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWorkers } from './build-workers.mjs';

await buildWorkers();
const probe = path.join(os.tmpdir(), `mission-build-probe-${process.pid}`);
// BUILD_TYPES_CHECKED: the test command ran tsc over the whole project just before (next.config.ts).
const result = spawnSync('npx', ['next', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: probe, BUILD_TYPES_CHECKED: process.env.BUILD_TYPES_CHECKED ?? '0' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
if (fs.existsSync(probe)) {
  console.error(`next build created ${probe}: the build must never open DATA_DIR.`);
  process.exit(1);
}
console.log('next build did not touch DATA_DIR.');
