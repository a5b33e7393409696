import 'server-only';
import { callerFor } from '@/lib/auth/caller';
import type { AuthUser } from '@/lib/auth/types';
import { getData } from '@/lib/data';
import { isMissingRelation } from '@/lib/data/errors';
import type { ContentRow } from '@/lib/data/port';

/**
 * The sections the dashboard edits. A project whose schema has not been applied yet
 * (a fresh Supabase project) has no page_content table: that is the dashboard's empty
 * state, which says to set up the schema, not a server error. Other failures still throw.
 */
export async function listSectionsForEditor(user: AuthUser): Promise<ContentRow[]> {
  try {
    return await (await getData()).forCaller(callerFor(user)).content.list();
  } catch (error) {
    if (isMissingRelation(error)) return [];
    throw error;
  }
}
