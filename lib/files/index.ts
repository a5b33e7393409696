import 'server-only';
import { getEnv } from '@/lib/env';
import { createEmbeddedFiles } from './embedded';
import { createSupabaseFiles } from './supabase';
import type { SiteFiles } from './port';

export type { SiteFiles } from './port';

/** The one place the file store is chosen, like lib/data picks the database. */
export function getSiteFiles(): SiteFiles {
  const env = getEnv();
  if (env.mode === 'supabase') {
    return createSupabaseFiles({ url: env.NEXT_PUBLIC_SUPABASE_URL!, anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY! });
  }
  return createEmbeddedFiles(env.dataDir);
}
