// The supervisor's side of a restore from the Backup page (scripts/supervisor/restore-swap.mjs):
// the staged backup swapped in with the previous data kept, and put back from any point of it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import {
  FAILED,
  JOURNAL,
  PREVIOUS,
  STAGED,
  keepRestored,
  rollBack,
  stagedRestore,
  swapIn,
} from '@/scripts/supervisor/restore-swap.mjs';

let dataDir = '';
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
const read = (name: string) => fs.readFileSync(path.join(dataDir, name), 'utf8');

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-swap-'));
  write(path.join(dataDir, 'pgdata', 'PG_VERSION'), 'live database');
  write(path.join(dataDir, 'encryption.key'), 'live key');
  write(path.join(dataDir, 'server.lock'), '{}');
  write(path.join(dataDir, STAGED, 'pgdata', 'PG_VERSION'), 'restored database');
  write(path.join(dataDir, STAGED, 'files', 'resume', 'resume.pdf'), 'restored resume');
  write(path.join(dataDir, STAGED, 'restore.json'), '{}');
  write(
    path.join(dataDir, STAGED, 'staged.json'),
    JSON.stringify({ names: ['pgdata', 'files', 'restore.json'], backupCreatedAt: '2026-11-20T10:00:00.000Z' }),
  );
});

it('swaps the staged backup in, keeps the previous data until told, then removes it', () => {
  const staged = stagedRestore(dataDir)!;
  swapIn(dataDir, staged);
  expect(read('pgdata/PG_VERSION')).toBe('restored database');
  expect(read('files/resume/resume.pdf')).toBe('restored resume');
  // Not in the backup: stays as it was.
  expect(read('encryption.key')).toBe('live key');
  expect(read(`${PREVIOUS}/pgdata/PG_VERSION`)).toBe('live database');
  expect(JSON.parse(read('restore.json'))).toMatchObject({ backupCreatedAt: '2026-11-20T10:00:00.000Z' });
  keepRestored(dataDir);
  expect(fs.readdirSync(dataDir).sort()).toEqual(['encryption.key', 'files', 'pgdata', 'restore.json', 'server.lock']);
});

it('puts the previous data back after a swap whose server did not start, and says why', () => {
  swapIn(dataDir, stagedRestore(dataDir)!);
  rollBack(dataDir, 'it stopped while starting');
  expect(read('pgdata/PG_VERSION')).toBe('live database');
  expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
  expect(fs.existsSync(path.join(dataDir, 'restore.json'))).toBe(false);
  expect(JSON.parse(read(FAILED))).toMatchObject({
    reason: 'it stopped while starting',
    backupCreatedAt: '2026-11-20T10:00:00.000Z',
  });
  expect(fs.readdirSync(dataDir).sort()).toEqual(['encryption.key', 'pgdata', FAILED, 'server.lock'].sort());
});

it('puts the previous data back from a swap cut short halfway (the supervisor was killed)', () => {
  // The journal is written and the live database moved aside, nothing moved in yet.
  write(path.join(dataDir, JOURNAL), JSON.stringify({ names: ['pgdata', 'files', 'restore.json'] }));
  fs.mkdirSync(path.join(dataDir, PREVIOUS));
  fs.renameSync(path.join(dataDir, 'pgdata'), path.join(dataDir, PREVIOUS, 'pgdata'));
  rollBack(dataDir, 'the supervisor stopped during the swap');
  expect(read('pgdata/PG_VERSION')).toBe('live database');
  expect(fs.existsSync(path.join(dataDir, STAGED))).toBe(false);
  expect(fs.existsSync(path.join(dataDir, PREVIOUS))).toBe(false);
});
