import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type StartedServer = {
  url: string;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
  /** kill -9 of the whole process group: no shutdown hooks, no lock release, as in a crash or OOM kill. */
  kill: () => Promise<void>;
};

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function groupGone(pgid: number, withinMs: number): Promise<boolean> {
  for (const until = Date.now() + withinMs; groupAlive(pgid) && Date.now() < until;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !groupAlive(pgid);
}

/** Starts another `next start` (of the same build) on its own port and data folder. */
export async function startServer(options: {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
  /** The line that says the server is ready; Supabase mode opens no embedded database. */
  readyText?: string;
}): Promise<StartedServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mission-e2e-extra-'));
  const child = spawn('npx', ['next', 'start', '-p', String(options.port), '--keepAliveTimeout', '60000'], {
    env: { ...process.env, DATA_DIR: dataDir, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://localhost:${options.port}`;
  // A fresh database (initdb) on a 2-core machine that other lanes and suites share can take a while.
  const deadline = Date.now() + 90_000;
  const readyText = options.readyText ?? 'Embedded database ready';
  while (!output.includes(readyText)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      // A server that is still starting would keep the port for the next run.
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    output: () => output,
    // npx can exit before the next-server under it is gone, and a next-server still shutting down
    // keeps the port (and its data folder) for a while: both wait until the whole group is gone, so
    // a server started next on the same port cannot share it with the old one's last requests.
    stop: async () => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
      if (!(await groupGone(child.pid!, 20_000))) {
        process.kill(-child.pid!, 'SIGKILL');
        await groupGone(child.pid!, 10_000);
      }
    },
    kill: async () => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      await exited;
      await groupGone(child.pid!, 10_000);
    },
  };
}

/** Creates accounts in a fresh data folder before a server opens it (e.g. a non-admin, which the UI cannot make). */
export function seedAccounts(
  accounts: { email: string; password: string; isAdmin?: boolean }[],
  options: { sql?: string } = {},
): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-e2e-seeded-'));
  const result = spawnSync(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      'tests/support/seed-accounts.ts',
      dataDir,
      JSON.stringify(accounts),
      ...(options.sql ? [options.sql] : []),
    ],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`seeding accounts failed:\n${result.stdout}\n${result.stderr}`);
  return dataDir;
}
