import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Caller, UserSettings, UserSettingsRepo } from '../port';
import { requireUserId } from './client';
import { many } from './result';

const DEFAULTS: UserSettings = {
  memoryViaOpenai: false,
  localEmbeddingModel: '',
  autoTitle: true,
  memoryEnabled: true,
};
const columns = 'memory_via_openai,local_embedding_model,auto_title,memory_enabled';
type Row = { memory_via_openai: boolean; local_embedding_model: string; auto_title: boolean; memory_enabled: boolean };
const toSettings = (row: Row): UserSettings => ({
  memoryViaOpenai: row.memory_via_openai,
  localEmbeddingModel: row.local_embedding_model,
  autoTitle: row.auto_title,
  memoryEnabled: row.memory_enabled,
});

export function supabaseUserSettingsRepo(db: SupabaseClient, caller: Caller): UserSettingsRepo {
  const userId = () => requireUserId(caller);
  const settings = () => db.from('user_settings');
  const get = async () => {
    const rows = await many<Row>(settings().select(columns).eq('user_id', userId()));
    return rows[0] ? toSettings(rows[0]) : DEFAULTS;
  };
  return {
    get,
    update: async (input) => {
      // PostgREST's upsert writes every column it is sent: merge with what is stored first.
      const next: UserSettings = {
        ...(await get()),
        ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
      };
      const row = {
        user_id: userId(),
        memory_via_openai: next.memoryViaOpenai,
        local_embedding_model: next.localEmbeddingModel,
        auto_title: next.autoTitle,
        memory_enabled: next.memoryEnabled,
        updated_at: new Date().toISOString(),
      };
      const rows = await many<Row>(settings().upsert(row, { onConflict: 'user_id' }).select(columns));
      return toSettings(rows[0]!);
    },
  };
}
