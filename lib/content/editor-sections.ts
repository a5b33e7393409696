import 'server-only';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import { isMissingRelation } from '@/lib/data/errors';
import type { ContentRow } from '@/lib/data/port';
import { AppError } from '@/lib/errors';

/**
 * The sections the dashboard edits. A project whose schema has not been applied yet
 * (a fresh Supabase project) has no page_content table: that is the dashboard's empty
 * state, which says to set up the schema, not a server error. Other failures still throw.
 */
export async function listSectionsForEditor(user: AuthUser): Promise<ContentRow[]> {
  try {
    return await (await reposFor(user)).content.list();
  } catch (error) {
    if (isMissingRelation(error)) return [];
    throw error;
  }
}

/** One section as the editor shows it, for an admin only (the card a discard puts back). */
export async function getSectionForEditor(user: AuthUser, id: string): Promise<ContentRow> {
  if (!user.isAdmin) throw new AppError('forbidden', 'Only admins can change site content.');
  const row = await (await reposFor(user)).content.getById(id);
  if (!row) throw new AppError('not_found', 'This section no longer exists.');
  return row;
}
