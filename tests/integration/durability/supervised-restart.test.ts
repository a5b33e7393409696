// Issue #37, point 1: a crash is not an outage. `npm start` on the real build; the process serving
// the site is killed with SIGKILL while requests are in flight, and the supervisor brings it back:
// `/` answers again, and every write the server had confirmed before the kill is still there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { groupAlive, startSupervised, type SupervisedServer } from '../../support/supervised-server';

const PORT = 3600;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-supervised-'));
const dataDir = path.join(root, 'data');
let server: SupervisedServer | undefined;
afterAll(async () => {
  await server?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

/** One page view through the public collect route; true when the server confirmed it (204). */
async function visit(n: number): Promise<boolean> {
  try {
    const response = await fetch(`http://localhost:${PORT}/api/visit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
        // A different client each time, so the per-address limit never counts these.
        'x-forwarded-for': `198.51.100.${n % 250}, 10.${Math.floor(n / 250)}.0.1`,
      },
      body: JSON.stringify({ path: '/' }),
    });
    return response.status === 204;
  } catch {
    return false;
  }
}

it('comes back by itself after kill -9 of the serving process mid-request, losing nothing it confirmed', async () => {
  server = startSupervised({ port: PORT, dataDir });
  await server.waitUntilAnswering('/');
  const first = server.servingPid();
  expect(first).not.toBeNull();

  let confirmed = 0;
  let sent = 0;
  let killing = true;
  // Views keep going in four lanes while the kill lands, so some are in flight at that moment.
  const lanes = Array.from({ length: 4 }, async () => {
    while (killing) if (await visit(sent++)) confirmed++;
  });
  while (confirmed < 20) await new Promise((resolve) => setTimeout(resolve, 20));
  process.kill(first!, 'SIGKILL');
  const downFor = await server.waitUntilAnswering('/', 60_000);
  killing = false;
  await Promise.all(lanes);
  const timeline = server
    .output()
    .split('\n')
    .filter((line) => /supervisor|Ready in|database ready/.test(line));
  console.info(`/ answered again ${downFor} ms after the kill\n${timeline.join('\n')}`);

  // A new process serves; the supervisor said which one died and how.
  expect(server.servingPid()).not.toBe(first);
  expect(server.output()).toMatch(new RegExp(`server \\(pid ${first}\\) was killed by SIGKILL`));
  expect(await visit(sent++)).toBe(true);
  confirmed++;

  // A clean stop ends the server with no restart, and nothing of it is left running.
  expect(await server.stop()).toBe(0);
  expect(groupAlive(server.child.pid!)).toBe(false);
  const db = await openEmbeddedDatabase({ dataDir });
  const { rows } = await db.query<{ views: number }>('select count(*)::int as views from public.visit_events');
  await db.close();
  expect(rows[0]!.views).toBeGreaterThanOrEqual(confirmed);
  expect(rows[0]!.views).toBeLessThanOrEqual(sent);
}, 300_000);

it('slows down when the server keeps crashing at start, and still stops cleanly', async () => {
  // A setting the server refuses: it exits 1 at every start.
  const looping = startSupervised({
    port: PORT + 2,
    dataDir: path.join(root, 'crash-loop'),
    env: { ADMIN_EMAILS: 'not an e-mail address' },
  });
  try {
    for (const deadline = Date.now() + 120_000; !/crashed 5 times in a minute/.test(looping.output());) {
      if (Date.now() > deadline) throw new Error(`no back-off:\n${looping.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const output = looping.output();
    expect(output).toMatch(/exited with code 1 .*starting it again\n/);
    expect(output).toMatch(/crashed 4 times in a minute: starting it again in 1 s/);
    expect(output).toMatch(/crashed 5 times in a minute: starting it again in 2 s/);
    expect(output).toContain('ADMIN_EMAILS');
  } finally {
    expect(await looping.stop()).toBe(0);
  }
}, 180_000);

it('a server whose supervisor was killed stops by itself, so the next `npm start` can open the data folder', async () => {
  const dir = path.join(root, 'orphan');
  const first = startSupervised({ port: PORT + 3, dataDir: dir });
  await first.waitUntilAnswering('/');
  const serving = first.servingPid()!;
  process.kill(first.child.pid!, 'SIGKILL');
  for (const deadline = Date.now() + 60_000; isAlive(serving);) {
    if (Date.now() > deadline) throw new Error(`the orphaned server ${serving} kept running:\n${first.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(first.output()).toMatch(/supervisor \(pid \d+\) is gone: stopping this server/);
  const second = startSupervised({ port: PORT + 3, dataDir: dir });
  try {
    await second.waitUntilAnswering('/');
    expect(second.output()).not.toMatch(/already in use/);
  } finally {
    expect(await second.stop()).toBe(0);
  }
}, 240_000);

/**
 * True while the process runs. A process that has ended but was not yet reaped (a zombie) counts
 * as gone: it holds no port and no data folder. Under some container inits nobody reaps an
 * orphan, so `kill(pid, 0)` alone would call it alive forever.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true; // no /proc (macOS): the signal check is all there is
  }
}
