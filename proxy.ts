import { NextResponse, type NextRequest } from 'next/server';
import { getAuth } from '@/lib/auth';
import { proxyCookieJar } from '@/lib/auth/next-cookies';
import { isBackendUnavailable } from '@/lib/backend-unavailable';

const publicAdminPaths = new Set(['/admin/login', '/admin/register']);

/**
 * Fast redirects and session refresh for the protected area only. This is not the
 * security boundary: every protected page, action and route handler checks the
 * user itself, so a request that skips the proxy still gets nothing.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  let response = NextResponse.next();
  let user;
  try {
    user = await (await getAuth()).refresh(proxyCookieJar(request, () => response));
  } catch (error) {
    // Supabase unreachable: let the page through; it fails the same check and shows
    // its "backend unreachable" page, where a proxy error would be a bare 500.
    if (isBackendUnavailable(error)) return response;
    throw error;
  }
  if (response.cookies.getAll().length > 0) {
    // Hand the refreshed cookies (mirrored into the request by the jar) to the page too.
    const forwarded = NextResponse.next({ request });
    for (const cookie of response.cookies.getAll()) forwarded.cookies.set(cookie);
    response = forwarded;
  }

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
  for (const cookie of response.cookies.getAll()) redirect.cookies.set(cookie);
  response = redirect;
  return response;
}

// Public pages stay out of the proxy: matching them costs throughput on every request.
export const config = {
  matcher: ['/admin', '/admin/:path*', '/ai-portal', '/test-supabase'],
};
