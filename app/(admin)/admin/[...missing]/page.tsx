import { notFound } from 'next/navigation';
import { connection } from 'next/server';

/**
 * Unknown /admin/* paths. Without this route Next answers them with the 404 page built ahead of
 * time, whose scripts lack the nonce of the admin CSP (proxy.ts), so the browser blocks them.
 * Rendered here, per request, the same 404 gets this request's nonce.
 */
export default async function MissingAdminPage(): Promise<never> {
  await connection();
  notFound();
}
