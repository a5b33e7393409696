import 'server-only';
import { cookies } from 'next/headers';
import { NextRequest, type NextResponse } from 'next/server';
import type { CookieJar } from './types';

/** Cookies of the current request; writes work in server actions and route handlers only. */
export async function requestCookieJar(): Promise<CookieJar> {
  const store = await cookies();
  return {
    get: (name) => store.get(name)?.value,
    getAll: () => store.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => store.set(name, value, options),
    delete: (name) => store.delete(name),
  };
}

/**
 * For the proxy: reads the incoming request, writes onto the outgoing response, and
 * mirrors each write into the request's cookies so that the page rendered after the
 * proxy sees the refreshed session too (forward them with NextResponse.next({ request })).
 */
export function proxyCookieJar(request: NextRequest, response: () => NextResponse): CookieJar {
  return {
    get: (name) => request.cookies.get(name)?.value,
    getAll: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => {
      request.cookies.set(name, value);
      response().cookies.set(name, value, options);
    },
    delete: (name) => {
      request.cookies.delete(name);
      response().cookies.delete(name);
    },
  };
}

/**
 * For route handlers: reads the Request, writes through Next's cookies() where there is a
 * request scope (a session Supabase refreshed must reach the browser), else drops writes.
 */
export async function routeCookieJar(request: Request): Promise<CookieJar> {
  const read = requestHeaderCookieJar(request);
  let store: Awaited<ReturnType<typeof cookies>> | null = null;
  try {
    store = await cookies();
  } catch {
    // No request scope (handler tests): reads only.
  }
  return {
    ...read,
    set: (name, value, options) => store?.set(name, value, options),
    delete: (name) => store?.delete(name),
  };
}

/** Read-only cookies of a plain Request, so route handlers work (and test) without Next's request scope. */
export function requestHeaderCookieJar(request: Request): CookieJar {
  // Built from the headers only: handing over the Request itself would consume its body.
  const cookies = new NextRequest(request.url, { headers: request.headers }).cookies;
  return {
    get: (name) => cookies.get(name)?.value,
    getAll: () => cookies.getAll().map(({ name, value }) => ({ name, value })),
    set: () => {},
    delete: () => {},
  };
}
