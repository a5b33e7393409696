import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';

// The stylesheets Next links in a page's head, as it writes them: its own build files.
const headStylesheet = /<link rel="stylesheet" href="\/_next\/static\/([^"?#]+\.css)(?:\?[^"]*)?"[^>]*>/g;
// Marks the <style> Beasties writes, the one part of its output this module takes.
const marker = 'critical-css';
const criticalStyle = new RegExp(`<style nonce="${marker}">([\\s\\S]*?)</style>`);

const inliners = new Map<string, Beasties>();
const inliner = (staticDir: string) => {
  let found = inliners.get(staticDir);
  if (!found) {
    found = new Beasties({
      path: staticDir,
      publicPath: '/_next/static/',
      // Only the CSS is taken from Beasties' output; the links are moved below, in Next's own markup.
      preload: 'body',
      nonce: marker,
      // A small sheet goes in whole: next/font's @font-face rules, which Beasties would drop as
      // unused because the pages name the families through CSS variables.
      inlineThreshold: 4096,
      fonts: false,
      // Beasties reads a selector that starts with :where( or :is( as nothing and drops it, which
      // would take Tailwind's space-y-* and divide-* with it: kept whole (a few dozen rules).
      allowRules: [/^:(?:where|is)\(/],
      // Tailwind names keyframes through variables too (animate-bounce).
      keyframes: 'all',
      reduceInlineStyles: false,
      logLevel: 'silent',
    });
    inliners.set(staticDir, found);
  }
  return found;
};

/**
 * First paint in one round trip: the page carries the rules its own markup uses in a
 * <style> where its stylesheet links were, and the links move to the end of <body>, where they no
 * longer hold the first paint. They still load and apply, for what appears later (menus, dialogs,
 * the admin area after a client-side navigation), and React adopts them on hydration: it finds a
 * stylesheet by its href anywhere in the document. Beasties (Critters' maintained fork) picks the
 * rules; the rest of the document is left byte for byte as Next wrote it. `staticDir` is the
 * folder `/_next/static/` is served from. Anything unexpected leaves the page as it was.
 */
export async function inlineCriticalCss(html: string, staticDir: string): Promise<string> {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const links = [...html.slice(0, headEnd).matchAll(headStylesheet)];
  const first = links[0];
  const last = links.at(-1);
  if (!first || !last) return html;
  const start = first.index;
  const end = last.index + last[0].length;
  const moved = html.slice(start, end);
  // Only the links move, side by side as Next writes them: nothing else in the head.
  if (moved.replace(headStylesheet, '') !== '') return html;

  let css: string | undefined;
  try {
    // A sheet Beasties cannot read is left out of the rules: its link must keep holding the paint.
    const files = links.map((link) => path.join(staticDir, link[1] ?? ''));
    const sheets = await Promise.all(files.map((file) => readFile(file, 'utf8')));
    // Nor can a <style> hold rules with its own end tag in them.
    if (sheets.some((sheet) => /<\/style/i.test(sheet))) return html;
    css = criticalStyle.exec(await inliner(staticDir).process(html))?.[1];
  } catch {
    return html;
  }
  if (!css) return html;
  return `${html.slice(0, start)}<style>${css}</style>${html.slice(end, bodyEnd)}${moved}${html.slice(bodyEnd)}`;
}
