import 'server-only';
import { createServerClient, type CookieOptions as SsrCookieOptions } from '@supabase/ssr';
import type { CookieJar, CookieOptions } from './types';

export type SupabaseConfig = { url: string; anonKey: string; siteUrl: string; secureCookies?: boolean };

const toJarOptions = (options: SsrCookieOptions): CookieOptions => ({
  httpOnly: options.httpOnly,
  secure: options.secure,
  sameSite: typeof options.sameSite === 'string' ? (options.sameSite as CookieOptions['sameSite']) : undefined,
  path: options.path ?? '/',
  maxAge: options.maxAge,
  expires: options.expires,
});

/**
 * A new @supabase/ssr client for one request, its session kept in that request's
 * cookies (getAll/setAll, as Supabase documents). Never shared between requests:
 * the client holds the user's session in memory.
 * `bestEffort` ignores a refused write: server components may not set cookies (the proxy
 * has refreshed their session already), while route handlers and server actions may, and
 * must keep a session that auth-js refreshed, or the rotated refresh token is lost.
 */
export function supabaseForRequest(config: SupabaseConfig, jar: CookieJar, mode: { bestEffort?: boolean } = {}) {
  const attempt = (write: () => void) => {
    try {
      write();
    } catch (error) {
      if (!mode.bestEffort) throw error;
    }
  };
  return createServerClient(config.url, config.anonKey, {
    // Only the server reads the session (there is no browser client), so scripts need not see it.
    cookieOptions: { httpOnly: true, secure: config.secureCookies ?? false, sameSite: 'lax', path: '/' },
    cookies: {
      getAll: () => jar.getAll?.() ?? [],
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) {
          // @supabase/ssr removes a cookie by writing it empty with maxAge 0.
          if (!value || options.maxAge === 0) attempt(() => jar.delete(name));
          else attempt(() => jar.set(name, value, toJarOptions(options)));
        }
      },
    },
  });
}

export type RequestSupabase = ReturnType<typeof supabaseForRequest>;
