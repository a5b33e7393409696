import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Markdown } from '@/app/(admin)/ai-portal/_components/markdown/markdown';
import { loadHighlighter } from '@/app/(admin)/ai-portal/_components/markdown/use-highlighter';
import { inspectHtml } from '../../support/xss-inspect';
import { xssPayloads } from '../../support/xss-payloads';

const render = (source: string) => renderToStaticMarkup(createElement(Markdown, null, source));

describe('the chat markdown renderer against the XSS corpus', () => {
  // With code highlighted, as the portal shows it once the highlighter has loaded.
  beforeAll(loadHighlighter);

  it('has a corpus of at least 60 payloads', () => {
    expect(new Set(xssPayloads).size).toBeGreaterThanOrEqual(60);
  });

  it.each(xssPayloads.map((payload) => [payload]))('leaves nothing that runs or clobbers from %j', (payload) => {
    // Inline and inside a list item and a link text, where markdown parsing differs from a paragraph.
    for (const source of [payload, `- item ${payload}`, `> ${payload}`, `text\n\n${payload}\n\nmore`]) {
      const html = render(source);
      expect(inspectHtml(html, { clobberPrefix: 'user-content-' }), html).toEqual([]);
    }
  });

  it('prefixes ids and names, so a reply cannot shadow a global such as window.__xss', () => {
    const html = render('<a id="__xss" href="https://example.com">x</a><img name="cookie" src="/a.png">');
    expect(html).toContain('id="user-content-__xss"');
    expect(html).toContain('name="user-content-cookie"');
  });
});

describe('the inspector itself', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', 'event handler'],
    ['<a href=" java\tscript:alert(1)">x</a>', 'script URL'],
    ['<a href="DATA:text/html,x">x</a>', 'script URL'],
    ['<iframe srcdoc="x"></iframe>', '<iframe> element'],
    ['<template><img src=x onerror=alert(1)></template>', 'event handler'],
    ['<meta http-equiv=refresh content="0;url=/">', '<meta> element'],
    ['<a id="document">x</a>', 'can clobber a global'],
  ])('catches %j', (html, finding) => {
    expect(inspectHtml(html, { clobberPrefix: 'user-content-' }).join('\n')).toContain(finding);
  });
});
