import 'server-only';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import { turnAlreadyRunning } from '../../errors';
import { isUuid } from '../../ids';
import type { Caller, ChatRepo, ChatSession, SessionPage, SessionWithHistory } from '../../port';
import { withCompareTag, type RowWithCompare } from '../../compare-tag';
import { snippetParts } from '../../search-snippet';
import { callerRunner, iso, requireUserId, type Tx } from './with-caller';

const sessionColumns = `id, title, model, provider, ${iso('created_at', 'createdAt')}, ${iso('updated_at', 'updatedAt')},
  ${iso('replying_since', 'replyingSince')}, stop_requested as "stopRequested", system_prompt as "systemPrompt",
  pinned_at is not null as pinned, temporary`;
const messageColumns = `id, session_id as "sessionId", role, content, status, ${iso('created_at', 'createdAt')}, ${iso('updated_at', 'updatedAt')},
  input_tokens as "inputTokens", output_tokens as "outputTokens", provider, model, ttft_ms as "ttftMs", sources, error, tool_calls as "toolCalls",
  case when reasoning is null then null else json_build_object('text', reasoning, 'ms', coalesce(reasoning_ms, 0)) end as reasoning,
  case when compare_group is null then null else json_build_object('group', compare_group,
    'provider', compare_provider, 'model', compare_model, 'kept', kept, 'column', compare_column) end as compare`;

const sessionNotFound = () => new AppError('not_found', 'Chat session not found.');
const messageNotFound = () => new AppError('not_found', 'Chat message not found.');

