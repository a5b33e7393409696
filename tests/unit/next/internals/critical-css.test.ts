import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineCriticalCss } from '@/lib/next/internals/critical-css';

// A build's static folder: a small next/font sheet and a site sheet too big to go in whole.
let staticDir: string;
const fontsCss = '@font-face{font-family:sans;src:url(../media/inter.woff2)format("woff2")}.v{--font:"sans"}';
const unused = Array.from({ length: 200 }, (_, i) => `.unused-${i}{margin:${i}px}`).join('');
const siteCss =
  '.used{color:red}.menu-open{display:block}@media (min-width:40rem){.used{color:green}}' +
  '@keyframes bounce{50%{transform:translateY(-25%)}}.chevron{animation:var(--animate-bounce)}' +
  unused;

const fontsLink = '<link rel="stylesheet" href="/_next/static/chunks/fonts.css" data-precedence="next"/>';
const siteLink = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
const page = (links = fontsLink + siteLink, body = '<p class="used">Hi</p><svg class="chevron"></svg>') =>
  '<!DOCTYPE html><html lang="en" class="v"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  links +
  '<script src="/_next/static/chunks/app.js" async=""></script><title>Home</title></head>' +
  `<body>${body}<script>self.__next_f.push([1,"<p class=\\"used\\">"])</script></body></html>`;

beforeAll(() => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
  fs.mkdirSync(path.join(staticDir, 'chunks'));
  fs.writeFileSync(path.join(staticDir, 'chunks/fonts.css'), fontsCss);
  fs.writeFileSync(path.join(staticDir, 'chunks/site.css'), siteCss);
});
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

describe('inlineCriticalCss', () => {
  it("inlines the rules the page's markup uses where its stylesheet links were", async () => {
    const out = await inlineCriticalCss(page(), staticDir);
    const css = styleOf(out);
    expect(css).toContain('.used{color:red}');
    expect(css).toContain('@media (min-width:40rem){.used{color:green}}');
    expect(css).toContain('.chevron{animation:var(--animate-bounce)}');
    expect(css).toContain('@keyframes bounce');
    expect(css).not.toContain('.unused-');
    // Shown only after a click: left to the full sheet.
    expect(css).not.toContain('.menu-open');
    // The small sheet goes in whole, its font URL made absolute for a page at any path.
    expect(css).toContain('@font-face{font-family:sans;src:url(/_next/static/media/inter.woff2)');
    expect(out.indexOf('<style>')).toBe(page().indexOf(fontsLink));
  });

  it('moves the links, unchanged and in order, to the end of <body> and leaves the rest byte for byte', async () => {
    const out = await inlineCriticalCss(page(), staticDir);
    expect(out).toMatch(new RegExp(`</script>${fontsLink}${siteLink}</body></html>$`));
    const restored = out
      .replace(/<style>[\s\S]*?<\/style>/, fontsLink + siteLink)
      .replace(fontsLink + siteLink + '</body>', '</body>');
    expect(restored).toBe(page());
  });

  it('leaves a page without stylesheet links as it is', async () => {
    expect(await inlineCriticalCss(page(''), staticDir)).toBe(page(''));
  });

  it('leaves the page as it is when a linked sheet is missing, so its link keeps holding the paint', async () => {
    const html = page(fontsLink + siteLink.replace('site.css', 'gone.css'));
    expect(await inlineCriticalCss(html, staticDir)).toBe(html);
  });

  it('leaves the page as it is when its links are not side by side, or the rules would end the <style>', async () => {
    const apart = page(fontsLink + '<meta name="x" content="y"/>' + siteLink);
    expect(await inlineCriticalCss(apart, staticDir)).toBe(apart);

    const endTag = path.join(staticDir, 'chunks/end.css');
    fs.writeFileSync(endTag, `.used::after{content:"</style><script>alert(1)</script>"}${unused}`);
    const html = page(siteLink.replace('site.css', 'end.css'));
    expect(await inlineCriticalCss(html, staticDir)).toBe(html);
  });
});
