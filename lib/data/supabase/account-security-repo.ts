import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { guarded } from '../admin-errors';
import type { AccountActivity, AccountSecurityRepo, Caller, SecondFactorKind } from '../port';
import { requireUserId } from './client';
import { many, run } from './result';

type StandingRow = { require_second_factor: boolean; has_second_factor: boolean; session_complete: boolean };
type FactorsRow = { user_id: string; factor_types: SecondFactorKind[] };
type ActivityRow = Omit<AccountActivity, 'id' | 'userId'> & { id: number | string; user_id: string };

/** Migration 20261129000100 through PostgREST, as the user: rpc for the functions, the table under its policy. */
export function supabaseAccountSecurityRepo(db: SupabaseClient, caller: Caller): AccountSecurityRepo {
  const repo: AccountSecurityRepo = {
    standing: async () => {
      const [row] = await many<StandingRow>(db.rpc('account_security_standing'));
      return {
        required: row?.require_second_factor ?? false,
        hasSecondFactor: row?.has_second_factor ?? false,
        sessionComplete: row?.session_complete ?? false,
      };
    },
    setRequireSecondFactor: async (required) => {
      await run(db.rpc('set_require_second_factor', { required }));
    },
    adminFactors: async () =>
      (await many<FactorsRow>(db.rpc('admin_second_factors'))).map((row) => ({
        userId: row.user_id,
        factors: row.factor_types ?? [],
      })),
    activity: async ({ userId, limit }) =>
      (
        await many<ActivityRow>(
          db
            .from('account_activity')
            .select('id,user_id,at,kind,method,address,browser')
            .eq('user_id', userId)
            .order('at', { ascending: false })
            .order('id', { ascending: false })
            .limit(limit),
        )
      ).map(({ id, user_id, ...rest }) => ({ ...rest, id: String(id), userId: user_id })),
    record: async ({ kind, method, address, browser }) => {
      requireUserId(caller);
      await run(
        db.rpc('record_account_activity', {
          activity_kind: kind,
          activity_method: method,
          client_address: address,
          browser_family: browser,
        }),
      );
    },
    failedCodesSinceSignIn: async () => {
      requireUserId(caller);
      return Number(await run(db.rpc('failed_codes_since_sign_in')));
    },
  };
  return guarded(repo);
}
