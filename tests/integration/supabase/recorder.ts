import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSupabaseData } from '@/lib/data/supabase';
import type { Caller } from '@/lib/data/port';
import { testAnonKey, testJwt, testSupabaseUrl } from '../../support/postgrest/jwt';

export type Recorded = {
  method: string;
  path: string;
  /** Decoded, in the order sent: `select=a,b&user_id=eq.1&order=x.asc`. */
  query: string;
  headers: Headers;
  body: unknown;
};

type Reply = Response | (() => Response);

export const userId = '6f1c2b9e-8d4a-4e3b-9a1f-2c3d4e5f6a7b';
export const userJwt = testJwt({ sub: userId, email: 'alice@example.com', role: 'authenticated' });
export const alice: Caller = { role: 'authenticated', userId, email: 'alice@example.com', accessToken: userJwt };
export const data = createSupabaseData({ url: testSupabaseUrl, anonKey: testAnonKey });

/**
 * msw at the HTTP boundary: every request the adapter sends is recorded, and answered in
 * turn with the replies a test queued (real PostgREST shapes). An unexpected extra request
 * fails the test rather than being answered.
 */
export function recordPostgrest() {
  const server = setupServer();
  const recorded: Recorded[] = [];
  let replies: Reply[] = [];

  beforeAll(() => {
    server.use(
      http.all(`${testSupabaseUrl}/rest/v1/*`, async ({ request }) => {
        const url = new URL(request.url);
        const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
        recorded.push({
          method: request.method,
          path: url.pathname,
          query: decodeURIComponent(url.search.slice(1)),
          headers: request.headers,
          body: text ? JSON.parse(text) : undefined,
        });
        const reply = replies.shift();
        if (!reply) return HttpResponse.json({ message: 'no reply queued for this request' }, { status: 599 });
        return typeof reply === 'function' ? reply() : reply;
      }),
    );
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => {
    recorded.length = 0;
    replies = [];
  });
  afterAll(() => server.close());

  return {
    recorded,
    /** Queues the answers for the next requests, in order. */
    reply: (...next: Reply[]) => {
      replies.push(...next);
    },
  };
}

export const rows = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });
export const postgrestError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });
