import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { guarded } from '../admin-errors';
import type { AdminAccount, AdminRepo, AllowedEmail } from '../port';
import { many, run } from './result';

type AdminRow = { user_id: string; email: string; username: string; is_owner: boolean; created_at: string };
type AllowedRow = { email: string; added_by: string; added_at: string };

/** The admin functions of migration 20261125000200 through PostgREST rpc, as the user (they check who that is). */
export function supabaseAdminRepo(db: SupabaseClient): AdminRepo {
  const repo: AdminRepo = {
    list: async () =>
      (await many<AdminRow>(db.rpc('admin_directory'))).map((row): AdminAccount => ({
        userId: row.user_id,
        email: row.email,
        username: row.username,
        isOwner: row.is_owner,
        createdAt: row.created_at,
      })),
    allowlist: async () =>
      (await many<AllowedRow>(db.rpc('signup_allowlist_entries'))).map((row): AllowedEmail => ({
        email: row.email,
        addedBy: row.added_by,
        addedAt: row.added_at,
      })),
    allow: async (email) => {
      await run(db.rpc('allow_signup_email', { email_address: email }));
    },
    disallow: async (email) => {
      await run(db.rpc('disallow_signup_email', { email_address: email }));
    },
    remove: async (userId) => {
      await run(db.rpc('remove_admin', { target: userId }));
    },
  };
  return guarded(repo);
}
