import fs from 'node:fs';
import path from 'node:path';

// Read once at build time and served from the cache: the file only changes with the package.
export const dynamic = 'force-static';

/**
 * ALTCHA's proof-of-work worker, served from this origin. The widget's default bundle starts its
 * workers from blob: URLs, which the public pages' CSP does not allow (worker-src falls back to
 * script-src 'self'); its `external` bundle lets the page start them from here instead.
 */
export function GET() {
  const source = fs.readFileSync(path.join(process.cwd(), 'node_modules/altcha/dist/workers/pbkdf2.js'), 'utf8');
  return new Response(source, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
