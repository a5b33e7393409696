import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import type { Caller, ChatImportRepo } from '../../port';
import { callerRunner, requireUserId, type Tx } from './with-caller';

const importNotRunning = () => new AppError('conflict', 'This import is no longer running.');

/** The same SQL functions the Supabase adapter calls (migration 20261203000100), as the caller. */
export function embeddedChatImportRepo(db: PGlite, caller: Caller, shared?: Tx): ChatImportRepo {
  const run = callerRunner(db, caller, shared);
  return {
    begin: (format) =>
      run(async (tx) => {
        requireUserId(caller);
        const result = await tx.query<{ id: string }>('select public.begin_chat_import($1) as id', [format]);
        return result.rows[0]!.id;
      }),

    addBatch: (importId, sessions) =>
      run(async (tx) => {
        requireUserId(caller);
        try {
          const result = await tx.query<{ written: number }>(
            'select public.import_chat_sessions($1, $2::jsonb) as written',
            [importId, JSON.stringify(sessions)],
          );
          return result.rows[0]!.written;
        } catch (error) {
          if ((error as { code?: string }).code === 'P0002') throw importNotRunning();
          throw error;
        }
      }),

    finish: (importId) =>
      run(async (tx) => {
        const result = await tx.query(
          `update chat_imports set status = 'done' where id = $1 and user_id = $2 and status = 'running'`,
          [importId, requireUserId(caller)],
        );
        if (!result.affectedRows) throw importNotRunning();
      }),

    abandon: (importId) =>
      run(async (tx) => {
        await tx.query('delete from chat_imports where id = $1 and user_id = $2', [importId, requireUserId(caller)]);
      }),
  };
}
