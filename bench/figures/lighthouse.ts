import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/builds';
import type { BenchContext } from '../lib/context';
import { runToEnd } from '../lib/processes';
import type { Row } from '../lib/report';
import { median } from '../lib/stats';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LCP_BUDGET_MS = 1500;
const CLS_BUDGET = 0.01;
const JS_BUDGET_KB = 160;

type Report = {
  categories: Record<(typeof CATEGORIES)[number], { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
};

type Run = {
  scores: number[];
  lcp: number;
  /** LCP as Chromium observed it on localhost, and the KB of every request finished before it. */
  observedLcp: number;
  kbBeforeLcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  lcpDetails: unknown;
};

/**
 * One Lighthouse run (mobile, simulated throttling: its defaults) in its own process with its own
 * Chromium. The full report stays in bench/results/lighthouse/ for the diagnostics (open it in
 * https://googlechrome.github.io/lighthouse/viewer/ or read the JSON).
 */
async function lighthouse(url: string, out: string): Promise<Run> {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await runToEnd(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  // Transfer sizes as served: `next start` gzips, so this is the gzipped JS (plus a few hundred bytes of headers per file).
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const observedLcp = Number(report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN);
  // Lantern's LCP graph holds every request that finished before the observed LCP (README).
  const bytesBeforeLcp = requests
    .filter((item) => Number(item.networkEndTime) < observedLcp)
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const jsBytes = scripts.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  return {
    scores: CATEGORIES.map((category) => Math.round(report.categories[category].score * 100)),
    lcp: audit('largest-contentful-paint'),
    observedLcp,
    kbBeforeLcp: bytesBeforeLcp / 1024,
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
    // Lighthouse 13 dropped `largest-contentful-paint-element`; this insight names the element and
    // splits the LCP into time to first byte, resource load delay and duration, and render delay.
    lcpDetails: report.audits['lcp-breakdown-insight']?.details ?? null,
  };
}

function medianRun(runs: Run[]): Run {
  return {
    scores: CATEGORIES.map((_, i) => median(runs.map((run) => run.scores[i]!))),
    lcp: median(runs.map((run) => run.lcp)),
    observedLcp: median(runs.map((run) => run.observedLcp)),
    kbBeforeLcp: median(runs.map((run) => run.kbBeforeLcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    jsKb: median(runs.map((run) => run.jsKb)),
    // The breakdown (TTFB, load delay, load time, render delay) of the run whose LCP is the median.
    lcpDetails: [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor((runs.length - 1) / 2)]!.lcpDetails,
  };
}

/**
 * Figure 2: Lighthouse on each public page, median of N runs per metric; the one-line reference
 * page is measured in the same rounds as the peer. Runs alternate page by page to spread drift.
 * A control runs with them: the same one-line page plus the app's stylesheet (no web fonts), to
 * show what one render-blocking stylesheet alone does to the simulated LCP (bench/README.md).
 */
export async function lighthouseScores(ctx: BenchContext): Promise<Row[]> {
  const { pages, runs: count } = ctx.settings.lighthouse;
  const targets = [
    ...pages.map((page) => [page, `${ctx.app.url}${page}`]),
    ['trivial', `${ctx.reference.url}/`],
    ['trivial+css', `${ctx.reference.url}/styled`],
  ] as const;
  const runs = new Map<string, Run[]>(targets.map(([name]) => [name, []]));
  for (let i = 0; i < count; i++) {
    for (const [name, url] of targets) {
      const file = `${name.replace(/\W/g, '') || 'home'}-${i + 1}.json`;
      runs.get(name)!.push(await lighthouse(url, path.join(ROOT, 'bench/results/lighthouse', file)));
      ctx.log(`  lighthouse ${name} run ${i + 1}/${count}`);
    }
  }
  const trivial = medianRun(runs.get('trivial')!);
  const styled = medianRun(runs.get('trivial+css')!);
  const scoreText = (run: Run) => run.scores.join(' / ');
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return pages.flatMap((page): Row[] => {
    const run = medianRun(runs.get(page)!);
    const group = '2';
    return [
      {
        group,
        figure: `${page} perf / a11y / BP / SEO`,
        value: scoreText(run),
        peer: `trivial Next ${scoreText(trivial)}; + app CSS ${scoreText(styled)}`,
        ratio: '',
        budget: '100 each',
        pass: run.scores.every((score) => score === 100),
        data: { runs: runs.get(page), trivialRuns: runs.get('trivial'), styledRuns: runs.get('trivial+css') },
      },
      {
        group,
        figure: `${page} LCP`,
        value: `${seconds(run.lcp)} (observed ${seconds(run.observedLcp)}, ${Math.round(run.kbBeforeLcp)} KB done before)`,
        peer: `trivial Next ${seconds(trivial.lcp)} (${Math.round(trivial.kbBeforeLcp)} KB); + app CSS ${seconds(styled.lcp)} (${Math.round(styled.kbBeforeLcp)} KB)`,
        ratio: `${(run.lcp / trivial.lcp).toFixed(2)}x`,
        budget: `< ${LCP_BUDGET_MS / 1000} s`,
        pass: run.lcp < LCP_BUDGET_MS,
        data: { lcpElement: run.lcpDetails },
      },
      {
        group,
        figure: `${page} TBT`,
        value: `${Math.round(run.tbt)} ms`,
        peer: `trivial Next ${Math.round(trivial.tbt)} ms`,
        ratio: '',
        budget: 'context',
        pass: null,
      },
      {
        group,
        figure: `${page} CLS`,
        value: run.cls.toFixed(3),
        peer: `trivial Next ${trivial.cls.toFixed(3)}`,
        ratio: '',
        budget: `< ${CLS_BUDGET}`,
        pass: run.cls < CLS_BUDGET,
      },
      {
        group,
        figure: `${page} JS (gzipped, transferred)`,
        value: `${run.jsKb.toFixed(1)} KB`,
        peer: `trivial Next ${trivial.jsKb.toFixed(1)} KB`,
        ratio: `${(run.jsKb / trivial.jsKb).toFixed(2)}x`,
        budget: `<= ${JS_BUDGET_KB} KB`,
        pass: run.jsKb <= JS_BUDGET_KB,
      },
    ];
  });
}
