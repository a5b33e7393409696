import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './builds';
import { runToEnd } from './processes';
import { median } from './stats';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * `simulate`: Lighthouse's default, Lantern models a throttled mobile link from an unthrottled
 * load. `devtools`: the throttling is really applied (150 ms RTT, 1.6 Mbps, CPU 4x slower), so
 * the metrics are what Chromium observed on that link (bench/README.md, figure 2).
 */
export type Throttling = 'simulate' | 'devtools';

type Report = {
  categories: Record<(typeof CATEGORIES)[number], { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
};

export type Run = {
  scores: number[];
  lcp: number;
  fcp: number;
  /** LCP as Chromium observed it, and the KB of every request finished before it. */
  observedLcp: number;
  kbBeforeLcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  /** What the page costs to load without its fonts and images: document, stylesheets and scripts as transferred (gzipped). */
  weightKb: { html: number; css: number; js: number };
  lcpDetails: unknown;
};

const kb = (items: Record<string, unknown>[]) =>
  items.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 1024;

/**
 * One Lighthouse run (mobile) in its own process with its own Chromium. The full report stays in
 * bench/results/lighthouse/ for the diagnostics (open it in
 * https://googlechrome.github.io/lighthouse/viewer/ or read the JSON).
 */
export async function lighthouse(url: string, out: string, throttling: Throttling): Promise<Run> {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await runToEnd(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--throttling-method=${throttling}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  // Transfer sizes as served: `next start` gzips, so these are gzipped bytes (plus each response's headers).
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const ofType = (type: string) => requests.filter((item) => item.resourceType === type);
  const observedLcp = Number(report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN);
  // Lantern's LCP graph holds every request that finished before the observed LCP (README).
  const beforeLcp = requests.filter((item) => Number(item.networkEndTime) < observedLcp);
  return {
    scores: CATEGORIES.map((category) => Math.round(report.categories[category].score * 100)),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    observedLcp,
    kbBeforeLcp: kb(beforeLcp),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: kb(ofType('Script')),
    weightKb: { html: kb(ofType('Document')), css: kb(ofType('Stylesheet')), js: kb(ofType('Script')) },
    // Lighthouse 13 dropped `largest-contentful-paint-element`; this insight names the element and
    // splits the LCP into time to first byte, resource load delay and duration, and render delay.
    lcpDetails: report.audits['lcp-breakdown-insight']?.details ?? null,
  };
}

/** Each metric's median over the runs (so the medians may come from different runs). */
export function medianRun(runs: Run[]): Run {
  const of = (pick: (run: Run) => number) => median(runs.map(pick));
  return {
    scores: CATEGORIES.map((_, i) => of((run) => run.scores[i]!)),
    lcp: of((run) => run.lcp),
    fcp: of((run) => run.fcp),
    observedLcp: of((run) => run.observedLcp),
    kbBeforeLcp: of((run) => run.kbBeforeLcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    jsKb: of((run) => run.jsKb),
    weightKb: {
      html: of((run) => run.weightKb.html),
      css: of((run) => run.weightKb.css),
      js: of((run) => run.weightKb.js),
    },
    // The breakdown (TTFB, load delay, load time, render delay) of the run whose LCP is the median.
    lcpDetails: [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor((runs.length - 1) / 2)]!.lcpDetails,
  };
}
