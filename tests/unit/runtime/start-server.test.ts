import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm start` sizes the server's heap (scripts/start-server.sh): without it V8 sizes the heap
// from the machine's memory and the server ends the bench's mixed load over its RSS budget.
// A preload prints the heap limit V8 was given, from inside the process `npm start` runs.
const probe = path.join(mkdtempSync(path.join(tmpdir(), 'heap-probe-')), 'probe.cjs');
writeFileSync(
  probe,
  "process.stderr.write(`heap-limit-mb=${Math.round(require('node:v8').getHeapStatistics().heap_size_limit / 1048576)}\\n`);",
);

function heapLimitMb(operatorOptions = ''): number {
  const result = spawnSync('bash', ['scripts/start-server.sh', '--help'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: `${operatorOptions} --require ${probe}`.trim() },
    timeout: 60_000,
  });
  const found = /heap-limit-mb=(\d+)/.exec(result.stderr);
  expect(found, result.stderr).not.toBeNull();
  return Number(found![1]);
}

describe('npm start', () => {
  it('runs the server with its old space capped at 512 MB', () => {
    const limit = heapLimitMb();
    expect(limit).toBeGreaterThanOrEqual(512);
    expect(limit).toBeLessThan(600);
  }, 90_000);

  it("lets the operator's own NODE_OPTIONS win", () => {
    expect(heapLimitMb('--max-old-space-size=2048')).toBeGreaterThanOrEqual(2048);
  }, 90_000);
});
