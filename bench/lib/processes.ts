import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** Extra environment variables for a child process (on top of this process's own). */
export type Env = Record<string, string | undefined>;

export type Started = {
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM to the whole process group, SIGKILL after 5 s; resolves once it exited. */
  stop: () => Promise<void>;
};

/** A port nobody listens on right now (the OS picks it; the bench binds to 127.0.0.1 only). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Spawns a command in its own process group, so stop() also ends the servers it forks. */
export function startProcess(command: string, args: string[], options: { cwd?: string; env?: Env } = {}): Started {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** Polls `url` every 20 ms until it answers 200; returns the ms since `since` (default: now). Throws after timeoutMs or if `started` exits. */
export async function waitFor200(
  url: string,
  started: Started,
  options: { timeoutMs?: number; headers?: Record<string, string>; since?: number } = {},
): Promise<number> {
  const { timeoutMs = 60_000, headers = {}, since = performance.now() } = options;
  const begin = since;
  while (performance.now() - begin < timeoutMs) {
    if (started.child.exitCode !== null) throw new Error(`process exited before ${url} answered:\n${started.output()}`);
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - begin;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${started.output()}`);
}

/** The pid of the process listening on a local TCP port (the next-server process under `next start`). */
export function listenerPid(port: number): number | null {
  const result = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(result.stdout ?? '');
  return match ? Number(match[1]) : null;
}

/** Resident memory of a process in MB (VmRSS from /proc), or null when it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status);
    return kb ? Number(kb[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** Runs a command to completion, streaming nothing; throws with its output when it fails. */
export function runToEnd(command: string, args: string[], options: { cwd?: string; env?: Env } = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}
