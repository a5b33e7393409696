import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/builds';
import { startFloor } from '../lib/floor';
import { autocannon, combine, type LoadResult } from '../lib/load';
import { freePort, startProcess, waitFor200 } from '../lib/processes';
import type { Row } from '../lib/report';
import { round } from '../lib/stats';
import type { BenchContext } from '../lib/context';

// Of the framework's floor: Next serving the same bytes from a force-static route handler.
const BUDGET_RATIO = 0.95;
const fmt = (run: LoadResult) => `${Math.round(run.reqPerSec)} req/s`;
const ratio = (a: number, b: number) => `${round(a / b, 2)}x`;

/** Each page's exact HTML bytes, as the app sends them (uncompressed), from its cache. */
async function pageBytes(appUrl: string, pages: string[]): Promise<Record<string, Buffer>> {
  const bytes: Record<string, Buffer> = {};
  for (const page of pages) {
    const get = () => fetch(`${appUrl}${page}`, { headers: { 'accept-encoding': 'identity' } });
    // The first answer of a page may be its render; the cached copy is the one every later request gets.
    await (await get()).arrayBuffer();
    bytes[page] = Buffer.from(await (await get()).arrayBuffer());
  }
  return bytes;
}

/** Serves each page's bytes from a separate process. */
async function startStaticCopy(bytes: Record<string, Buffer>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-bench-static-'));
  const files: Record<string, string> = {};
  const pages = Object.keys(bytes);
  for (const [i, page] of pages.entries()) {
    files[page] = path.join(dir, `page-${i}.html`);
    fs.writeFileSync(files[page], bytes[page]!);
  }
  const port = await freePort();
  const server = startProcess(
    process.execPath,
    ['--import', 'tsx', 'bench/support/static-server.ts', String(port), JSON.stringify(files)],
    {
      cwd: ROOT,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitFor200(`${url}${pages[0]}`, server);
  return { url, stop: async () => (await server.stop(), fs.rmSync(dir, { recursive: true, force: true })) };
}

/**
 * Figure 1: each public page against Next serving the same bytes from a one-route app (the
 * framework's floor: budget), the one-line Next page and a static server with the same bytes
 * (context), same connections and duration, alternated A/B/C/D/A/B/C/D so drift hits all alike.
 */
export async function throughput(ctx: BenchContext): Promise<Row[]> {
  const { connections, seconds, rounds, warmupSeconds } = ctx.settings.load;
  const pages = ctx.settings.load.pages;
  const bytes = await pageBytes(ctx.app.url, pages);
  const staticCopy = await startStaticCopy(bytes);
  const floor = await startFloor(bytes, ctx.log).catch(async (error: unknown) => {
    await staticCopy.stop();
    throw error;
  });
  const rows: Row[] = [];
  try {
    for (const page of pages) {
      const served = Buffer.from(await (await fetch(`${floor.url}${page}`)).arrayBuffer());
      if (!served.equals(bytes[page]!)) throw new Error(`the floor does not serve the app's bytes of ${page}`);
      const targets = {
        app: `${ctx.app.url}${page}`,
        floor: `${floor.url}${page}`,
        trivial: `${ctx.reference.url}/`,
        static: `${staticCopy.url}${page}`,
      };
      const runs: Record<keyof typeof targets, LoadResult[]> = { app: [], floor: [], trivial: [], static: [] };
      for (const url of Object.values(targets)) await autocannon(url, { connections, seconds: warmupSeconds });
      for (let round = 0; round < rounds; round++) {
        for (const [name, url] of Object.entries(targets) as [keyof typeof targets, string][]) {
          runs[name].push(await autocannon(url, { connections, seconds }));
        }
      }
      const [app, atFloor, trivial, still] = [runs.app, runs.floor, runs.trivial, runs.static].map(combine) as [
        LoadResult,
        LoadResult,
        LoadResult,
        LoadResult,
      ];
      ctx.log(`  ${page}: ${fmt(app)} vs floor ${fmt(atFloor)} vs trivial ${fmt(trivial)} vs static ${fmt(still)}`);
      for (const [name, run] of Object.entries({ app, floor: atFloor, trivial, static: still })) {
        if (run.non2xx || run.errors)
          ctx.fail(`1 ${page}: ${name} had ${run.non2xx} non-2xx answers and ${run.errors} errors`);
      }
      const label = `${page} (${Math.round(bytes[page]!.length / 1024)} KB HTML)`;
      const data = { app, floor: atFloor, trivial, static: still, runs, connections, seconds, rounds };
      rows.push(
        {
          group: '1',
          figure: `${label} throughput`,
          value: fmt(app),
          peer: `Next floor, same bytes ${fmt(atFloor)}`,
          ratio: ratio(app.reqPerSec, atFloor.reqPerSec),
          budget: `>= ${BUDGET_RATIO}x`,
          pass: app.reqPerSec >= BUDGET_RATIO * atFloor.reqPerSec,
          data,
        },
        {
          group: '1',
          figure: `${page} vs one-line page`,
          value: fmt(app),
          peer: `trivial Next ${fmt(trivial)}`,
          ratio: ratio(app.reqPerSec, trivial.reqPerSec),
          budget: 'context',
          pass: null,
        },
        {
          group: '1',
          figure: `${page} latency p50 / p99`,
          value: `${app.p50.toFixed(1)} / ${app.p99.toFixed(1)} ms`,
          peer: `floor ${atFloor.p50.toFixed(1)} / ${atFloor.p99.toFixed(1)} ms, trivial ${trivial.p50.toFixed(1)} / ${trivial.p99.toFixed(1)} ms`,
          ratio: ratio(app.p50, atFloor.p50),
          budget: 'context',
          pass: null,
        },
        {
          group: '1',
          figure: `${page} vs static same bytes`,
          value: fmt(app),
          peer: `static ${fmt(still)}, ${still.p50.toFixed(1)} / ${still.p99.toFixed(1)} ms`,
          ratio: ratio(app.reqPerSec, still.reqPerSec),
          budget: 'context',
          pass: null,
        },
      );
    }
  } finally {
    await staticCopy.stop();
    await floor.stop();
  }
  return rows;
}
