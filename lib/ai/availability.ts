import 'server-only';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import { isMissingRelation } from '@/lib/data/errors';
import { getEnv } from '@/lib/env';

export type PortalAvailability = { setupRequired: boolean; sqlEditorUrl: string | null };

/** The Supabase dashboard's SQL editor for a project URL like https://<ref>.supabase.co. */
export function sqlEditorUrlFor(supabaseUrl: string | undefined): string | null {
  if (!supabaseUrl) return null;
  const ref = /^([a-z0-9-]+)\.supabase\.(co|in)$/i.exec(new URL(supabaseUrl).hostname)?.[1];
  return ref ? `https://supabase.com/dashboard/project/${ref}/sql/new` : null;
}

/** Probes the api_keys table: a missing relation means the AI migration has not been applied. */
export async function getPortalAvailability(user: AuthUser): Promise<PortalAvailability> {
  const sqlEditorUrl = sqlEditorUrlFor(getEnv().NEXT_PUBLIC_SUPABASE_URL);
  try {
    await (await reposFor(user)).apiKeys.list();
    return { setupRequired: false, sqlEditorUrl };
  } catch (error) {
    if (isMissingRelation(error)) return { setupRequired: true, sqlEditorUrl };
    throw error;
  }
}
