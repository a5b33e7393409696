import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { OWN_POLICY_ROUTES, publicCsp } from './lib/security/csp';

// Sent on every response.
const nosniff = { key: 'X-Content-Type-Options', value: 'nosniff' };
// Sent on everything but the hashed build assets: these only govern documents, and on each of a
// page's dozen script, style and font responses they would add about 550 bytes for nothing.
const documentHeaders = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  },
  // For browsers without CSP frame-ancestors. SAMEORIGIN: the admin area's "Edit page" frames the
  // public pages; the admin pages' own frame-ancestors 'none' still refuses any frame of theirs.
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];
// Browsers ignore HSTS over plain HTTP, and `next start` is production: safe to send there always.
const hsts = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' };

// The proxy's paths (proxy.ts matcher) get a per-request nonce CSP from the proxy instead;
// two policies on one response would both apply. Keep the two lists in step. Routes with a policy
// of their own are left out too: Next would send this one instead of theirs (OWN_POLICY_ROUTES).
const outsideProxy = `/:path((?!admin(?:/|$)|ai-portal(?:/|$)|test-supabase$|_next/static/|${OWN_POLICY_ROUTES.join('|')}).*)`;
const notBuildAssets = '/:path((?!_next/static/).*)';

export default function config(phase: string): NextConfig {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  return {
    poweredByHeader: false,
    // Next hashes the whole HTML for an ETag on every request, even when it is served from the
    // cache: about a fifth of the server's CPU on `/` under load (bench figure 1). Public pages
    // are cached by s-maxage/stale-while-revalidate and revalidated on save, not by If-None-Match.
    generateEtags: false,
    // The test command type-checks the whole project (app, lib and tests) with tsc before it
    // builds for the browser tests: the build's own check of the same files is skipped there.
    // Every other build (npm run build, a deploy) still checks.
    typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
    // PGlite ships WASM and data files that must be loaded from node_modules at runtime, not bundled.
    serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-pgvector'],
    // Uploaded files are read by a process of its own, built apart (scripts/build-workers.mjs):
    // a host that copies only traced files (Vercel) must take it along.
    outputFileTracingIncludes: { '/api/portal/**': ['./.workers/**'] },
    // app/globals.css holds only what the public pages use (about 13 KB gzipped); the admin area
    // adds its own (app/(admin)/admin.css). Not experimental.inlineCss: Next 16.4 sends the CSS
    // three times (the <style>, and twice in the RSC payload: root layout and global error
    // boundary), 5-12 times each page's raw bytes. The page cache inlines once, only the rules a
    // page's markup uses (lib/next/critical-css.ts; measured in bench/README.md).
    async headers() {
      return [
        { source: '/:path*', headers: dev ? [nosniff] : [nosniff, hsts] },
        { source: notBuildAssets, headers: documentHeaders },
        { source: outsideProxy, headers: [{ key: 'Content-Security-Policy', value: publicCsp({ dev }) }] },
      ];
    },
  };
}
