import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Markdown } from '@/app/(admin)/ai-portal/_components/markdown/markdown';
import { loadHighlighter } from '@/app/(admin)/ai-portal/_components/markdown/use-highlighter';
import { inspectHtml } from '../../support/xss-inspect';

const render = (source: string) => renderToStaticMarkup(createElement(Markdown, null, source));
const clean = (html: string) => expect(inspectHtml(html, { clobberPrefix: 'user-content-' }), html).toEqual([]);

describe('Markdown with GitHub extensions', () => {
  it('renders a table with aligned columns', () => {
    const html = render('| Name | Size |\n|:-----|-----:|\n| a.ts | 12 |');
    // As classes: a style attribute is something replies may never carry.
    expect(html).toContain('<th class="text-left">Name</th>');
    expect(html).toContain('<td class="text-right">12</td>');
    expect(html).not.toContain('style=');
    expect(html).toContain('<thead>');
    expect(html).toContain('<tbody>');
  });

  it('renders strikethrough', () => {
    expect(render('~~gone~~ kept')).toContain('<del>gone</del> kept');
  });

  it('renders task lists as disabled checkboxes', () => {
    const html = render('- [x] done\n- [ ] to do');
    expect(html).toContain('<input type="checkbox" disabled="" aria-label="Task" checked=""/> done');
    expect(html).toContain('<input type="checkbox" disabled="" aria-label="Task"/> to do');
    clean(html);
  });

  it('turns any raw <input> into a disabled checkbox with nothing else on it', () => {
    const html = render('<input type="text" value="typed" autofocus onfocus="alert(1)" name="pw" readonly size="9">');
    expect(html.match(/<input[^>]*>/g)).toEqual(['<input type="checkbox" disabled="" aria-label="Task"/>']);
  });

  it('links bare addresses', () => {
    expect(render('see www.example.com')).toContain('href="http://www.example.com"');
  });
});

// Runs before the highlighter is loaded (the next describe loads it): code shows plain meanwhile.
describe('code blocks before the highlighter has loaded', () => {
  it('show the code as plain text, with its copy button', () => {
    const html = render('```ts\nconst a = 1;\n```');
    expect(html).toContain('<code class="language-ts">const a = 1;\n</code>');
    expect(html).toMatch(/aria-label="Copy code"/);
  });
});

describe('code blocks', () => {
  beforeAll(loadHighlighter);

  it('highlights a fenced block with class-based spans only', () => {
    const html = render('```ts\nconst answer: number = 42; // why\n```');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-number">42</span>');
    expect(html).toContain('<span class="hljs-comment">// why</span>');
    const code = html.slice(html.indexOf('<code'), html.indexOf('</code>'));
    for (const span of code.match(/<span[^>]*>/g) ?? []) expect(span).toMatch(/^<span class="hljs-[\w -]+">$/);
    expect(html).not.toContain('style=');
  });

  it('knows the usual languages by their short names', () => {
    const samples: Record<string, string> = { html: '<a href="x">y</a>', diff: '--- a\n+++ b\n+added' };
    for (const language of [
      'js',
      'ts',
      'tsx',
      'py',
      'sh',
      'bash',
      'json',
      'html',
      'css',
      'sql',
      'yaml',
      'go',
      'rust',
      'diff',
    ])
      expect(
        render('```' + language + '\n' + (samples[language] ?? 'if (a) { return "x"; }') + '\n```'),
        language,
      ).toMatch(/class="hljs-/);
  });

  it('leaves a block without a language, or with an unknown one, as plain text', () => {
    expect(render('```\nconst a = 1;\n```')).not.toContain('hljs-');
    for (const language of ['klingon', '__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(render('```' + language + '\nconst a = 1;\n```'), language).not.toContain('hljs');
  });

  it('keeps markup inside code as text, whatever the highlighter does', () => {
    const html = render('```html\n<img src=x onerror=alert(1)><script>alert(2)</script>\n```');
    expect(html).toContain('&lt;');
    expect(html).not.toMatch(/<img|<script/);
    clean(html);
  });

  it('shows the language as text and cannot be broken out of by a crafted language name', () => {
    const html = render('```"><img src=x onerror=alert(1)>\ncode\n```');
    expect(html).not.toMatch(/<img/);
    clean(html);
  });

  it('drops highlighter classes a reply writes itself; only language-* survives on code', () => {
    const html = render('<pre><code class="language-js hljs-keyword evil" style="color:red">let a;</code></pre>');
    expect(html).not.toContain('evil');
    expect(html).not.toContain('style=');
    expect(html).toMatch(/<code class="hljs language-js">/);
  });

  it('has a copy button and scrolls sideways inside the block', () => {
    const html = render('```\n' + 'x'.repeat(500) + '\n```');
    expect(html).toMatch(/<button[^>]*aria-label="Copy code"/);
    expect(html).toMatch(/<pre tabindex="0" class="[^"]*overflow-x-auto/);
  });

  it("strips data-* attributes, so a reply cannot pass for one of the portal's own controls", () => {
    const html = render('<span data-portal-control="" data-x="1">fake</span>');
    expect(html).not.toContain('data-');
  });
});

describe('footnotes and other links within a reply', () => {
  it('point at ids that exist, and stay in the same tab', () => {
    const html = render('Note[^a].\n\n[^a]: The note.');
    const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    const links = html.match(/<a [^>]*>/g) ?? [];
    expect(links).toHaveLength(2); // to the note, and back
    for (const link of links) {
      expect(ids).toContain(/href="#([^"]+)"/.exec(link)?.[1]);
      expect(link).not.toContain('target=');
    }
    clean(html);
  });

  it('keeps footnotes of two replies on one page apart: each link reaches its own reply', () => {
    const page = renderToStaticMarkup(
      createElement(
        'div',
        null,
        createElement(Markdown, null, 'First[^a].\n\n[^a]: First note.'),
        createElement(Markdown, null, 'Second[^a].\n\n[^a]: Second note.'),
      ),
    );
    const ids = [...page.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
    const secondReply = page.slice(page.indexOf('<p>Second'));
    const noteId = /href="#([^"]+)"/.exec(secondReply)?.[1];
    const described = /aria-describedby="([^"]+)"/.exec(secondReply)?.[1];
    expect(page.indexOf(`id="${noteId}"`)).toBeGreaterThan(page.indexOf('<p>Second'));
    expect(page.indexOf(`id="${described}"`)).toBeGreaterThan(page.indexOf('<p>Second'));
    clean(page);
  });

  it('keeps the prefixed ids, so a reply still cannot shadow a global', () => {
    const html = render('<b id="top">x</b> [up](#top)');
    expect(html).toContain('id="user-content-top"');
    expect(html).toContain('href="#user-content-top"');
  });
});
