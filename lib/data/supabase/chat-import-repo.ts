import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import type { Caller, ChatImportRepo } from '../port';
import { requireUserId } from './client';
import { many, run, toAppError } from './result';

const importNotRunning = () => new AppError('conflict', 'This import is no longer running.');

/** Each batch is one RPC, so one transaction on the server, as in embedded mode (migration 20261203000100). */
export function supabaseChatImportRepo(db: SupabaseClient, caller: Caller): ChatImportRepo {
  const imports = () => db.from('chat_imports');
  return {
    begin: async (format) => {
      requireUserId(caller);
      return (await run<unknown>(db.rpc('begin_chat_import', { p_format: format }))) as string;
    },

    addBatch: async (importId, sessions) => {
      requireUserId(caller);
      // An object, not a bare array: PostgREST's array form is for SQL arrays, not jsonb.
      const { data, error, status } = await db
        .rpc('import_chat_sessions', { p_import: importId, p_sessions: sessions })
        .retry(false);
      if (error?.code === 'P0002') throw importNotRunning();
      if (error) throw toAppError(error, status);
      return data as number;
    },

    finish: async (importId) => {
      const rows = await many<{ id: string }>(
        imports()
          .update({ status: 'done' })
          .eq('id', importId)
          .eq('user_id', requireUserId(caller))
          .eq('status', 'running')
          .select('id'),
      );
      if (!rows.length) throw importNotRunning();
    },

    abandon: async (importId) => {
      await run(imports().delete().eq('id', importId).eq('user_id', requireUserId(caller)));
    },
  };
}
