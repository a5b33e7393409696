import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { guarded } from '../../admin-errors';
import type { AdminAccount, AdminRepo, AllowedEmail, Caller } from '../../port';
import { callerRunner, iso, type Tx } from './with-caller';

/** The admin functions of migration 20261125000200, called as the caller (they check who that is). */
export function embeddedAdminRepo(db: PGlite, caller: Caller, shared?: Tx): AdminRepo {
  const run = callerRunner(db, caller, shared);
  const call = (sql: string, params: unknown[]) =>
    run(async (tx) => {
      await tx.query(sql, params);
    });

  const repo: AdminRepo = {
    list: () =>
      run(
        async (tx) =>
          (
            await tx.query<AdminAccount>(
              `select user_id as "userId", email, username, is_owner as "isOwner", ${iso('created_at', 'createdAt')}
               from public.admin_directory()`,
            )
          ).rows,
      ),
    allowlist: () =>
      run(
        async (tx) =>
          (
            await tx.query<AllowedEmail>(
              `select email, added_by as "addedBy", ${iso('added_at', 'addedAt')} from public.signup_allowlist_entries()`,
            )
          ).rows,
      ),
    allow: (email) => call('select public.allow_signup_email($1)', [email]),
    disallow: (email) => call('select public.disallow_signup_email($1)', [email]),
    remove: (userId) => call('select public.remove_admin($1)', [userId]),
  };
  return guarded(repo);
}
