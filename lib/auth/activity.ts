import 'server-only';
import { headers } from 'next/headers';
import { isMissingFunction } from '@/lib/data/errors';
import { clientAddress } from '@/lib/http/client-address';
import { browserFamily } from './browser-family';
import { reposFor } from './repos';
import type { RecordActivity, RequestOrigin } from './second-factor/service';

/** This request's client address (as the rate limits see it) and browser family. */
export async function requestOrigin(): Promise<RequestOrigin> {
  const list = await headers();
  return { address: clientAddress(list), browser: browserFamily(list.get('user-agent')) };
}

/** Writes to the account's activity list as that account (see migration 20261129000100). */
export const recordActivity: RecordActivity = async (user, entry) => {
  try {
    await (await reposFor(user)).security.record(entry);
  } catch (error) {
    // Not yet migrated (Supabase, see ./second-factor/standing.ts): signing in must not fail for it.
    if (!isMissingFunction(error)) throw error;
    console.warn('Account activity not recorded: apply migration 20261129000100 (supabase db push).');
  }
};
