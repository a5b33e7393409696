import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './builds';
import { freePort, listenerPid, runToEnd, startProcess, waitFor200, type Env, type Started } from './processes';

export const BENCH_PASSWORD = 'bench correct horse battery';

export type Server = Started & { url: string; port: number; pid: () => number | null; startMs: number };

export type Accounts = { cookieName: string; tokens: Record<string, string> };

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'mission-bench-data-'));
}

/** Accounts with live sessions, written into `dataDir` before any server owns it. */
export async function seedAccounts(dataDir: string, emails: string[]): Promise<Accounts> {
  const out = await runToEnd(
    process.execPath,
    [
      '--conditions=react-server',
      '--import',
      'tsx',
      'bench/support/seed-sessions.ts',
      dataDir,
      JSON.stringify(emails),
      BENCH_PASSWORD,
    ],
    { cwd: ROOT },
  );
  return JSON.parse(out.slice(out.indexOf('{'))) as Accounts;
}

type Ready = { path: string; headers?: Record<string, string> };

/**
 * `next start` on 127.0.0.1 and a free port; resolves once `ready.path` (default `/`) answers 200
 * (startMs: spawn to that 200). `asNpmStart`: started the way `npm start` starts the app
 * (scripts/start-server.sh, with its Node flags), not as a bare `next start`.
 */
export async function startNext(options: {
  cwd: string;
  env?: Env;
  port?: number;
  ready?: Ready;
  asNpmStart?: boolean;
}): Promise<Server> {
  const port = options.port ?? (await freePort());
  const spawnedAt = performance.now();
  // BENCH_CPU_PROF=<folder>: each server writes a V8 CPU profile there when it stops (open in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? `--cpu-prof --cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`
    : undefined;
  const listen = ['start', '-H', '127.0.0.1', '-p', String(port)];
  const [command, args] = options.asNpmStart
    ? ['bash', [path.join(options.cwd, 'scripts/start-server.sh'), ...listen.slice(1)]]
    : [process.execPath, [path.join(options.cwd, 'node_modules/next/dist/bin/next'), ...listen]];
  const started = startProcess(command, args, {
    cwd: options.cwd,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      ...(profile ? { NODE_OPTIONS: [process.env.NODE_OPTIONS, profile].filter(Boolean).join(' ') } : {}),
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  const ready = options.ready ?? { path: '/' };
  const startMs = await waitFor200(`${url}${ready.path}`, started, { headers: ready.headers, since: spawnedAt });
  return { ...started, url, port, startMs, pid: () => listenerPid(port) };
}

/** The app on a data folder, talking to the fake provider instead of OpenAI and Anthropic. */
export async function startApp(dataDir: string, providerUrl: string, ready?: Ready): Promise<Server> {
  const chosen = await freePort();
  return startNext({
    cwd: ROOT,
    port: chosen,
    ready,
    asNpmStart: true,
    env: {
      DATA_DIR: dataDir,
      OPENAI_BASE_URL: `${providerUrl}/v1`,
      ANTHROPIC_BASE_URL: `${providerUrl}/v1`,
      // Canonical and social URLs point at the server under test, as they would in production.
      SITE_URL: `http://127.0.0.1:${chosen}`,
      // The bench client is the "proxy": figures give each simulated user its own X-Forwarded-For.
      TRUSTED_PROXIES: '127.0.0.1',
    },
  });
}
