import 'server-only';
import { getEnv } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { createEmbeddedData } from './embedded';
import { getEmbeddedDatabase } from './embedded/instance';
import type { DataPort } from './port';

export type * from './port';
export { anonymous } from './port';

/** The one place the data backend is chosen. */
export async function getData(): Promise<DataPort> {
  if (getEnv().mode === 'supabase') {
    throw new AppError(
      'unavailable',
      'Supabase mode is not available in this version yet: unset NEXT_PUBLIC_SUPABASE_URL and NEXT_PUBLIC_SUPABASE_ANON_KEY to run on the embedded database.',
    );
  }
  return createEmbeddedData(await getEmbeddedDatabase());
}
