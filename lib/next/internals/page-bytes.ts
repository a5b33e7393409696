import 'server-only';
import { ServerResponse } from 'node:http';

/**
 * Next sends a cached page as a string: `res.end(html)`. Node then joins the response head and
 * that string into a new string, flattens it on the JS heap and converts it to UTF-8 in a fresh
 * buffer, on every request: a copy of each page per request in the young generation, and those
 * still being written are copied again by every scavenge (measured: bench/README.md, "a cached
 * page written as bytes"). The page cache hands each page it holds to `holdPageBytes`,
 * which keeps its UTF-8 bytes once; a response ending with that very text is written from them.
 * The bytes are exactly what Node would have sent for the string, so nothing a client receives
 * changes; a body compressed on the way out (Accept-Encoding) is left to the compressor.
 */

type State = { bytes: Map<string, Buffer>; byKey: Map<string, string>; installed: boolean };
// On globalThis: the page cache and the server hook may be bundled apart, and must share one registry.
const KEY = Symbol.for('app.page-bytes');
const state = (): State =>
  ((globalThis as Record<symbol, State>)[KEY] ??= { bytes: new Map(), byKey: new Map(), installed: false });

// Pages are a handful of routes; a bound keeps a cache of many keys from holding every old copy.
const MAX_PAGES = 64;
// Below this Node writes a string from its stack without allocating, and no page is this short.
const MIN_LENGTH = 8192;

/** Keeps `html`, the page cached under `key`, as bytes; the page it replaces is let go. */
export function holdPageBytes(key: string, html: string): void {
  if (html.length < MIN_LENGTH) return;
  const { bytes, byKey } = state();
  const previous = byKey.get(key);
  if (previous === html) return;
  const release = (page: string | undefined) => {
    if (page !== undefined && ![...byKey.values()].includes(page)) bytes.delete(page);
  };
  byKey.delete(key);
  release(previous);
  if (byKey.size >= MAX_PAGES) {
    const [oldestKey, oldestHtml] = byKey.entries().next().value as [string, string];
    byKey.delete(oldestKey);
    release(oldestHtml);
  }
  byKey.set(key, html);
  if (!bytes.has(html)) bytes.set(html, Buffer.from(html, 'utf8'));
}

/** The held bytes of `html`, if a page with that exact text is held. */
export function heldPageBytes(html: string): Buffer | undefined {
  return html.length < MIN_LENGTH ? undefined : state().bytes.get(html);
}

const utf8 = (encoding: unknown) =>
  encoding === undefined || typeof encoding === 'function' || encoding === 'utf8' || encoding === 'utf-8';

/**
 * Has every response of this process end with the held bytes when its body is a held page's
 * text. A Map lookup per `end` with a long string: V8 hashes a string that long by its length
 * and compares the very same string by identity.
 */
export function installPageBytes(): void {
  const current = state();
  if (current.installed) return;
  current.installed = true;
  const end = ServerResponse.prototype.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  ServerResponse.prototype.end = function endWithHeldBytes(this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args;
    if (typeof chunk === 'string' && utf8(encoding)) {
      const bytes = heldPageBytes(chunk);
      if (bytes) args[0] = bytes;
    }
    return end.apply(this, args);
  } as typeof ServerResponse.prototype.end;
}
