import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inlineCriticalCss } from './critical-css';
import { latin1Html } from './latin1-html';
import { holdPageBytes, installPageBytes } from './page-bytes';

type PageValue = { kind: string; html: unknown };
type Entry = { value?: PageValue | null } | null;
type CacheClass = new (ctx: unknown) => {
  serverDistDir?: string;
  get(...args: unknown[]): Promise<Entry>;
  set(key: string, data: PageValue | null, ctx: unknown): Promise<void>;
};

const isPage = (value: PageValue | null | undefined): value is PageValue & { html: string } =>
  value?.kind === 'APP_PAGE' && typeof value.html === 'string';

/**
 * Has Next's page cache hold every page as it is best served: the CSS its first paint needs
 * inlined (./critical-css.ts), as Latin-1 (./latin1-html.ts), and as bytes (./page-bytes.ts). It
 * is Next's own file-system cache with one step added where a page enters it, read with Node's
 * require from the project folder (the instance Next uses, not a bundled copy), and handed to
 * Next through the global it reads its default cache handler from. Not `cacheHandler` in
 * next.config.ts: Next imports a configured handler again on every request, which cost more than
 * it saves here.
 */
export function installPageCache(): void {
  const handlers = Symbol.for('@next/cache-handlers');
  const global = globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>;
  if (global[handlers]?.FetchCache) return;
  const nodeRequire = createRequire(path.join(process.cwd(), 'package.json'));
  const FileSystemCache = (
    nodeRequire('next/dist/server/lib/incremental-cache/file-system-cache.js') as { default: CacheClass }
  ).default;
  // Values done or under way. The parent keeps one value per page in memory and returns that same
  // object on every read, so a page is prepared once, not on each request.
  const prepared = new WeakMap<object, Promise<void>>();

  class PreparedPageCache extends FileSystemCache {
    private prepare(html: string): Promise<string> {
      const staticDir = path.join(this.serverDistDir ?? path.join(process.cwd(), '.next', 'server'), '..', 'static');
      return inlineCriticalCss(html, staticDir).then(latin1Html);
    }

    // A page read from disk: prerendered by the build, which writes its files without this cache.
    async get(...args: unknown[]): Promise<Entry> {
      const entry = await super.get(...args);
      const value = entry?.value;
      if (isPage(value)) {
        let done = prepared.get(value);
        if (!done) {
          const key = String(args[0]);
          done = this.prepare(value.html).then((html) => {
            value.html = html;
            holdPageBytes(key, html);
          });
          prepared.set(value, done);
        }
        await done;
      }
      return entry;
    }

    // A page rendered again at run time: after a save, or at its revalidation time.
    async set(key: string, data: PageValue | null, ctx: unknown): Promise<void> {
      if (!isPage(data)) return super.set(key, data, ctx);
      const value = { ...data, html: await this.prepare(data.html) };
      prepared.set(value, Promise.resolve());
      holdPageBytes(key, value.html);
      return super.set(key, value, ctx);
    }
  }
  global[handlers] = { ...global[handlers], FetchCache: PreparedPageCache };
  // And written from bytes held once, not converted from the string on every request.
  installPageBytes();
}
