import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The production server as an operator runs it: `npm start` (scripts/start-server.sh) on a
 * built app (.next; `npm run build` or scripts/build-for-e2e.mjs first), in a process group of its
 * own so a test can stop everything it started.
 */
export type SupervisedServer = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** The pid of the process serving now: the one holding the data folder's lock. */
  servingPid: () => number | null;
  /** Polls `route` until it answers 200; resolves with how long that took. */
  waitUntilAnswering: (route?: string, ceilingMs?: number) => Promise<number>;
  /** SIGTERM to the supervisor, as systemd or Ctrl-C sends it; resolves with its exit code. */
  stop: () => Promise<number | null>;
};

export function assertBuilt(): void {
  if (!fs.existsSync(path.resolve('.next', 'BUILD_ID')))
    throw new Error('No production build: run `node scripts/build-for-e2e.mjs` (or `npm run build`) first.');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startSupervised(options: { port: number; dataDir: string; env?: Record<string, string> }) {
  assertBuilt();
  const child = spawn('bash', ['scripts/start-server.sh', '-p', String(options.port)], {
    env: {
      ...process.env,
      // As in production (Vitest runs with NODE_ENV=test, which the server would inherit).
      NODE_ENV: 'production',
      DATA_DIR: options.dataDir,
      SITE_URL: `http://localhost:${options.port}`,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://localhost:${options.port}`;

  const server: SupervisedServer = {
    url,
    dataDir: options.dataDir,
    child,
    output: () => output,
    servingPid: () => {
      try {
        return (JSON.parse(fs.readFileSync(path.join(options.dataDir, 'server.lock'), 'utf8')) as { pid: number }).pid;
      } catch {
        return null;
      }
    },
    waitUntilAnswering: async (route = '/', ceilingMs = 120_000) => {
      const started = Date.now();
      for (;;) {
        try {
          const response = await fetch(url + route, { signal: AbortSignal.timeout(5_000) });
          await response.arrayBuffer();
          if (response.status === 200) return Date.now() - started;
        } catch {
          // Not listening yet (or the connection was cut by a restart).
        }
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the supervisor exited:\n${output}`);
        if (Date.now() - started > ceilingMs) throw new Error(`${route} did not answer 200:\n${output}`);
        await pause(50);
      }
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGTERM');
      const code = await exited;
      // Anything left in the group (it must not be) is ended so the port and folder are free.
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // The group is gone.
      }
      return code;
    },
  };
  return server;
}

/** Whether any process of the group `pgid` is still alive. */
export function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}
