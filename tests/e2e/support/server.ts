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

/** Starts another `next start` (of the same build) on its own port and data folder. */
export async function startServer(options: {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
  /** The line that says the server is ready; Supabase mode opens no embedded database. */
  readyText?: string;
}): Promise<StartedServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'mission-e2e-extra-'));
  const child = spawn('npx', ['next', 'start', '-p', String(options.port)], {
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
    stop: async () => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
    kill: async () => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      await exited;
      // npx can exit before the next-server under it is gone; wait for the whole group.
      for (const until = Date.now() + 10_000; groupAlive(child.pid!) && Date.now() < until;) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
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
