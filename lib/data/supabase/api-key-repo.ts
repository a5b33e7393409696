import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import { keyNotFound, keyReplaced } from '../errors';
import { isUuid } from '../ids';
import type { ApiKeyRepo, ApiKeySummary, Caller, ProviderId } from '../port';
import type { ListedModel } from '../provider-ids';
import { requireUserId } from './client';
import { many } from './result';

// The ciphertext (api_key) is deliberately not in the summary: listings reach the browser.
const summaryColumns = 'id,provider,key_hint,base_url,is_active,created_at,model_list,model_list_fetched_at';
type SummaryRow = {
  id: string;
  provider: ProviderId;
  key_hint: string;
  base_url: string | null;
  is_active: boolean;
  created_at: string;
  model_list: ListedModel[] | null;
  model_list_fetched_at: string | null;
};

const toSummary = (row: SummaryRow): ApiKeySummary => ({
  id: row.id,
  provider: row.provider,
  keyHint: row.key_hint,
  baseUrl: row.base_url,
  isActive: row.is_active,
  createdAt: row.created_at,
  models: row.model_list,
  modelsFetchedAt: row.model_list_fetched_at,
});

export function supabaseApiKeyRepo(db: SupabaseClient, caller: Caller): ApiKeyRepo {
  const userId = () => requireUserId(caller);
  const keys = () => db.from('api_keys');

  return {
    list: async () => {
      const uid = userId();
      const rows = await many<SummaryRow>(
        keys().select(summaryColumns).eq('user_id', uid).order('provider', { ascending: true }),
      );
      return rows.map(toSummary);
    },

    upsert: async ({ provider, ciphertext, keyHint, baseUrl, models }) => {
      const now = new Date().toISOString();
      const row = {
        user_id: userId(),
        provider,
        api_key: ciphertext,
        key_hint: keyHint,
        base_url: baseUrl,
        is_active: true,
        created_at: now,
        model_list: models ?? null,
        model_list_fetched_at: models ? now : null,
      };
      // One record per user and provider: saving again replaces it (the table's unique key).
      const rows = await many<SummaryRow>(
        keys().upsert(row, { onConflict: 'user_id,provider' }).select(summaryColumns),
      );
      return toSummary(rows[0]!);
    },

    setModels: async ({ id, models, savedAt }) => {
      const uid = userId();
      if (!isUuid(id)) throw keyNotFound();
      const changes = { model_list: models, model_list_fetched_at: new Date().toISOString() };
      const rows = await many<SummaryRow>(
        keys().update(changes).eq('id', id).eq('user_id', uid).eq('created_at', savedAt).select(summaryColumns),
      );
      if (rows[0]) return toSummary(rows[0]);
      const exists = await many<{ id: string }>(keys().select('id').eq('id', id).eq('user_id', uid));
      throw exists.length ? keyReplaced() : keyNotFound();
    },

    delete: async (id) => {
      const uid = userId();
      const rows = isUuid(id)
        ? await many<{ id: string }>(keys().delete().eq('id', id).eq('user_id', uid).select('id'))
        : [];
      if (!rows.length) throw new AppError('not_found', 'API key not found.');
    },

    getActive: async (provider) => {
      const uid = userId();
      const rows = await many<{ id: string; provider: ProviderId; api_key: string; base_url: string | null }>(
        keys().select('id,provider,api_key,base_url').eq('user_id', uid).eq('provider', provider).eq('is_active', true),
      );
      const row = rows[0];
      return row ? { id: row.id, provider: row.provider, ciphertext: row.api_key, baseUrl: row.base_url } : null;
    },

    rewrite: async ({ provider, from, to }) => {
      const uid = userId();
      await many(
        keys().update({ api_key: to }).eq('user_id', uid).eq('provider', provider).eq('api_key', from).select('id'),
      );
    },
  };
}
