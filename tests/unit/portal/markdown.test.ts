import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/app/(admin)/ai-portal/_components/markdown/markdown';

const render = (source: string) => renderToStaticMarkup(createElement(Markdown, null, source));

describe('Markdown', () => {
  it('renders markdown and harmless HTML', () => {
    const html = render('**bold** and `code`\n\n- one\n- two\n\n<kbd>Ctrl</kbd>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<kbd>Ctrl</kbd>');
  });

  it('opens links in a new tab without opener, referrer or endorsement', () => {
    const html = render('[site](https://example.com/page)');
    expect(html).toContain('href="https://example.com/page"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('keeps relative and mailto links', () => {
    expect(render('[a](/about)')).toContain('href="/about"');
    expect(render('[m](mailto:me@example.com)')).toContain('href="mailto:me@example.com"');
  });

  it('lets keyboard users reach code blocks and tables that scroll sideways', () => {
    expect(render('```\ncode\n```')).toMatch(/<pre tabindex="0"/);
    expect(render('<table><tr><td>b</td></tr></table>')).toMatch(
      /<div tabindex="0" class="overflow-x-auto[^"]*"><table>/,
    );
  });

  it('renders headings as bold lines, not page headings', () => {
    const html = render('# Title\n\n## Sub');
    expect(html).not.toMatch(/<h[1-6]/);
    expect(html).toContain('<p class="font-bold">Title</p>');
  });

  it.each([
    ['<img src=x onerror=alert(1)>', /onerror|alert/i],
    ['<script>alert(1)</script>', /<script|alert/i],
    ['[x](javascript:alert(1))', /javascript|alert/i],
    ['<a href="javascript:alert(1)">x</a>', /javascript|alert/i],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:|<script|alert/i],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', /data:|base64/i],
    ['![i](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)', /data:|base64/i],
    ['<iframe src="https://evil.example"></iframe>', /<iframe|evil/i],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', /<iframe|srcdoc|alert/i],
    ['<svg onload=alert(1)><circle r="5"/></svg>', /<svg|onload|alert/i],
    ['<div style="position:fixed;inset:0;background:red">cover</div>', /style|position|fixed/i],
    ['<object data="https://evil.example/x.swf"></object>', /<object|evil/i],
    ['<embed src="https://evil.example/x.swf">', /<embed|evil/i],
    // The <input> may stay only as a disabled task-list checkbox, without its name.
    [
      '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
      /<form|<input (?!type="checkbox" disabled="" aria-label="Task"\/>)|<button|evil|password/i,
    ],
    ['<style>body{display:none}</style>', /<style|display/i],
    ['<a href="x" onclick="alert(1)" onmouseover="alert(2)">x</a>', /onclick|onmouseover|alert/i],
    ['<p tabindex="1" accesskey="s">p</p>', /tabindex|accesskey/i],
    ['<picture><source srcset="data:image/png;base64,AAAA"><img src="/ok.png"></picture>', /srcset|data:/i],
    ['<a href="&#106;avascript:alert(1)">x</a>', /javascript|alert/i],
    ['<img src="https://example.com/a.png" onerror="alert(1)">', /onerror|alert/i],
  ])('neutralises %j', (payload, dangerous) => {
    expect(render(payload)).not.toMatch(dangerous);
  });

  it('keeps the text around a removed element', () => {
    expect(render('before <script>alert(1)</script> after')).toMatch(/before\s+after/);
  });

  it('keeps a safe image but drops its handler', () => {
    const html = render('<img src="/images/a.png" alt="pic" onerror="alert(1)">');
    expect(html).toContain('src="/images/a.png"');
    expect(html).toContain('alt="pic"');
  });
});
