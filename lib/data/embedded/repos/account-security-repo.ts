import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { guarded } from '../../admin-errors';
import type { AccountActivity, AccountSecurityRepo, AdminFactors, Caller, SecondFactorStanding } from '../../port';
import { callerRunner, iso, requireUserId, type Tx } from './with-caller';

/** The account-security functions and table of migration 20261129000100, as the caller. */
export function embeddedAccountSecurityRepo(db: PGlite, caller: Caller, shared?: Tx): AccountSecurityRepo {
  const run = callerRunner(db, caller, shared);
  const repo: AccountSecurityRepo = {
    standing: () =>
      run(async (tx) => {
        const { rows } = await tx.query<SecondFactorStanding>(
          `select require_second_factor as required, has_second_factor as "hasSecondFactor",
                  session_complete as "sessionComplete"
           from public.account_security_standing()`,
        );
        return rows[0] ?? { required: false, hasSecondFactor: false, sessionComplete: false };
      }),
    setRequireSecondFactor: (required) =>
      run(async (tx) => {
        await tx.query('select public.set_require_second_factor($1)', [required]);
      }),
    adminFactors: () =>
      run(
        async (tx) =>
          (
            await tx.query<AdminFactors>(
              'select user_id as "userId", factor_types as factors from public.admin_second_factors()',
            )
          ).rows,
      ),
    activity: ({ userId, limit }) =>
      run(
        async (tx) =>
          (
            await tx.query<AccountActivity>(
              `select id::text, user_id as "userId", ${iso('at')}, kind, method, address, browser
               from public.account_activity where user_id = $1 order by at desc, id desc limit $2`,
              [userId, limit],
            )
          ).rows,
      ),
    record: ({ kind, method, address, browser }) =>
      run(async (tx) => {
        requireUserId(caller);
        await tx.query('select public.record_account_activity($1, $2, $3, $4)', [kind, method, address, browser]);
      }),
    failedCodesSinceSignIn: () =>
      run(async (tx) => {
        requireUserId(caller);
        const { rows } = await tx.query<{ count: number }>('select public.failed_codes_since_sign_in() as count');
        return rows[0]!.count;
      }),
  };
  return guarded(repo);
}
