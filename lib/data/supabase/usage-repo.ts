import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Caller, UsageRepo, UsageRow } from '../port';
import { requireUserId } from './client';
import { many } from './result';

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

export function supabaseUsageRepo(db: SupabaseClient, caller: Caller): UsageRepo {
  return {
    byMonth: async ({ since }) => {
      requireUserId(caller);
      // Summed in the database under the caller's row-level security (migration 20261204000100).
      const rows = await many<Row>(db.rpc('chat_usage_by_month', { since: since.toISOString() }));
      return rows.map(toRow);
    },
  };
}
