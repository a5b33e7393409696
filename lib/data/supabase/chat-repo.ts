import 'server-only';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AppError } from '@/lib/errors';
import { turnAlreadyRunning } from '../errors';
import { isUuid } from '../ids';
import type { Caller, ChatRepo, ChatSession, SessionPage, SessionWithHistory, TokenUsage } from '../port';
import { snippetParts } from '../search-snippet';
import { requireUserId } from './client';
import { messageColumns, reasoningColumns, toolCallColumns, toMessage, type MessageRow } from './chat-message-row';
import { many, run } from './result';
import { temporaryChats } from './temporary-chats';

const sessionColumns =
  'id,title,model,provider,created_at,updated_at,replying_since,stop_requested,system_prompt,pinned_at,temporary';
type SessionRow = {
  id: string;
  title: string;
  model: string;
  provider: string;
  created_at: string;
  updated_at: string;
  replying_since: string | null;
  stop_requested: boolean;
  system_prompt: string;
  pinned_at: string | null;
  temporary: boolean;
};
const toSession = (row: SessionRow): ChatSession => ({
  id: row.id,
  title: row.title,
  model: row.model,
  provider: row.provider,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  replyingSince: row.replying_since,
  stopRequested: row.stop_requested,
  systemPrompt: row.system_prompt,
  pinned: Boolean(row.pinned_at),
  temporary: row.temporary === true,
});
// Only what the provider reported: an unknown count leaves the column as it is.
const tokenColumns = (usage?: TokenUsage) =>
  Object.fromEntries(
    Object.entries({ input_tokens: usage?.inputTokens, output_tokens: usage?.outputTokens }).filter(
      ([, value]) => typeof value === 'number',
    ),
  );

const sessionNotFound = () => new AppError('not_found', 'Chat session not found.');
const messageNotFound = () => new AppError('not_found', 'Chat message not found.');

