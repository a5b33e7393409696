import type { NextConfig } from 'next';

// Sent on every response. Content-Security-Policy is set separately (static on public
// pages, per-request nonces in the admin area).
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  // Browsers ignore HSTS over plain HTTP, and `next start` is production: safe to send always.
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes the whole HTML for an ETag on every request, even when it is served from the
  // cache: about a fifth of the server's CPU on `/` under load (bench figure 1). Public pages
  // are cached by s-maxage/stale-while-revalidate and revalidated on save, not by If-None-Match.
  generateEtags: false,
  // PGlite ships WASM and data files that must be loaded from node_modules at runtime, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', '@electric-sql/pglite-pgvector'],
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
