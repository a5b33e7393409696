import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { openEmbeddedDatabase } from '@/lib/data/embedded/engine/database';

const made: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-perms-'));
  made.push(dir);
  return path.join(dir, 'data');
}

/** Every entry under `root` (root included) that group or others can reach. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & 0o077 || (stat.isDirectory() && (stat.mode & 0o700) !== 0o700))
      found.push(`${path.relative(root, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}

it('creates DATA_DIR 0700 and every file in it 0600 even under umask 0, including files written after the open', async () => {
  const dataDir = tempDir();
  const previous = process.umask(0);
  try {
    const db = await openEmbeddedDatabase({ dataDir });
    // New relation files, written after the open.
    await db.exec('create table later_table (id int); insert into later_table values (1); checkpoint;');
    expect(openToOthers(dataDir)).toEqual([]);
    await db.close();
  } finally {
    process.umask(previous);
  }
});

it('fixes a data folder opened up to everyone (0777 / 0666) at start and says what it fixed', async () => {
  const dataDir = tempDir();
  await (await openEmbeddedDatabase({ dataDir })).close();
  fs.writeFileSync(path.join(dataDir, 'encryption.key'), 'x'.repeat(44));
  const chmodTree = (entry: string) => {
    const stat = fs.lstatSync(entry);
    fs.chmodSync(entry, stat.isDirectory() ? 0o777 : 0o666);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) chmodTree(path.join(entry, name));
  };
  chmodTree(dataDir);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

  const db = await openEmbeddedDatabase({ dataDir });
  expect(openToOthers(dataDir)).toEqual([]);
  const warned = warn.mock.calls.map((call) => call.join(' ')).join('\n');
  expect(warned).toContain(dataDir);
  expect(warned).toContain('encryption.key');
  expect(warned).toMatch(/0700/);
  expect(warned).toMatch(/0600/);
  await db.close();
});