/** Every query filters on the caller's user_id as well: RLS is the second wall, not the only one. */
export function supabaseChatRepo(db: SupabaseClient, caller: Caller): ChatRepo {
  const userId = () => requireUserId(caller);
  const sessions = () => db.from('chat_sessions');

  const findSession = async (id: string) => {
    const uid = userId();
    if (!isUuid(id)) return null;
    const rows = await many<SessionRow>(sessions().select(sessionColumns).eq('id', id).eq('user_id', uid));
    return rows[0] ? toSession(rows[0]) : null;
  };
  const requireSession = async (id: string) => {
    const session = await findSession(id);
    if (!session) throw sessionNotFound();
    return session;
  };

  return {
    listSessions: async () => {
      const uid = userId();
      const rows = await many<SessionRow>(
        sessions()
          .select(sessionColumns)
          .eq('user_id', uid)
          .eq('temporary', false)
          .order('pinned_at', { ascending: false, nullsFirst: false })
          .order('updated_at', { ascending: false }),
      );
      return rows.map(toSession);
    },

    getSession: findSession,

    createSession: async ({ title, model, provider, temporary }) => {
      const row = {
        user_id: userId(),
        title: title ?? 'New Chat',
        model,
        provider,
        ...(temporary ? { temporary: true } : {}),
      };
      const rows = await many<SessionRow>(sessions().insert(row).select(sessionColumns));
      return toSession(rows[0]!);
    },

    ...temporaryChats(sessions, userId),

    updateSession: async (
      id,
      { title, model, provider, systemPrompt, replying, replyingSinceWas, pinned, titleWas },
    ) => {
      const uid = userId();
      if (!isUuid(id)) throw sessionNotFound();
      const now = new Date().toISOString();
      const changes = Object.fromEntries(
        Object.entries({ title, model, provider, system_prompt: systemPrompt }).filter(([, v]) => v !== undefined),
      );
      const turn = replying === undefined ? {} : { replying_since: replying ? now : null, stop_requested: false };
      // A rename or pin is no activity: the chat keeps its place among the others.
      const activity = [model, provider, systemPrompt, replying].some((value) => value !== undefined);
      const pin = pinned === undefined ? {} : { pinned_at: pinned ? now : null };
      let update = sessions()
        .update({ ...changes, ...turn, ...pin, ...(activity ? { updated_at: now } : {}) })
        .eq('id', id)
        .eq('user_id', uid);
      if (titleWas !== undefined) update = update.eq('title', titleWas);
      // A claim: Postgres compares the timestamp it parses, so the text form read earlier matches exactly.
      if (replyingSinceWas !== undefined)
        update =
          replyingSinceWas === null ? update.is('replying_since', null) : update.eq('replying_since', replyingSinceWas);
      const rows = await many<SessionRow>(update.select(sessionColumns));
      if (rows[0]) return toSession(rows[0]);
      if (replyingSinceWas !== undefined && (await findSession(id))) throw turnAlreadyRunning();
      throw sessionNotFound();
    },

    requestStop: async (id) => {
      await requireSession(id);
      const rows = await many<{ id: string }>(
        sessions()
          .update({ stop_requested: true })
          .eq('id', id)
          .eq('user_id', userId())
          .not('replying_since', 'is', null)
          .select('id'),
      );
      return rows.length > 0;
    },

    rewind: async (sessionId, { messageId, content }) => {
      if (!isUuid(sessionId) || !isUuid(messageId)) throw messageNotFound();
      const removed = await run<unknown>(
        db.rpc('rewind_chat_session', { p_session: sessionId, p_message: messageId, p_content: content ?? null }),
      );
      if (typeof removed !== 'number') throw messageNotFound();
      return removed;
    },

    deleteSession: async (id) => {
      const uid = userId();
      if (!isUuid(id)) throw sessionNotFound();
      const rows = await many<{ id: string }>(sessions().delete().eq('id', id).eq('user_id', uid).select('id'));
      if (!rows.length) throw sessionNotFound();
    },

    listMessages: async (sessionId) => {
      await requireSession(sessionId);
      const rows = await many<MessageRow>(
        db
          .from('chat_messages')
          .select(messageColumns)
          .eq('session_id', sessionId)
          .order('created_at', { ascending: true })
          .order('id', { ascending: true }),
      );
      return rows.map(toMessage);
    },

    sessionWithHistory: async (sessionId) => {
      userId();
      if (!isUuid(sessionId)) throw sessionNotFound();
      // One request: the function returns the session with its messages (see its migration).
      const found = await run<SessionWithHistory | null>(
        db.rpc('chat_session_with_history', { session_uuid: sessionId }),
      );
      if (!found) throw sessionNotFound();
      return found;
    },

    sessionPage: async (sessionId, { before, after, around }, size) => {
      userId();
      if (![sessionId, before, after, around].every((id) => id === undefined || isUuid(id))) throw sessionNotFound();
      // One request, as sessionWithHistory (see the function's migration).
      const found = await run<SessionPage | null>(
        db.rpc('chat_session_page', {
          session_uuid: sessionId,
          before_id: before ?? null,
          after_id: after ?? null,
          around_id: around ?? null,
          page_size: size,
        }),
      );
      if (!found) throw sessionNotFound();
      return found;
    },

    addMessage: async ({
      sessionId,
      role,
      content,
      status = 'complete',
      compare,
      source,
      ttftMs,
      error,
      reasoning,
      toolCalls,
    }) => {
      const uid = userId();
      if (!isUuid(sessionId)) throw sessionNotFound();
      // New activity moves the session to the top of the list; the same request checks the
      // session is the caller's (a row comes back), so the insert needs no read of it first.
      const bumped = await many<{ id: string }>(
        sessions().update({ updated_at: new Date().toISOString() }).eq('id', sessionId).eq('user_id', uid).select('id'),
      );
      if (!bumped.length) throw sessionNotFound();
      const rows = await many<MessageRow>(
        db
          .from('chat_messages')
          .insert({
            session_id: sessionId,
            role,
            content,
            status,
            ...(compare
              ? {
                  compare_group: compare.group,
                  compare_provider: compare.provider,
                  compare_model: compare.model,
                  ...(compare.column === undefined ? {} : { compare_column: compare.column }),
                }
              : {}),
            ...(source ? { provider: source.provider, model: source.model, api_key_id: source.apiKeyId } : {}),
            ...(ttftMs === undefined ? {} : { ttft_ms: ttftMs }),
            ...(error === undefined ? {} : { error }),
            ...reasoningColumns(reasoning),
            ...toolCallColumns(toolCalls),
          })
          .select(messageColumns),
      );
      return toMessage(rows[0]!);
    },

    updateMessage: async (id, { content, status, usage, ttftMs, error, reasoning, toolCalls }) => {
      if (!isUuid(id)) throw messageNotFound();
      const messages = () => db.from('chat_messages');
      // Messages carry no user_id: check the owning session ourselves, RLS checks again.
      const [found] = await many<{ session_id: string }>(messages().select('session_id').eq('id', id));
      if (!found || !(await findSession(found.session_id))) throw messageNotFound();
      const rows = await many<MessageRow>(
        messages()
          .update({
            content,
            status,
            ...tokenColumns(usage),
            ...(ttftMs === undefined ? {} : { ttft_ms: ttftMs }),
            ...(error === undefined ? {} : { error }),
            ...reasoningColumns(reasoning),
            ...toolCallColumns(toolCalls),
          })
          .eq('id', id)
          .eq('session_id', found.session_id)
          .select(messageColumns),
      );
      if (!rows[0]) throw messageNotFound();
      return toMessage(rows[0]);
    },

    keepCompareReply: async (sessionId, messageId) => {
      userId();
      if (!isUuid(sessionId) || !isUuid(messageId)) throw messageNotFound();
      const group = await run<string | null>(
        db.rpc('keep_compare_reply', { p_session: sessionId, p_message: messageId }),
      );
      if (typeof group !== 'string') throw messageNotFound();
      return group;
    },

    searchSessions: async ({ query, count }) => {
      userId();
      const rows = await many<{
        id: string;
        title: string;
        updated_at: string;
        snippet: string;
        message_id: string | null;
      }>(db.rpc('search_chat_sessions', { query_text: query, match_count: count }));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        updatedAt: row.updated_at,
        snippet: snippetParts(row.snippet),
        messageId: row.message_id ?? null,
      }));
    },
  };
}
