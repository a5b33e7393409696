import type { SnippetPart } from './port';

// The markers search_chat_sessions puts around matches (it removes them from the text first).
const START = '\u0002';
const STOP = '\u0003';
// What the search puts after every '<' so that words inside markup are indexed (chat_search_text).
const AFTER_ANGLE = /\u0001/g;

/** Splits a marked snippet into text parts, so the browser renders text, never markup. */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, chunk] of marked.replace(AFTER_ANGLE, '').split(START).entries()) {
    const [matched, rest] = index === 0 ? [undefined, chunk] : splitOnce(chunk, STOP);
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

function splitOnce(chunk: string, separator: string): [string, string] {
  const at = chunk.indexOf(separator);
  return at < 0 ? [chunk, ''] : [chunk.slice(0, at), chunk.slice(at + separator.length)];
}
