import 'server-only';
import { getEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { getEnv } from '@/lib/env';
import { createEmbeddedAuth } from './embedded';
import { createSupabaseAuth } from './supabase';
import type { SupabaseConfig } from './supabase-client';
import { createSupabaseSecondFactor } from './second-factor/supabase';
import type { SecondFactorAdapter } from './second-factor/types';
import type { AuthAdapter } from './types';

/** Supabase's address and public key in supabase mode; null in embedded mode. */
export function supabaseConfig(): SupabaseConfig | null {
  const env = getEnv();
  if (env.mode !== 'supabase') return null;
  return {
    url: env.NEXT_PUBLIC_SUPABASE_URL!,
    anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY!,
    siteUrl: env.SITE_URL,
    secureCookies: env.isProduction,
  };
}

/** The one place the auth backend is chosen. */
export async function getAuth(): Promise<AuthAdapter> {
  const env = getEnv();
  const supabase = supabaseConfig();
  if (supabase) return createSupabaseAuth(supabase);
  return createEmbeddedAuth(await getEmbeddedDatabase(), { secureCookies: env.isProduction });
}

/** The second factor of the auth backend: built in (embedded), or Supabase Auth's MFA. */
export async function getSecondFactor(): Promise<SecondFactorAdapter> {
  const supabase = supabaseConfig();
  if (supabase) return createSupabaseSecondFactor(supabase, getEnv().SUPABASE_SERVICE_ROLE_KEY);
  return createEmbeddedAuth(await getEmbeddedDatabase(), { secureCookies: getEnv().isProduction }).secondFactor;
}

/** Whether the second step takes recovery codes: always built in; in supabase mode the server keeps them (service role key). */
export function recoveryCodesAvailable(): boolean {
  return !supabaseConfig() || Boolean(getEnv().SUPABASE_SERVICE_ROLE_KEY);
}
