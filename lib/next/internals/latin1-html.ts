const beyondLatin1 = /[^\0-\xff]/;
// A script or style element: its tags, and the contents between them, which are raw text. The
// name ends where HTML ends it (so <style-card> is not a style), with HTML's own whitespace.
const rawText = /(<(script|style)(?=[\t\n\f\r />])[^>]*>)([\s\S]*?)(<\/\2[\t\n\f\r ]*>)/gi;

const hex = (code: number) => code.toString(16).toUpperCase();
// HTML text and attribute values: a numeric character reference, one per code point.
const htmlText = (text: string) => text.replace(/[^\0-\xff]/gu, (char) => `&#x${hex(char.codePointAt(0)!)};`);
// Script contents (Next's flight data and JSON-LD, where such characters sit inside string
// literals): a \u escape per UTF-16 unit, which JavaScript and JSON strings both read back.
const scriptText = (text: string) =>
  text.replace(/[^\0-\xff]/g, (char) => `\\u${hex(char.charCodeAt(0)).padStart(4, '0')}`);
// Style contents: a CSS escape, closed by a space.
const styleText = (text: string) => text.replace(/[^\0-\xff]/gu, (char) => `\\${hex(char.codePointAt(0)!)} `);

/**
 * The same document with every character beyond Latin-1 written as an escape that reads back to
 * it, so the HTML is a string of one-byte characters. One character beyond U+00FF anywhere (a "•"
 * in a tagline) makes V8 hold the whole page two bytes a character, and every response of it then
 * pays a conversion to UTF-8, a larger copy and more garbage: about a quarter of the time Next
 * takes to serve a cached page (measured: bench/README.md, "pages held as Latin-1").
 */
export function latin1Html(html: string): string {
  // Even with nothing to escape, a string built from slices of a two-byte one is held two-byte.
  if (!beyondLatin1.test(html)) return oneByte(html);
  let out = '';
  let last = 0;
  for (const match of html.matchAll(rawText)) {
    const [whole, open, tag, body, close] = match as unknown as [string, string, string, string, string];
    out += htmlText(html.slice(last, match.index)) + htmlText(open);
    out += (tag.toLowerCase() === 'script' ? scriptText(body) : styleText(body)) + close;
    last = match.index + whole.length;
  }
  out += htmlText(html.slice(last));
  // Nothing beyond Latin-1 may be left for the step below to cut to its low byte.
  if (beyondLatin1.test(out)) return html;
  return oneByte(out);
}

// Built from slices of a two-byte string, a string is still held two bytes a character;
// decoding its bytes as Latin-1 gives a one-byte string.
const oneByte = (text: string) => Buffer.from(text, 'latin1').toString('latin1');
