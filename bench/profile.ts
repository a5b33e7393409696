// `npx tsx bench/profile.ts [/ /about ...] [--seconds=10]`: a V8 CPU profile of `next start` under
// autocannon load, for each page of the app and for the one-line reference page, and the top
// self-time entries of each side by side (bench/README.md, "Where a request's time goes").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp, startNext, tempDataDir, type Server } from './lib/app-server';
import { ensureAppBuild, ensureReferenceBuild } from './lib/builds';
import { autocannon } from './lib/load';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; endTime: number; startTime: number };

/**
 * Self time per function (name and file), as a share of the samples the process was not idle,
 * over the last `seconds` of the profile only (the measured load; start-up and warm-up left out).
 */
function topEntries(file: string, count: number, seconds: number): string[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const hits = new Map<string, number>();
  const from = profile.endTime - (seconds + 0.5) * 1e6;
  let at = profile.startTime;
  let busy = 0;
  for (const [i, id] of profile.samples.entries()) {
    at += profile.timeDeltas[i]!;
    if (at < from) continue;
    const frame = byNode.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    busy++;
    const where = frame.url
      ? ` ${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/\.next\//, '.next/')}:${frame.lineNumber + 1}`
      : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
  }
  return [...hits]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, n]) => `${((100 * n) / busy).toFixed(1).padStart(5)}%  ${key.slice(0, 150)}`);
}

async function profiled(start: (dir: string) => Promise<Server>, url: (server: Server) => string, seconds: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-bench-prof-'));
  process.env.BENCH_CPU_PROF = dir;
  const server = await start(dir);
  delete process.env.BENCH_CPU_PROF;
  await autocannon(url(server), { connections: 20, seconds: 2 });
  const run = await autocannon(url(server), { connections: 20, seconds });
  await server.stop();
  const file = fs.readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile written in ${dir}`);
  return { reqPerSec: run.reqPerSec, file: path.join(dir, file) };
}

async function main() {
  const args = process.argv.slice(2);
  const seconds = Number(args.find((arg) => arg.startsWith('--seconds='))?.slice(10) ?? 10);
  const pages = args.filter((arg) => arg.startsWith('/'));
  const log = (line: string) => console.log(line);
  await ensureAppBuild(false, log);
  const referenceDir = await ensureReferenceBuild(log);
  const dataDir = tempDataDir();
  try {
    const reference = await profiled(
      () => startNext({ cwd: referenceDir }),
      (s) => `${s.url}/`,
      seconds,
    );
    log(`\none-line page: ${Math.round(reference.reqPerSec)} req/s, ${reference.file}`);
    for (const line of topEntries(reference.file, 15, seconds)) log(line);
    for (const page of pages.length ? pages : ['/']) {
      // The profile covers the server's whole life; the first request of a fresh data folder renders.
      const app = await profiled(
        () => startApp(dataDir, 'http://127.0.0.1:9'),
        (s) => `${s.url}${page}`,
        seconds,
      );
      log(`\n${page}: ${Math.round(app.reqPerSec)} req/s, ${app.file}`);
      for (const line of topEntries(app.file, 25, seconds)) log(line);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
