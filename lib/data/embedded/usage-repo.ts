import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import type { Caller, UsageRepo, UsageRow } from '../port';
import { callerRunner, requireUserId, type Tx } from './with-caller';

// bigint sums come back as text from Postgres; they are cast here, where the row is shaped.
const columns = `month, api_key_id as "apiKeyId", key_hint as "keyHint", provider, model,
  replies::float8 as replies, input_tokens::float8 as "inputTokens", output_tokens::float8 as "outputTokens"`;

export function embeddedUsageRepo(db: PGlite, caller: Caller, shared?: Tx): UsageRepo {
  const run = callerRunner(db, caller, shared);
  return {
    byMonth: ({ since }) =>
      run(async (tx) => {
        requireUserId(caller);
        // The function sums under the caller's row-level security (migration 20261204000100).
        const result = await tx.query<UsageRow>(`select ${columns} from public.chat_usage_by_month($1)`, [
          since.toISOString(),
        ]);
        return result.rows;
      }),
  };
}
