import { notFound } from 'next/navigation';

// Per request, so the 404 gets this request's nonce; a cached render would carry an old one.
export const dynamic = 'force-dynamic';

/**
 * Unknown /admin/* paths. Without this route Next answers them with the 404 page built ahead of
 * time, whose scripts lack the nonce of the admin CSP (proxy.ts), so the browser blocks them.
 * Its own route group, outside (admin)'s loading UI: once that streams, the status is already 200.
 */
export default function MissingAdminPage(): never {
  notFound();
}
