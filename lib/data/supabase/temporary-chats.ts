import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ChatRepo } from '../port';
import { many } from './result';

type Sessions = () => ReturnType<SupabaseClient['from']>;

/** The temporary chats' sweep (./chat-repo), through PostgREST under the caller's row-level security. */
export function temporaryChats(
  sessions: Sessions,
  userId: () => string,
): Pick<ChatRepo, 'hasTemporary' | 'sweepTemporary'> {
  const idle = (idleBefore: string) =>
    sessions().select('id').eq('user_id', userId()).eq('temporary', true).lt('updated_at', idleBefore);
  return {
    hasTemporary: async (idleBefore) => (await many<{ id: string }>(idle(idleBefore).limit(1))).length > 0,
    sweepTemporary: async (idleBefore) => {
      const gone = await many<{ id: string }>(
        sessions().delete().eq('user_id', userId()).eq('temporary', true).lt('updated_at', idleBefore).select('id'),
      );
      return gone.length;
    },
  };
}
