import { expect, test, type Page } from '@playwright/test';
import { cachedPage } from './support/page-cache';

// Issue #26: a public page paints from its own HTML. The rules its markup uses come inline
// (lib/next/internals/critical-css.ts), and the stylesheets, moved to the end of <body>, no longer hold the
// first paint: with them never arriving, the page must look as it does with them.
const pages = ['/', '/about', '/portfolio', '/donate'];
const viewports = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

// Every element of the page, as laid out: where it is, its size, colours and type. Not what only
// hydration adds (React's route announcer, preload links), nor an icon's <use>, whose box is the
// sprite file's drawing once that has arrived (its <svg> is sized by the CSS, and compared).
const layout = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.querySelectorAll('body *:not(link, script, next-route-announcer, use)')].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const place = [box.x, box.y + scrollY, box.width, box.height].map(Math.round).join(',');
      return `${element.tagName}.${element.getAttribute('class') ?? ''} ${place} ${style.color} ${style.backgroundColor} ${style.font} ${style.display}`;
    });
  });

test('a public page carries the CSS of its first paint, and its stylesheets wait at the end of <body>', async ({
  page,
}) => {
  for (const path of pages) {
    const html = await cachedPage(page.request, path);
    const [head, body] = html.split('</head>');
    expect(head, path).not.toContain('rel="stylesheet"');
    expect(head, `${path}: the fonts, with their URLs from the site root`).toMatch(
      /<style>@font-face\{font-family:sans;src:url\(\/_next\/static\/media\//,
    );
    expect(body, path).toMatch(
      /<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css" data-precedence="next"\/><\/body>/,
    );
  }
});

for (const viewport of viewports) {
  test(`a page looks the same before its stylesheets arrive, at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // Still frames: an animation caught at two moments would differ for no fault of the CSS.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const path of pages) await cachedPage(page.request, path);
    // Both layouts in the fallback fonts: Inter is font-display: optional, so on a busy machine one
    // load may get it and the next not, whatever the CSS. (That the @font-face rules are inline is
    // checked above.) An empty file fails to decode, and the fallback is final.
    await page.route('**/_next/static/media/*.woff2', (route) =>
      route.fulfill({ status: 200, contentType: 'font/woff2', body: '' }),
    );

    const styled: Record<string, string[]> = {};
    for (const path of pages) {
      await page.goto(path);
      styled[path] = await layout(page);
    }
    // Held for good: whatever shows now comes from the page's own <style>.
    await page.route('**/_next/static/**/*.css', () => new Promise(() => {}));
    for (const path of pages) {
      // Not even DOMContentLoaded: the parser waits at a stylesheet link in <body>, after everything else.
      await page.goto(path, { waitUntil: 'commit' });
      // Polled by time, not by animation frame: what is checked is the markup and the inline CSS,
      // and a frame is not needed for either (one CI run waited 60 s here for a frame).
      const polling = { polling: 100 };
      await page.waitForFunction(
        () => document.querySelector('body > link[rel="stylesheet"]:last-of-type'),
        undefined,
        polling,
      );
      // The home page shows what lies below its hero once the hero is painted (first-frame-script.tsx).
      await page.waitForFunction(() => !document.documentElement.classList.contains('first-frame'), undefined, polling);
      expect(await layout(page), path).toEqual(styled[path]);
    }
    expect(errors).toEqual([]);
  });
}
