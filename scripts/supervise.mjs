// `npm start` runs this (scripts/start-server.sh): it runs `next start` as a child and starts it
// again when it dies, so a crash is not an outage. Plain Node, no loader. The embedded database
// is opened by one process at a time, so a new server starts only once the old one is gone.
//
// - SIGTERM / SIGINT / SIGHUP: the server is stopped (SIGHUP as SIGTERM); then this exits 0.
// - The server exits 0 by itself: this exits 0 too (nothing crashed).
// - It exits with RESTORE_EXIT_CODE: the owner asked for a restore on the Backup page; the
//   checked backup waits in DATA_DIR/restore-staged. It is swapped in, the server started on it,
//   and the data it replaced kept until its health check (/api/health) answers; if the restored server does not, the
//   previous data goes back and the server starts on that (scripts/supervisor/restore-swap.mjs).
// - Anything else is a crash: logged with the exit code or signal, and the server started again
//   at once; when it keeps crashing (more than 3 times in a minute) each start waits longer, up to 30 s.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keepRestored, lockHolder, rollBack, stagedRestore, swapIn, swapUnderWay } from './supervisor/restore-swap.mjs';

/** Agreed with lib/supervisor/restart.ts: the server stopped so a staged restore can be swapped in. */
export const RESTORE_EXIT_CODE = 75;
const CRASH_WINDOW_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;
const HEALTH_CEILING_MS = 180_000;

const nextBin = fileURLToPath(new URL('../node_modules/next/dist/bin/next', import.meta.url));
const args = process.argv.slice(2);
const dataDir = path.resolve(process.env.DATA_DIR || '.data');
const log = (message) => console.error(`[supervisor] ${message}`);

// What a signal usually means here, so the log says why and not only how.
const SIGNAL_CAUSES = {
  SIGKILL: 'killed from outside (kill -9, or the out-of-memory killer)',
  SIGABRT: 'aborted (usually out of heap memory: see the lines above)',
  SIGSEGV: 'a segmentation fault',
  SIGTERM: 'terminated from outside',
};

function optionValue(long, short) {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === long || args[i] === short) return args[i + 1];
    if (args[i].startsWith(`${long}=`)) return args[i].slice(long.length + 1);
  }
  return undefined;
}
const port = optionValue('--port', '-p') ?? process.env.PORT ?? '3000';
const host = optionValue('--hostname', '-H') ?? 'localhost';
// The health route answers once the database is open (the public pages can answer from Next's cache before).
const healthUrl = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}/api/health`;

let child = null;
let stopping = null;
const crashes = [];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Ends whatever the dead server left in its process group (helpers it started), and waits until none is left. */
async function endGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    return;
  }
  for (let waited = 0; groupAlive(pid) && waited < 10_000; waited += 50) await pause(50);
}

/** Starts `next start`; resolves with how it ended ({ code, signal, pid }). */
function runServer() {
  // Its own process group: the whole group can be ended, and Ctrl-C reaches it once (through us).
  const server = spawn(process.execPath, [nextBin, 'start', ...args], {
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, MISSION_SUPERVISED: '1' },
  });
  child = server;
  const ended = new Promise((resolve) =>
    server.on('exit', (code, signal) => resolve({ code, signal, pid: server.pid })),
  );
  server.on('error', (error) => log(`could not start the server: ${error.message}`));
  return { server, ended };
}

async function answers(ended) {
  let done = false;
  ended.then(() => (done = true));
  for (const until = Date.now() + HEALTH_CEILING_MS; Date.now() < until && !done && !stopping;) {
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(10_000), redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await pause(250);
  }
  return false;
}

function describeExit({ code, signal, pid }) {
  if (signal) return `server (pid ${pid}) was killed by ${signal}: ${SIGNAL_CAUSES[signal] ?? 'a signal'}`;
  return `server (pid ${pid}) exited with code ${code} (its last lines above say why)`;
}

// Next answers SIGTERM and SIGINT by exiting with 128 + the signal's number: that is a clean stop.
const stoppedCleanly = ({ code, signal }) =>
  code === 0 || signal === stopping || code === 128 + { SIGINT: 2, SIGTERM: 15 }[stopping];

function backoffMs() {
  const now = Date.now();
  crashes.push(now);
  while (crashes.length && crashes[0] < now - CRASH_WINDOW_MS) crashes.shift();
  if (crashes.length <= 3) return 0;
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (crashes.length - 4));
}

/** A checked backup is staged: swap it in, start on it, keep it if its health check answers, else put the previous data back. */
async function startRestored() {
  const holder = lockHolder(dataDir);
  if (holder) {
    log(`not restoring now: process ${holder} still holds the data folder`);
    return runServer();
  }
  const staged = stagedRestore(dataDir);
  log(`restoring the backup of ${staged.backupCreatedAt}: the previous data is kept until the restored server answers`);
  swapIn(dataDir, staged);
  const run = runServer();
  if (await answers(run.ended)) {
    keepRestored(dataDir);
    log('the restored server answers: the copy of the previous data is removed');
    return run;
  }
  if (stopping) return run;
  const stopped = run.server.exitCode !== null || run.server.signalCode !== null;
  const reason = stopped ? 'it stopped while starting' : 'it did not answer';
  log(`the restored server did not start (${reason}): putting the previous data back`);
  if (run.server.exitCode === null && run.server.signalCode === null) run.server.kill('SIGKILL');
  await run.ended;
  await endGroup(run.server.pid);
  rollBack(dataDir, reason);
  return runServer();
}

/**
 * A swap begun by a supervisor that was stopped before the restored server answered (killed, or the
 * machine went down): the previous data goes back, as when the restored server does not start.
 */
function finishInterruptedSwap() {
  if (!swapUnderWay(dataDir) || lockHolder(dataDir)) return;
  log('a restore was cut short (the supervisor stopped during it): putting the previous data back');
  rollBack(dataDir, 'the server was stopped during the restore');
}

async function main() {
  finishInterruptedSwap();
  for (;;) {
    const run = stagedRestore(dataDir) ? await startRestored() : runServer();
    const exit = await run.ended;
    await endGroup(exit.pid);
    if (stopping) process.exit(stoppedCleanly(exit) ? 0 : (exit.code ?? 1));
    if (exit.code === RESTORE_EXIT_CODE && stagedRestore(dataDir)) {
      log('the server stopped to restore a backup from the Backup page');
      continue;
    }
    if (exit.code === 0) {
      log('the server stopped by itself (exit code 0): not restarting');
      process.exit(0);
    }
    const wait = backoffMs();
    log(
      `${describeExit(exit)}; ${wait ? `crashed ${crashes.length} times in a minute: starting it again in ${wait / 1000} s` : 'starting it again'}`,
    );
    if (wait) await pause(wait);
    if (stopping) process.exit(exit.code ?? 1);
  }
}

// SIGHUP: the terminal closed; the server, in a process group of its own, would not get it, and
// stops cleanly on SIGTERM.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = signal === 'SIGHUP' ? 'SIGTERM' : signal;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(stopping);
    else process.exit(0);
  });
}

main().catch((error) => {
  log(`stopped: ${error.stack ?? error}`);
  if (child && child.exitCode === null) child.kill('SIGTERM');
  process.exit(1);
});
