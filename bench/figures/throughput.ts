import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/builds';
import { autocannon, combine, type LoadResult } from '../lib/load';
import { freePort, startProcess, waitFor200 } from '../lib/processes';
import type { Row } from '../lib/report';
import { round } from '../lib/stats';
import type { BenchContext } from '../lib/context';

const BUDGET_RATIO = 0.8;
const fmt = (run: LoadResult) => `${Math.round(run.reqPerSec)} req/s`;
const ratio = (a: number, b: number) => `${round(a / b, 2)}x`;

/** Serves each page's exact HTML bytes (as the app sent them, uncompressed) from a separate process. */
async function startStaticCopy(appUrl: string, pages: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mission-bench-static-'));
  const files: Record<string, string> = {};
  const sizes: Record<string, number> = {};
  for (const [i, page] of pages.entries()) {
    const bytes = Buffer.from(
      await (await fetch(`${appUrl}${page}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    files[page] = path.join(dir, `page-${i}.html`);
    sizes[page] = bytes.length;
    fs.writeFileSync(files[page], bytes);
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
  return { url, sizes, stop: async () => (await server.stop(), fs.rmSync(dir, { recursive: true, force: true })) };
}

/**
 * Figure 1: each public page against the one-line Next page (budget) and a static server with the
 * same bytes (context), same connections and duration, alternated A/B/C/A/B/C so drift hits all alike.
 */
export async function throughput(ctx: BenchContext): Promise<Row[]> {
  const { connections, seconds, rounds, warmupSeconds } = ctx.settings.load;
  const pages = ctx.settings.load.pages;
  const staticCopy = await startStaticCopy(ctx.app.url, pages);
  const rows: Row[] = [];
  try {
    for (const page of pages) {
      const targets = {
        app: `${ctx.app.url}${page}`,
        trivial: `${ctx.reference.url}/`,
        static: `${staticCopy.url}${page}`,
      };
      const runs: Record<keyof typeof targets, LoadResult[]> = { app: [], trivial: [], static: [] };
      for (const url of Object.values(targets)) await autocannon(url, { connections, seconds: warmupSeconds });
      for (let round = 0; round < rounds; round++) {
        for (const [name, url] of Object.entries(targets) as [keyof typeof targets, string][]) {
          runs[name].push(await autocannon(url, { connections, seconds }));
        }
      }
      const [app, trivial, still] = [combine(runs.app), combine(runs.trivial), combine(runs.static)];
      ctx.log(`  ${page}: ${fmt(app)} vs trivial ${fmt(trivial)} vs static ${fmt(still)}`);
      for (const [name, run] of Object.entries({ app, trivial, static: still })) {
        if (run.non2xx || run.errors)
          ctx.fail(`1 ${page}: ${name} had ${run.non2xx} non-2xx answers and ${run.errors} errors`);
      }
      const label = `${page} (${Math.round(staticCopy.sizes[page]! / 1024)} KB HTML)`;
      const data = { app, trivial, static: still, runs, connections, seconds, rounds };
      rows.push(
        {
          group: '1',
          figure: `${label} throughput`,
          value: fmt(app),
          peer: `trivial Next ${fmt(trivial)}`,
          ratio: ratio(app.reqPerSec, trivial.reqPerSec),
          budget: `>= ${BUDGET_RATIO}x`,
          pass: app.reqPerSec >= BUDGET_RATIO * trivial.reqPerSec,
          data,
        },
        {
          group: '1',
          figure: `${page} latency p50 / p99`,
          value: `${app.p50.toFixed(1)} / ${app.p99.toFixed(1)} ms`,
          peer: `trivial Next ${trivial.p50.toFixed(1)} / ${trivial.p99.toFixed(1)} ms`,
          ratio: ratio(app.p50, trivial.p50),
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
  }
  return rows;
}
