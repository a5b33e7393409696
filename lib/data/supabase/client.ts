import 'server-only';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import type { Caller } from '../port';

export type SupabaseDataConfig = {
  url: string;
  anonKey: string;
  /** The service role key, for the server's own paths only (filing inquiries); never a caller's. */
  serviceKey?: string;
};

/**
 * A PostgREST client that acts as `caller`: the anon key for visitors, the user's own JWT
 * for a signed-in user, so Supabase's row-level security sees who is asking. No service
 * role key is ever used here. The `accessToken` option keeps supabase-js from building an
 * auth client per request (nothing to persist or refresh: the token comes from the cookie
 * session, which lib/auth refreshes).
 */
export function clientFor(config: SupabaseDataConfig, caller: Caller): SupabaseClient {
  const token = caller.role === 'authenticated' ? (caller.accessToken ?? null) : null;
  return createClient(config.url, config.anonKey, {
    accessToken: async () => token,
  });
}

/** A client with the service role key: only for server functions granted to service_role alone. */
export function serviceClient(url: string, serviceKey: string): SupabaseClient {
  return createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The signed-in user's id; their JWT must be there too, or RLS would see a visitor. */
export function requireUserId(caller: Caller): string {
  if (caller.role !== 'authenticated') throw new AppError('unauthorized', 'You must be signed in.');
  if (!caller.accessToken) throw new AppError('unauthorized', 'Your session has no access token. Sign in again.');
  return caller.userId;
}
