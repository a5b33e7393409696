import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/app/(admin)/ai-portal/_components/markdown/markdown';
import { previewDocument } from '@/app/(admin)/ai-portal/_components/markdown/preview/preview-document';
import { fenceClosed, previewKindOf } from '@/app/(admin)/ai-portal/_components/markdown/preview/preview-kind';

const render = (source: string, streaming = false) =>
  renderToStaticMarkup(createElement(Markdown, { streaming } as ComponentProps<typeof Markdown>, source));
/** The svg a preview document shows, decoded from its image's data: URL. */
const svgIn = (document: string) => Buffer.from(/base64,([^"]+)"/.exec(document)?.[1] ?? '', 'base64').toString('utf8');
const previewButtons = (html: string) => html.match(/aria-pressed="false"/g)?.length ?? 0;

describe('which code blocks get a preview', () => {
  it.each([
    ['html', 'html'],
    ['svg', 'svg'],
    ['mermaid', 'mermaid'],
    ['HTML', 'html'],
  ] as const)('a %s block is previewed as %s', (language, kind) => {
    expect(previewKindOf(language)).toBe(kind);
  });

  it.each(['ts', 'xml', 'js', 'css', 'markdown', '', null])('a %j block is not', (language) => {
    expect(previewKindOf(language)).toBeNull();
  });

  it('shows a Preview button beside Copy on html, svg and mermaid blocks only', () => {
    const reply = ['```html\n<p>hi</p>\n```', '```svg\n<svg></svg>\n```', '```mermaid\ngraph TD\nA-->B\n```'];
    expect(previewButtons(render(reply.join('\n\n')))).toBe(3);
    expect(previewButtons(render('```ts\nconst a = 1;\n```\n\n```\nplain\n```'))).toBe(0);
  });

  it('offers no preview while a block is still streaming in, and does once its fence closes', () => {
    expect(previewButtons(render('Here:\n\n```html\n<p>half', true))).toBe(0);
    expect(previewButtons(render('Here:\n\n```html\n<p>whole</p>\n```\n\nand more', true))).toBe(1);
    // A finished reply whose last fence never closed: the block is as complete as it gets.
    expect(previewButtons(render('Here:\n\n```html\n<p>cut'))).toBe(1);
  });

  it('tells a closed fence from an open one', () => {
    expect(fenceClosed('```html\n<p>a</p>\n```')).toBe(true);
    expect(fenceClosed('~~~svg\n<svg/>\n~~~')).toBe(true);
    expect(fenceClosed('```html\n<p>a</p>')).toBe(false);
    expect(fenceClosed('```html\n<p>a</p>\n``')).toBe(false);
    expect(fenceClosed('```html')).toBe(false);
  });
});

describe('the document a preview frame is given', () => {
  it('is the html block itself', () => {
    const html = '<!doctype html><p id="x">hi</p><script>x.textContent = 1</script>';
    expect(previewDocument('html', html)).toBe(html);
  });

  it('shows an svg as an image (no script, no loads), never as markup of the page', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="5"/></svg>';
    const document = previewDocument('svg', svg);
    expect(document).toMatch(/<img [^>]*src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
    expect(document).not.toContain('<svg');
    expect(document).not.toContain('<script');
    expect(svgIn(document)).toBe(svg);
  });

  it('keeps text outside Latin-1 in an svg', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>Café 東京 ✓</text></svg>';
    expect(svgIn(previewDocument('svg', svg))).toBe(svg);
  });
});
