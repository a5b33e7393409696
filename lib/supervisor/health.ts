import 'server-only';
import { getEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { getEnv } from '@/lib/env';

/**
 * Whether this server can serve what needs its data: in embedded mode the database has opened and
 * answers a query. The supervisor (scripts/supervise.mjs) keeps a restore only once this passes:
 * the public pages alone can be answered from Next's cache before the database is open.
 */
export async function checkHealth(): Promise<void> {
  if (getEnv().mode !== 'embedded') return;
  await (await getEmbeddedDatabase()).query('select 1');
}
