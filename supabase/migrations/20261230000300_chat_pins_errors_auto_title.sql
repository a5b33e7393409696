-- Chats people can find, and errors that stay where they happened (issue #41, points 4 and 5).
-- All three columns sit on tables whose row-level security already limits every row to its
-- owner (chat_sessions, chat_messages through their session, user_settings), so no new policy.

-- Pinned chats head the list; when it was pinned orders nothing, it only says "pinned".
alter table public.chat_sessions add column if not exists pinned_at timestamptz;

-- A reply that failed keeps what went wrong, in words, in the thread: with the partial text when
-- some arrived, else as an empty reply that only carries the error (never sent as context).
alter table public.chat_messages add column if not exists error text;
alter table public.chat_messages drop constraint if exists chat_messages_error_length;
alter table public.chat_messages
  add constraint chat_messages_error_length check (error is null or char_length(error) <= 1000);

-- The chat's model writes its title after the first exchange unless the user turns this off.
alter table public.user_settings add column if not exists auto_title boolean not null default true;

-- The chat turn's one read: 20261209000100's with the session's `pinned` and a reply's `error`.
create or replace function public.chat_session_with_history(session_uuid uuid)
returns json
language sql stable security invoker
set search_path = public
as $$
  select json_build_object(
    'session', json_build_object(
      'id', s.id, 'title', s.title, 'model', s.model, 'provider', s.provider,
      'createdAt', s.created_at, 'updatedAt', s.updated_at,
      'replyingSince', s.replying_since, 'stopRequested', s.stop_requested, 'systemPrompt', s.system_prompt,
      'pinned', s.pinned_at is not null
    ),
    'messages', coalesce(
      (select json_agg(jsonb_build_object(
         'id', m.id, 'sessionId', m.session_id, 'role', m.role, 'content', m.content,
         'status', m.status, 'createdAt', m.created_at, 'updatedAt', m.updated_at,
         'inputTokens', m.input_tokens, 'outputTokens', m.output_tokens,
         'provider', m.provider, 'model', m.model
       ) || case when m.compare_group is null then '{}'::jsonb else jsonb_build_object('compare', jsonb_build_object(
         'group', m.compare_group, 'provider', m.compare_provider, 'model', m.compare_model, 'kept', m.kept
       ) || case when m.compare_column is null then '{}'::jsonb else jsonb_build_object('column', m.compare_column) end) end
         || case when m.sources is null then '{}'::jsonb else jsonb_build_object('sources', m.sources) end
         || case when m.ttft_ms is null then '{}'::jsonb else jsonb_build_object('ttftMs', m.ttft_ms) end
         || case when m.error is null then '{}'::jsonb else jsonb_build_object('error', m.error) end
       order by m.created_at, m.id)
       from public.chat_messages m where m.session_id = s.id),
      '[]'::json
    )
  )
  from public.chat_sessions s
  where s.id = session_uuid and s.user_id = (select auth.uid())
$$;
