import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import type { Caller, ModelPriceEntry, ReserveAnswer, UsageBudget, UsageRepo, UsageRow } from '../../port';
import { sumReservations, type ReservationRow } from '../../usage-reservations';
import { callerRunner, requireUserId, type Tx } from './with-caller';

// bigint sums and numeric prices come back as text from Postgres; they are cast where the row is shaped.
const columns = `month, api_key_id as "apiKeyId", key_hint as "keyHint", provider, model,
  replies::float8 as replies, input_tokens::float8 as "inputTokens", output_tokens::float8 as "outputTokens"`;
const budgetColumns = 'monthly_usd::float8 as "monthlyUsd", stop_at_budget as "stopAtBudget"';
const priceColumns = `model, input_usd_per_million::float8 as "inputPerMillion",
  output_usd_per_million::float8 as "outputPerMillion"`;

export function embeddedUsageRepo(db: PGlite, caller: Caller, shared?: Tx): UsageRepo {
  const run = callerRunner(db, caller, shared);
  const userId = () => requireUserId(caller);
  return {
    byMonth: ({ since }) =>
      run(async (tx) => {
        userId();
        // The function sums under the caller's row-level security (migration 20261204000100).
        const result = await tx.query<UsageRow>(`select ${columns} from public.chat_usage_by_month($1)`, [
          since.toISOString(),
        ]);
        return result.rows;
      }),

    prices: () =>
      run(async (tx) => {
        const result = await tx.query<ModelPriceEntry>(
          `select ${priceColumns} from model_prices where user_id = $1 order by model`,
          [userId()],
        );
        return result.rows;
      }),

    setPrice: ({ model, inputPerMillion, outputPerMillion }) =>
      run(async (tx) => {
        const result = await tx.query<ModelPriceEntry>(
          `insert into model_prices (user_id, model, input_usd_per_million, output_usd_per_million)
           values ($1, $2, $3, $4)
           on conflict (user_id, model) do update set input_usd_per_million = excluded.input_usd_per_million,
             output_usd_per_million = excluded.output_usd_per_million, updated_at = now()
           returning ${priceColumns}`,
          [userId(), model, inputPerMillion, outputPerMillion],
        );
        return result.rows[0]!;
      }),

    removePrice: (model) =>
      run(async (tx) => {
        const result = await tx.query('delete from model_prices where user_id = $1 and model = $2', [userId(), model]);
        if (!result.affectedRows) throw new AppError('not_found', 'That model has no price.');
      }),

    budget: () =>
      run(async (tx) => {
        const result = await tx.query<UsageBudget>(`select ${budgetColumns} from usage_budgets where user_id = $1`, [
          userId(),
        ]);
        return result.rows[0] ?? null;
      }),

    setBudget: (budget) =>
      run(async (tx) => {
        if (!budget) {
          await tx.query('delete from usage_budgets where user_id = $1', [userId()]);
          return null;
        }
        const result = await tx.query<UsageBudget>(
          `insert into usage_budgets (user_id, monthly_usd, stop_at_budget) values ($1, $2, $3)
           on conflict (user_id) do update set monthly_usd = excluded.monthly_usd,
             stop_at_budget = excluded.stop_at_budget, updated_at = now()
           returning ${budgetColumns}`,
          [userId(), budget.monthlyUsd, budget.stopAtBudget],
        );
        return result.rows[0]!;
      }),

    // One statement: the function locks the budget row, so reservations of one user queue (migration 20261210000100).
    reserve: ({ priced, turns, holdSeconds }) =>
      run(async (tx) => {
        userId();
        const result = await tx.query<{ answer: ReserveAnswer }>(
          'select public.reserve_usage($1::jsonb, $2::jsonb, $3) as answer',
          [JSON.stringify(priced), JSON.stringify(turns), holdSeconds],
        );
        return result.rows[0]!.answer;
      }),

    settle: ({ id, estimateUsd }) =>
      run(async (tx) => {
        userId();
        await tx.query('select public.settle_usage($1, $2)', [id, estimateUsd]);
      }),

    recordSpend: ({ amountUsd }) =>
      run(async (tx) => {
        await tx.query(
          `insert into usage_reservations (user_id, amount_usd, settled_at, expires_at)
           values ($1, $2, now(), date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' + interval '1 month')`,
          [userId(), amountUsd],
        );
      }),

    reservations: () =>
      run(async (tx) => {
        const result = await tx.query<ReservationRow>(
          `select amount_usd::float8 as amount_usd, settled_at from usage_reservations
           where user_id = $1 and expires_at > now()`,
          [userId()],
        );
        return sumReservations(result.rows);
      }),
  };
}
