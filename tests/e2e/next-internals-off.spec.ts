// NEXT_INTERNALS=off (lib/next/internals): the public pages through Next's public path only. Runs
// in the `internals-off` project, against a server of the same build started with the switch off
// (playwright.config.ts), beside site-shell.spec.ts on that server: the same pages, the same
// headers, served from Next's cache, a save shown on the next request, and a page rendered by this
// server as Next writes it (no critical CSS, no Latin-1 escapes: proof the internals were off).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { register, signIn } from './support/accounts';
import { readSection } from './support/content-sections';
import { cachedPage, cachedResponse } from './support/page-cache';

const owner = 'internals-off@example.com';
const publicPages = ['/', '/about', '/portfolio', '/donate'];
// The headers a browser, a search engine or a CDN acts on: each one as the internals-on server sends it.
const headersThatMatter = [
  'content-type',
  'cache-control',
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
];
// Next's own: the stylesheet links in the head, where the internals put the page's critical CSS instead.
const headStylesheets = /<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/;

test.describe.configure({ mode: 'serial' });

test('serves each public page from the cache with the headers of the internals-on server', async ({
  request,
  playwright,
}) => {
  const onServer = await playwright.request.newContext({ baseURL: process.env.E2E_SHARED_URL });
  try {
    for (const path of publicPages) {
      const [off, on] = await Promise.all([cachedResponse(request, path), cachedResponse(onServer, path)]);
      expect(off.status(), path).toBe(200);
      const pick = (headers: Record<string, string>) => headersThatMatter.map((name) => [name, headers[name]]);
      expect(pick(off.headers()), path).toEqual(pick(on.headers()));
      expect(off.headers()['x-powered-by'], path).toBeUndefined();
    }
  } finally {
    await onServer.dispose();
  }
});

const heroSection = (request: APIRequestContext) => readSection(request, 'home', 'hero');

test('a save shows on the next request, in the page exactly as Next renders it', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await register(page, owner);
  await signIn(page, owner);
  const original = await heroSection(page.request);
  const headline = `Served without internals — “${Date.now()}”`;
  const save = (content: Record<string, unknown>, expectedUpdatedAt: string) =>
    page.request.patch(`/api/content/${original.id}`, { data: { content, expectedUpdatedAt } });
  const saved = await save({ ...original.content, headline }, original.updatedAt);
  expect(saved.status()).toBe(200);
  try {
    // The save expired every public page: each is rendered again by this server, and cached.
    for (const path of publicPages) {
      const html = await cachedPage(page.request, path);
      const head = html.slice(0, html.indexOf('</head>'));
      // Booleans: a failure message that prints a whole page says less than its name.
      expect(headStylesheets.test(head), `${path}: Next's stylesheet links in the head, not inlined rules`).toBe(true);
      expect(html.includes('•'), `${path}: the footer's "•" as written`).toBe(true);
      expect(html.includes('&#x2022;'), `${path}: no Latin-1 escapes`).toBe(false);
    }
    expect((await cachedPage(page.request, '/')).includes(headline), 'the saved headline on /').toBe(true);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    await expect(page.locator('.hero-tagline')).toHaveText(/^Privacy-First • Mission-Focused • /);
    for (const path of publicPages.slice(1)) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    }
    expect(errors).toEqual([]);
  } finally {
    const current = await heroSection(page.request);
    expect((await save(original.content, current.updatedAt)).status()).toBe(200);
  }
});
