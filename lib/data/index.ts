import 'server-only';
import { getEnv } from '@/lib/env';
import { createEmbeddedData } from './embedded';
import { getEmbeddedDatabase } from './embedded/engine/instance';
import type { DataPort } from './port';

export type * from './port';

let supabaseData: DataPort | undefined;

/** The one place the data backend is chosen. */
export async function getData(): Promise<DataPort> {
  const env = getEnv();
  if (env.mode === 'supabase') {
    // Loaded only in this mode: embedded installs never pay for supabase-js and ws.
    // Stateless (a client per caller, made on demand), so one port serves the process.
    const { createSupabaseData } = await import('./supabase');
    supabaseData ??= createSupabaseData({
      url: env.NEXT_PUBLIC_SUPABASE_URL!,
      anonKey: env.NEXT_PUBLIC_SUPABASE_ANON_KEY!,
      serviceKey: env.SUPABASE_SERVICE_ROLE_KEY,
    });
    return supabaseData;
  }
  return createEmbeddedData(await getEmbeddedDatabase());
}
