import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '@/lib/data/embedded/engine/data-dir-lock';

const children: ChildProcess[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill('SIGKILL')));

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mission-lock-'));

function holdLockInChild(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/hold-lock.ts', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve(child));
    child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}`)));
  });
}

describe('data folder lock', () => {
  it('refuses a second process with a message naming the folder and the owner', async () => {
    const dir = tempDir();
    const holder = await holdLockInChild(dir);
    let error: unknown;
    try {
      acquireDataDirLock(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`DATA_DIR "${dir}" is already in use by process ${holder.pid}`);
  });

  it('takes over a lock left by a process that was killed', async () => {
    const dir = tempDir();
    const holder = await holdLockInChild(dir);
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const release = acquireDataDirLock(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('creates a missing data folder, parents included', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = acquireDataDirLock(dir);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);
    release();
  });
});
