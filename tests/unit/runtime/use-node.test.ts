import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve('scripts/use-node.sh');
const temp: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temp.push(dir);
  return dir;
};
afterAll(() => temp.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A `node` first on PATH that claims to be `version` when asked; anything else runs the real node (npm needs one). */
function fakeNode(version: string): string {
  const bin = tempDir('mission-fake-node-');
  fs.writeFileSync(
    path.join(bin, 'node'),
    `#!/bin/sh\nif [ "$1" = "--version" ]; then\n  echo v${version}\n  exit 0\nfi\nexec "${process.execPath}" "$@"\n`,
    { mode: 0o755 },
  );
  return bin;
}

function sourceAndAsk(bin: string, cache: string) {
  const result = spawnSync('bash', ['-c', `source "${script}" && node --version && command -v node`], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, MISSION_NODE_CACHE: cache },
    timeout: 240_000,
  });
  return { status: result.status, lines: result.stdout.trim().split('\n'), log: result.stderr };
}

describe('scripts/use-node.sh', () => {
  // Shared so the pinned build is fetched once; the later tests run on what the first unpacked.
  const provisioned = tempDir('mission-node-cache-');

  it('provisions the pinned Node 24 build when the machine has an older node', () => {
    const cache = provisioned;
    const { status, lines, log } = sourceAndAsk(fakeNode('20.20.2'), cache);
    expect(status, log).toBe(0);
    expect(lines[0]).toBe('v24.21.0');
    expect(lines[1]).toBe(path.join(cache, 'node-v24.21.0-linux-x64', 'bin', 'node'));
    expect(log).toContain('machine Node is v20.20.2');
  }, 300_000);

  it.each(['24.0.0', '22.19.0', '26.1.0'])(
    'keeps a machine node %s (22.19 or newer), and fetches nothing',
    (version) => {
      const cache = tempDir('mission-node-cache-');
      const bin = fakeNode(version);
      const { status, lines, log } = sourceAndAsk(bin, cache);
      expect(status, log).toBe(0);
      expect(lines).toEqual([`v${version}`, path.join(bin, 'node')]);
      expect(fs.readdirSync(cache)).toEqual([]);
    },
  );

  // undici 8 and lighthouse 13 need 22.19: an earlier 22 is replaced like Node 20.
  it('replaces a Node 22 older than 22.19', () => {
    const { status, lines, log } = sourceAndAsk(fakeNode('22.12.0'), provisioned);
    expect(status, log).toBe(0);
    expect(lines[0]).toBe('v24.21.0');
    expect(log).toContain('machine Node is v22.12.0');
  });

  // The quick start (`npm run build && npm start`), `npm test` and `npm run dev` must not run on the machine's old node.
  it.each(['build', 'start', 'dev', 'test'])(
    '`npm run %s` runs on the provisioned Node when the machine node is older',
    (script) => {
      const bin = fakeNode('20.20.2');
      const result = spawnSync('npm', ['run', '--silent', script, '--', '--help'], {
        encoding: 'utf8',
        env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, MISSION_NODE_CACHE: provisioned },
        timeout: 120_000,
      });
      expect(result.stderr).toContain('machine Node is v20.20.2; using Node v24.21.0');
    },
    150_000,
  );
});
