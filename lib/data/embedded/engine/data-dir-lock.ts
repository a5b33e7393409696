import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type LockOwner = { pid: number; hostname: string; startedAt: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `DATA_DIR "${dataDir}" is already in use by process ${owner.pid} on ${owner.hostname} (since ${owner.startedAt}). ` +
        'Only one server may open an embedded database at a time: stop that process, or set DATA_DIR to another folder. ' +
        `If that process is gone for sure, delete ${path.join(dataDir, 'server.lock')}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockFile: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockOwner;
  } catch {
    return undefined;
  }
}

/**
 * Takes an exclusive lock on a data folder for this process: two processes opening one
 * PGlite folder corrupt it silently. A lock left by a dead process (kill -9) is taken over.
 * Returns a function that releases it; it is also released when the process exits.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const lockFile = path.join(dataDir, 'server.lock');
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      const sameHost = owner?.hostname === me.hostname;
      // Our own pid means a stale lock from an earlier container that reused the pid.
      if (owner && owner.pid !== me.pid && (!sameHost || isAlive(owner.pid))) {
        throw new DataDirLockedError(dataDir, owner);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  // Two processes may race to replace a stale lock; only the one whose record survived owns it.
  const holder = readOwner(lockFile);
  if (!holder || holder.pid !== me.pid || holder.startedAt !== me.startedAt) {
    throw new DataDirLockedError(dataDir, holder ?? me);
  }

  const release = () => {
    const current = readOwner(lockFile);
    if (current?.pid === me.pid && current.startedAt === me.startedAt) fs.rmSync(lockFile, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}
