import { NextResponse, type NextRequest } from 'next/server';
import { getAuth } from '@/lib/auth';
import { proxyCookieJar } from '@/lib/auth/next-cookies';
import { isBackendUnavailable } from '@/lib/backend-unavailable';
import { getEnv } from '@/lib/env';
import { adminCsp, newNonce } from '@/lib/security/csp';

// /admin/login/verify: the second step of a sign-in, before any session exists.
const publicAdminPaths = new Set(['/admin/login', '/admin/login/verify', '/admin/register']);

/**
 * Fast redirects and session refresh for the protected area only. This is not the
 * security boundary: every protected page, action and route handler checks the
 * user itself, so a request that skips the proxy still gets nothing.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const env = getEnv();
  const csp = adminCsp({ nonce: newNonce(), imageHosts: env.CHAT_IMAGE_HOSTS, dev: env.NODE_ENV === 'development' });
  // The page gets the CSP (Next reads the nonce from it and puts it on the scripts it
  // renders) and any refreshed session cookies, which the jar mirrors into the request.
  const toPage = () => {
    const headers = new Headers(request.headers);
    headers.set('content-security-policy', csp);
    const next = NextResponse.next({ request: { headers } });
    next.headers.set('content-security-policy', csp);
    return next;
  };
  let response = NextResponse.next();
  let user;
  try {
    user = await (await getAuth()).refresh(proxyCookieJar(request, () => response));
  } catch (error) {
    // Supabase unreachable: let the page through; it fails the same check and shows
    // its "backend unreachable" page, where a proxy error would be a bare 500.
    if (isBackendUnavailable(error)) return toPage();
    throw error;
  }
  const refreshed = response.cookies.getAll();
  response = toPage();
  for (const cookie of refreshed) response.cookies.set(cookie);

  const target = (() => {
    if (!user && !publicAdminPaths.has(pathname)) {
      const login = new URL('/admin/login', request.url);
      login.searchParams.set('next', pathname + search);
      return login;
    }
    if (user && pathname === '/admin/login') return new URL('/admin/dashboard', request.url);
    if (pathname === '/admin') return new URL('/admin/dashboard', request.url);
    return null;
  })();
  if (!target) return response;

  const redirect = NextResponse.redirect(target);
  redirect.headers.set('content-security-policy', csp);
  for (const cookie of response.cookies.getAll()) redirect.cookies.set(cookie);
  response = redirect;
  return response;
}

// Public pages stay out of the proxy: matching them costs throughput on every request.
export const config = {
  matcher: ['/admin', '/admin/:path*', '/ai-portal', '/ai-portal/:path*', '/test-supabase'],
};
