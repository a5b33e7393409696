import { startApp, startNext } from '../lib/app-server';
import type { BenchContext } from '../lib/context';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';

const RSS_BUDGET_MB = 600;
const READY_BUDGET_MS = 3000;

/** Figure 6a: resident memory of the app's server process after every load run, vs the reference's after its own. */
export function serverRss(appRssMb: number, referenceRssMb: number): Row {
  return {
    group: '6',
    figure: 'server RSS after the runs',
    value: `${Math.round(appRssMb)} MB`,
    peer: `trivial Next after its load ${Math.round(referenceRssMb)} MB`,
    ratio: `${(appRssMb / referenceRssMb).toFixed(1)}x`,
    budget: `< ${RSS_BUDGET_MB} MB`,
    pass: appRssMb < RSS_BUDGET_MB,
  };
}

/**
 * Figure 6b: restart on an existing DATA_DIR, from spawning `next start` to the first 200 of a
 * route that reads the database (a signed-in API call), so "ready" means the data is reachable,
 * not only that the prerendered home page is. The reference app's spawn-to-200 is the peer.
 */
export async function restartTime(ctx: BenchContext, referenceDir: string): Promise<Row> {
  const cookie = `${ctx.accounts.cookieName}=${ctx.accounts.tokens[ctx.users.admin]}`;
  const ready: number[] = [];
  const reference: number[] = [];
  for (let i = 0; i < ctx.settings.restarts; i++) {
    const app = await startApp(ctx.dataDir, ctx.provider.url, { path: '/api/portal/sessions', headers: { cookie } });
    ready.push(app.startMs);
    await app.stop();
    const trivial = await startNext({ cwd: referenceDir });
    reference.push(trivial.startMs);
    await trivial.stop();
  }
  const value = median(ready);
  ctx.log(`  restart to data ready ${value.toFixed(0)} ms`);
  return {
    group: '6',
    figure: `restart on existing DATA_DIR to first 200 (median of ${ready.length})`,
    value: `${(value / 1000).toFixed(2)} s`,
    peer: `trivial Next ${(median(reference) / 1000).toFixed(2)} s`,
    ratio: `${(value / median(reference)).toFixed(1)}x`,
    budget: `< ${READY_BUDGET_MS / 1000} s`,
    pass: value < READY_BUDGET_MS,
    data: { readyMs: ready, referenceMs: reference },
  };
}
