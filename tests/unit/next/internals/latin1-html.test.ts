import { describe, expect, it } from 'vitest';
import { latin1Html } from '@/lib/next/internals/latin1-html';

const beyondLatin1 = /[^\0-\xff]/;
// What a browser reads back from text and attribute values: numeric character references.
const decodeHtml = (html: string) =>
  html.replace(/&#x([0-9A-F]+);/g, (_, code: string) => String.fromCodePoint(parseInt(code, 16)));

describe('latin1Html', () => {
  it('returns a page with nothing beyond Latin-1 unchanged, é and © included', () => {
    const page = '<p title="Café">© 2026 Jordan — no, only a hyphen - here</p>'.replace('—', '-');
    expect(latin1Html(page)).toBe(page);
  });

  it('writes text and attribute values beyond Latin-1 as character references, one per code point', () => {
    const page = '<p title="Now – then">Privacy-First • Mission 😀</p>';
    const out = latin1Html(page);
    expect(out).toBe('<p title="Now &#x2013; then">Privacy-First &#x2022; Mission &#x1F600;</p>');
    expect(decodeHtml(out)).toBe(page);
  });

  it("escapes script contents for JavaScript, so Next's flight data and JSON-LD read back the same text", () => {
    const flight = 'self.__next_f.push([1,"Veteran-owned • Semper Fi 😀"])';
    const jsonLd = '{"slogan":"AI • Lawn care"}';
    const page = `<p>•</p><script>${flight}</script><SCRIPT type="application/ld+json">${jsonLd}</SCRIPT>`;
    const out = latin1Html(page);
    expect(out).toBe(
      '<p>&#x2022;</p><script>self.__next_f.push([1,"Veteran-owned \\u2022 Semper Fi \\uD83D\\uDE00"])</script>' +
        '<SCRIPT type="application/ld+json">{"slogan":"AI \\u2022 Lawn care"}</SCRIPT>',
    );
    const [, script, ld] = out.match(/<script>([\s\S]*?)<\/script><SCRIPT[^>]*>([\s\S]*?)<\/SCRIPT>/)!;
    expect(JSON.parse(script!.slice('self.__next_f.push('.length, -1))).toEqual([1, 'Veteran-owned • Semper Fi 😀']);
    expect(JSON.parse(ld!)).toEqual({ slogan: 'AI • Lawn care' });
  });

  it('escapes style contents for CSS', () => {
    expect(latin1Html('<style>.quote::before{content:"“"}</style>')).toBe(
      '<style>.quote::before{content:"\\201C "}</style>',
    );
  });

  it('leaves no character beyond Latin-1 in a whole page', () => {
    const page =
      '<!DOCTYPE html><html><head><title>About — Jordan</title><script>a="’"</script></head>' +
      '<body><blockquote>“Semper fi”</blockquote><p>2022 – Present</p><script>b="…"</script></body></html>';
    const out = latin1Html(page);
    expect(out).not.toMatch(beyondLatin1);
    expect(out).toContain('<title>About &#x2014; Jordan</title>');
    expect(out).toContain('<script>a="\\u2019"</script>');
  });
  it("escapes a script tag's own attributes, and takes neither a custom element nor a lookalike end tag for a script", () => {
    const page = '<script type="application/ld+json" data-name="Ľubomír">{"a":"•"}</script><style-card>“</style-card>';
    expect(latin1Html(page)).toBe(
      '<script type="application/ld+json" data-name="&#x13D;ubomír">{"a":"\\u2022"}</script><style-card>&#x201C;</style-card>',
    );
    // U+3000 is whitespace to JavaScript's \s but not to HTML: "</script\u3000>" does not end the script.
    expect(latin1Html('<script>a="</script\u3000>"</script>')).toBe('<script>a="</script\\u3000>"</script>');
  });
});