export function embeddedChatRepo(db: PGlite, caller: Caller, shared?: Tx): ChatRepo {
  const run = callerRunner(db, caller, shared);
  const userId = () => requireUserId(caller);

  const findSession = async (tx: Tx, id: string) => {
    if (!isUuid(id)) return null;
    const result = await tx.query<ChatSession>(
      `select ${sessionColumns} from chat_sessions where id = $1 and user_id = $2`,
      [id, userId()],
    );
    return result.rows[0] ?? null;
  };

  return {
    listSessions: () =>
      run(
        async (tx) =>
          (
            await tx.query<ChatSession>(
              `select ${sessionColumns} from chat_sessions where user_id = $1 and not temporary order by pinned_at desc nulls last, updated_at desc`,
              [userId()],
            )
          ).rows,
      ),

    getSession: (id) => run((tx) => findSession(tx, id)),

    createSession: ({ title, model, provider, temporary }) =>
      run(async (tx) => {
        const result = await tx.query<ChatSession>(
          `insert into chat_sessions (user_id, title, model, provider, temporary)
           values ($1, coalesce($2, 'New Chat'), $3, $4, $5) returning ${sessionColumns}`,
          [userId(), title ?? null, model, provider, temporary === true],
        );
        return result.rows[0]!;
      }),

    hasTemporary: (idleBefore) =>
      run(async (tx) => {
        const result = await tx.query<{ found: boolean }>(
          `select exists (select 1 from chat_sessions
           where user_id = $1 and temporary and updated_at < $2::timestamptz) as found`,
          [userId(), idleBefore],
        );
        return result.rows[0]?.found === true;
      }),

    sweepTemporary: (idleBefore) =>
      run(async (tx) => {
        const result = await tx.query(
          'delete from chat_sessions where user_id = $1 and temporary and updated_at < $2::timestamptz',
          [userId(), idleBefore],
        );
        return result.affectedRows ?? 0;
      }),

    updateSession: (id, { title, model, provider, systemPrompt, replying, replyingSinceWas, pinned, titleWas }) =>
      run(async (tx) => {
        if (!isUuid(id)) throw sessionNotFound();
        const claim = replyingSinceWas !== undefined;
        // A rename or pin is no activity: the chat keeps its place among the others.
        const activity = [model, provider, systemPrompt, replying].some((value) => value !== undefined);
        const result = await tx.query<ChatSession>(
          `update chat_sessions set title = coalesce($3, title), model = coalesce($4, model), provider = coalesce($5, provider),
             replying_since = case when $6::boolean is null then replying_since when $6 then now() end,
             stop_requested = case when $6::boolean is null then stop_requested else false end,
             system_prompt = coalesce($7, system_prompt),
             pinned_at = case when $10::boolean is null then pinned_at when $10 then now() end,
             updated_at = case when $11 then now() else updated_at end
           where id = $1 and user_id = $2 and (not $8 or replying_since is not distinct from $9::timestamptz)
             and ($12::text is null or title = $12)
           returning ${sessionColumns}`,
          [
            id,
            userId(),
            title ?? null,
            model ?? null,
            provider ?? null,
            replying ?? null,
            systemPrompt ?? null,
            claim,
            replyingSinceWas ?? null,
            pinned ?? null,
            activity,
            titleWas ?? null,
          ],
        );
        if (result.rows[0]) return result.rows[0];
        if (claim && (await findSession(tx, id))) throw turnAlreadyRunning();
        throw sessionNotFound();
      }),

    requestStop: (id) =>
      run(async (tx) => {
        if (!(await findSession(tx, id))) throw sessionNotFound();
        const result = await tx.query(
          'update chat_sessions set stop_requested = true where id = $1 and user_id = $2 and replying_since is not null',
          [id, userId()],
        );
        return (result.affectedRows ?? 0) > 0;
      }),

    rewind: (sessionId, { messageId, content }) =>
      run(async (tx) => {
        if (!isUuid(sessionId) || !isUuid(messageId)) throw messageNotFound();
        const result = await tx.query<{ removed: number | null }>(
          'select public.rewind_chat_session($1, $2, $3) as removed',
          [sessionId, messageId, content ?? null],
        );
        const removed = result.rows[0]?.removed;
        if (removed === null || removed === undefined) throw messageNotFound();
        return removed;
      }),

    deleteSession: (id) =>
      run(async (tx) => {
        if (!isUuid(id)) throw sessionNotFound();
        const result = await tx.query('delete from chat_sessions where id = $1 and user_id = $2', [id, userId()]);
        if (!result.affectedRows) throw sessionNotFound();
      }),

    listMessages: (sessionId) =>
      run(async (tx) => {
        if (!(await findSession(tx, sessionId))) throw sessionNotFound();
        const result = await tx.query<RowWithCompare>(
          `select ${messageColumns} from chat_messages where session_id = $1 order by created_at asc, id asc`,
          [sessionId],
        );
        return result.rows.map(withCompareTag);
      }),

    sessionWithHistory: (sessionId) =>
      run(async (tx) => {
        if (!isUuid(sessionId)) throw sessionNotFound();
        const result = await tx.query<{ found: SessionWithHistory | null }>(
          'select public.chat_session_with_history($1) as found',
          [sessionId],
        );
        const found = result.rows[0]?.found;
        if (!found) throw sessionNotFound();
        return found;
      }),

    sessionPage: (sessionId, { before, after, around }, size) =>
      run(async (tx) => {
        const ids = [sessionId, before, after, around];
        if (!ids.every((id) => id === undefined || isUuid(id))) throw sessionNotFound();
        const result = await tx.query<{ found: SessionPage | null }>(
          'select public.chat_session_page($1, $2, $3, $4, $5) as found',
          [sessionId, before ?? null, after ?? null, around ?? null, size],
        );
        const found = result.rows[0]?.found;
        if (!found) throw sessionNotFound();
        return found;
      }),

    addMessage: ({
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
    }) =>
      run(async (tx) => {
        if (!isUuid(sessionId)) throw sessionNotFound();
        // New activity moves the session to the top of the list; the same statement checks the
        // session is the caller's, so the insert needs no read of it first.
        const bumped = await tx.query('update chat_sessions set updated_at = now() where id = $1 and user_id = $2', [
          sessionId,
          userId(),
        ]);
        if (!bumped.affectedRows) throw sessionNotFound();
        const result = await tx.query<RowWithCompare>(
          `insert into chat_messages (session_id, role, content, status, compare_group, compare_provider, compare_model,
             compare_column, provider, model, api_key_id, ttft_ms, error, reasoning, reasoning_ms, tool_calls)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) returning ${messageColumns}`,
          [
            sessionId,
            role,
            content,
            status,
            compare?.group ?? null,
            compare?.provider ?? null,
            compare?.model ?? null,
            compare?.column ?? null,
            source?.provider ?? null,
            source?.model ?? null,
            source?.apiKeyId ?? null,
            ttftMs ?? null,
            error ?? null,
            reasoning?.text ?? null,
            reasoning?.ms ?? null,
            toolCalls ? JSON.stringify(toolCalls) : null,
          ],
        );
        return withCompareTag(result.rows[0]!);
      }),

    updateMessage: (id, { content, status, usage, ttftMs, error, reasoning, toolCalls }) =>
      run(async (tx) => {
        if (!isUuid(id)) throw messageNotFound();
        // Row-level security limits this to messages in the caller's own sessions.
        const result = await tx.query<RowWithCompare>(
          `update chat_messages set content = $2, status = $3,
             input_tokens = coalesce($4, input_tokens), output_tokens = coalesce($5, output_tokens),
             ttft_ms = coalesce($6, ttft_ms), error = coalesce($7, error),
             reasoning = coalesce($8, reasoning), reasoning_ms = coalesce($9, reasoning_ms),
             tool_calls = coalesce($10::jsonb, tool_calls)
           where id = $1 returning ${messageColumns}`,
          [
            id,
            content,
            status,
            usage?.inputTokens ?? null,
            usage?.outputTokens ?? null,
            ttftMs ?? null,
            error ?? null,
            reasoning?.text ?? null,
            reasoning?.ms ?? null,
            toolCalls ? JSON.stringify(toolCalls) : null,
          ],
        );
        if (!result.rows[0]) throw messageNotFound();
        return withCompareTag(result.rows[0]);
      }),

    keepCompareReply: (sessionId, messageId) =>
      run(async (tx) => {
        if (!isUuid(sessionId) || !isUuid(messageId)) throw messageNotFound();
        const result = await tx.query<{ group: string | null }>('select public.keep_compare_reply($1, $2) as "group"', [
          sessionId,
          messageId,
        ]);
        const group = result.rows[0]?.group;
        if (!group) throw messageNotFound();
        return group;
      }),

    searchSessions: ({ query, count }) =>
      run(async (tx) => {
        requireUserId(caller);
        const result = await tx.query<{
          id: string;
          title: string;
          updatedAt: string;
          snippet: string;
          messageId: string | null;
        }>(
          `select id, title, ${iso('updated_at', 'updatedAt')}, snippet, message_id as "messageId"
           from search_chat_sessions($1, $2)`,
          [query, count],
        );
        return result.rows.map((row) => ({ ...row, snippet: snippetParts(row.snippet) }));
      }),
  };
}
