import { pdfBomb } from '@/tests/support/pdf-bombs';
import { zipOf } from '@/tests/support/zip-writer';
import type { BenchContext } from '../lib/context';
import { userClient } from '../lib/http';
import { rssMb } from '../lib/processes';
import type { Row } from '../lib/report';
import { percentile } from '../lib/stats';

const P99_BUDGET_MS = 1000;
const RSS_BUDGET_MB = 600;
/** Visitors asking for / at once, one request after another each, while the upload runs. */
const VISITORS = 4;

const emptyObjects = (megabytes: number) =>
  Buffer.from(`[${'{},'.repeat(Math.floor((megabytes * 1024 * 1024) / 3) - 1)}{}]`);

type Window = { latencies: number[]; failures: number; peakRssMb: number };

/** GET / from VISITORS loops, and the server's RSS every 50 ms, until `work` settles (or for `ms`). */
async function measure(ctx: BenchContext, work: Promise<unknown> | number): Promise<Window> {
  const window: Window = { latencies: [], failures: 0, peakRssMb: 0 };
  let done = false;
  const until = typeof work === 'number' ? new Promise((resolve) => setTimeout(resolve, work)) : work;
  void until.finally(() => (done = true));
  const sampler = setInterval(() => {
    window.peakRssMb = Math.max(window.peakRssMb, rssMb(ctx.app.pid() ?? -1) ?? 0);
  }, 50);
  const visitor = async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${ctx.app.url}/`).catch(() => null);
      await response?.arrayBuffer();
      if (response?.status === 200) window.latencies.push(performance.now() - started);
      else window.failures++;
    }
  };
  await Promise.all([until, ...Array.from({ length: VISITORS }, visitor)]);
  clearInterval(sampler);
  return window;
}

/**
 * Figure 11: the public page while a signed-in user uploads the outside review's bombs (a 46 MB
 * import of empty objects, a 64 KB ZIP of 63 MB of them, a 1 MB PDF that unpacks to 200 MB),
 * against the same visitors with no upload: p99 of `/` and the server's peak RSS. Each bomb must
 * be refused (413); the reader processes' own memory is theirs, not the server's.
 */
export async function uploadBombs(ctx: BenchContext): Promise<Row[]> {
  const token = ctx.accounts.tokens[ctx.users.admin]!;
  const user = userClient(ctx.app.url, ctx.accounts.cookieName, token, { origin: ctx.app.url });
  const post = (path: string, body: BodyInit, type?: string) =>
    fetch(`${ctx.app.url}${path}`, {
      method: 'POST',
      headers: {
        cookie: `${ctx.accounts.cookieName}=${token}`,
        origin: ctx.app.url,
        ...(type ? { 'content-type': type } : {}),
      },
      body,
    }).then(async (response) => ({ status: response.status, text: await response.text() }));
  await user.send('POST', '/api/portal/keys', { provider: 'openai', apiKey: 'sk-bench-bombs-0001' });
  const { session } = await user.json<{ session: { id: string } }>('POST', '/api/portal/sessions', {
    provider: 'openai',
    model: 'gpt-4o-mini',
  });

  const quiet = await measure(ctx, 10_000);
  const bombs: [string, () => Promise<{ status: number; text: string }>][] = [
    ['an import of 46 MB of {}', () => post('/api/portal/import', emptyObjects(46), 'application/octet-stream')],
    [
      'a 64 KB ZIP of 63 MB of {}',
      () =>
        post(
          '/api/portal/import',
          zipOf([{ name: 'conversations.json', data: emptyObjects(63) }]),
          'application/octet-stream',
        ),
    ],
    [
      'a 1 MB PDF that unpacks to 200 MB',
      async () => {
        const form = new FormData();
        form.set('sessionId', session.id);
        form.append('file', new File([new Uint8Array(await pdfBomb('name-escape'))], 'bomb.pdf'));
        return post('/api/portal/attachments', form);
      },
    ],
  ];
  const rows: Row[] = [];
  const quietP99 = percentile(quiet.latencies, 99);
  for (const [name, send] of bombs) {
    const answer = send();
    const loaded = await measure(ctx, answer);
    const { status } = await answer;
    if (status !== 413) ctx.fail(`11 ${name}: answered ${status}, not 413`);
    const p99 = percentile(loaded.latencies, 99);
    ctx.log(
      `  ${name}: ${status}; / p99 ${p99.toFixed(0)} ms (quiet ${quietP99.toFixed(0)}), server peak ${Math.round(loaded.peakRssMb)} MB`,
    );
    rows.push(
      {
        group: '11',
        figure: `/ p99 while uploading ${name} (refused ${status})`,
        value: `${p99.toFixed(0)} ms`,
        peer: `no upload ${quietP99.toFixed(0)} ms`,
        ratio: `${(p99 / quietP99).toFixed(1)}x`,
        budget: `< ${P99_BUDGET_MS} ms, no error`,
        pass: p99 < P99_BUDGET_MS && loaded.failures === 0 && status === 413,
        data: { requests: loaded.latencies.length, failures: loaded.failures, status },
      },
      {
        group: '11',
        figure: `server peak RSS while uploading ${name}`,
        value: `${Math.round(loaded.peakRssMb)} MB`,
        peer: `no upload ${Math.round(quiet.peakRssMb)} MB`,
        ratio: `${(loaded.peakRssMb / quiet.peakRssMb).toFixed(2)}x`,
        budget: `< ${RSS_BUDGET_MB} MB`,
        pass: loaded.peakRssMb < RSS_BUDGET_MB,
      },
    );
  }
  return rows;
}
