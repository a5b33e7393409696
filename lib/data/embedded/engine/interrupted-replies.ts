import 'server-only';
import type { PGlite } from '@electric-sql/pglite';

/**
 * At start, a turn still marked running belongs to the process that held the data folder
 * before (the lock makes this the only one): it died mid-reply. Settling its reply as
 * incomplete now, instead of waiting for its heartbeat to go stale (lib/ai/reply-liveness),
 * shows it as such at once and lets a new turn start. Supabase mode has several instances and
 * no such moment; there the staleness rule alone applies.
 */
export async function settleInterruptedReplies(db: PGlite): Promise<void> {
  await db.exec(`
    update public.chat_messages set status = 'incomplete' where status = 'streaming';
    update public.chat_sessions set replying_since = null, stop_requested = false where replying_since is not null;
  `);
}
