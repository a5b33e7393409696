import path from 'node:path';
import { ROOT } from './builds';
import { runToEnd } from './processes';

export type LoadResult = {
  reqPerSec: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
};

type AutocannonJson = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

const AUTOCANNON = path.join(ROOT, 'node_modules/autocannon/autocannon.js');

/**
 * One autocannon run in its own process (so the load generator never shares an event loop with
 * anything else the bench does). No Accept-Encoding: every server sends the same uncompressed bytes.
 */
export async function autocannon(url: string, options: { connections: number; seconds: number }): Promise<LoadResult> {
  const out = await runToEnd(process.execPath, [
    AUTOCANNON,
    '--json',
    '--connections',
    String(options.connections),
    '--duration',
    String(options.seconds),
    url,
  ]);
  const json = JSON.parse(out.slice(out.indexOf('{'))) as AutocannonJson;
  return {
    reqPerSec: json.requests.total / options.seconds,
    p50: json.latency.p50,
    p99: json.latency.p99,
    requests: json.requests.total,
    non2xx: json.non2xx,
    errors: json.errors + json.timeouts,
  };
}

/** Several runs of one target folded into one: requests over total time, mean of the percentiles. */
export function combine(runs: LoadResult[]): LoadResult {
  const sum = (pick: (run: LoadResult) => number) => runs.reduce((total, run) => total + pick(run), 0);
  return {
    reqPerSec: sum((run) => run.reqPerSec) / runs.length,
    p50: sum((run) => run.p50) / runs.length,
    p99: sum((run) => run.p99) / runs.length,
    requests: sum((run) => run.requests),
    non2xx: sum((run) => run.non2xx),
    errors: sum((run) => run.errors),
  };
}
