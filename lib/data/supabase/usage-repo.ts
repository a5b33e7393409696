import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import type { Caller, ModelPriceEntry, ReserveAnswer, UsageBudget, UsageRepo, UsageRow } from '../port';
import { sumReservations, type ReservationRow } from '../usage-reservations';
import { requireUserId } from './client';
import { many, run } from './result';

type Row = {
  month: string;
  api_key_id: string | null;
  key_hint: string | null;
  provider: string | null;
  model: string | null;
  replies: number | string;
  input_tokens: number | string;
  output_tokens: number | string;
};
type PriceRow = { model: string; input_usd_per_million: number | string; output_usd_per_million: number | string };

const toRow = (row: Row): UsageRow => ({
  month: row.month,
  apiKeyId: row.api_key_id,
  keyHint: row.key_hint,
  provider: row.provider,
  model: row.model,
  replies: Number(row.replies),
  inputTokens: Number(row.input_tokens),
  outputTokens: Number(row.output_tokens),
});
const toPrice = (row: PriceRow): ModelPriceEntry => ({
  model: row.model,
  inputPerMillion: Number(row.input_usd_per_million),
  outputPerMillion: Number(row.output_usd_per_million),
});
const priceColumns = 'model,input_usd_per_million,output_usd_per_million';
type BudgetRow = { monthly_usd: number | string; stop_at_budget: boolean };
const toBudget = (row: BudgetRow): UsageBudget => ({
  monthlyUsd: Number(row.monthly_usd),
  stopAtBudget: row.stop_at_budget,
});

export function supabaseUsageRepo(db: SupabaseClient, caller: Caller): UsageRepo {
  const userId = () => requireUserId(caller);
  const prices = () => db.from('model_prices');
  return {
    byMonth: async ({ since }) => {
      userId();
      // Summed in the database under the caller's row-level security (migration 20261204000100).
      const rows = await many<Row>(db.rpc('chat_usage_by_month', { since: since.toISOString() }));
      return rows.map(toRow);
    },

    prices: async () => {
      const rows = await many<PriceRow>(prices().select(priceColumns).eq('user_id', userId()).order('model'));
      return rows.map(toPrice);
    },

    setPrice: async ({ model, inputPerMillion, outputPerMillion }) => {
      const row = {
        user_id: userId(),
        model,
        input_usd_per_million: inputPerMillion,
        output_usd_per_million: outputPerMillion,
        updated_at: new Date().toISOString(),
      };
      const rows = await many<PriceRow>(prices().upsert(row, { onConflict: 'user_id,model' }).select(priceColumns));
      return toPrice(rows[0]!);
    },

    removePrice: async (model) => {
      const rows = await many<{ model: string }>(
        prices().delete().eq('user_id', userId()).eq('model', model).select('model'),
      );
      if (!rows.length) throw new AppError('not_found', 'That model has no price.');
    },

    budget: async () => {
      const rows = await many<BudgetRow>(
        db.from('usage_budgets').select('monthly_usd,stop_at_budget').eq('user_id', userId()),
      );
      return rows[0] ? toBudget(rows[0]) : null;
    },

    setBudget: async (budget) => {
      const uid = userId();
      if (!budget) {
        await many(db.from('usage_budgets').delete().eq('user_id', uid).select('user_id'));
        return null;
      }
      const row = {
        user_id: uid,
        monthly_usd: budget.monthlyUsd,
        stop_at_budget: budget.stopAtBudget,
        updated_at: new Date().toISOString(),
      };
      const rows = await many<BudgetRow>(
        db.from('usage_budgets').upsert(row, { onConflict: 'user_id' }).select('monthly_usd,stop_at_budget'),
      );
      return toBudget(rows[0]!);
    },

    // One call: the function locks the budget row, so reservations of one user queue (migration 20261210000100).
    reserve: async ({ priced, turns, holdSeconds }) => {
      userId();
      return (await run(db.rpc('reserve_usage', { priced, turns, hold_seconds: holdSeconds }))) as ReserveAnswer;
    },

    settle: async ({ id, estimateUsd }) => {
      userId();
      await run(db.rpc('settle_usage', { reservation: id, estimate_usd: estimateUsd }));
    },

    recordSpend: async ({ amountUsd }) => {
      const now = new Date();
      const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const row = {
        user_id: userId(),
        amount_usd: amountUsd,
        settled_at: now.toISOString(),
        expires_at: monthEnd.toISOString(),
      };
      await many(db.from('usage_reservations').insert(row).select('id'));
    },

    reservations: async () => {
      const rows = await many<ReservationRow>(
        db
          .from('usage_reservations')
          .select('amount_usd,settled_at')
          .eq('user_id', userId())
          .gt('expires_at', new Date().toISOString()),
      );
      return sumReservations(rows);
    },
  };
}
