-- A chat turn's one read: the caller's session and its messages, oldest first, in one
-- statement (one request on Supabase, one query in embedded mode). Before, a turn read the
-- session row about four times (history, title, each message insert, the final state).
-- Same isolation rules as search_memories: security invoker (RLS applies) plus an explicit
-- auth.uid() check. Null when the session is not the caller's or does not exist.
-- Keys are the DTO's (camelCase); timestamps come out as PostgREST writes them.
create or replace function public.chat_session_with_history(session_uuid uuid)
returns json
language sql stable security invoker
set search_path = public
as $$
  select json_build_object(
    'session', json_build_object(
      'id', s.id, 'title', s.title, 'model', s.model, 'provider', s.provider,
      'createdAt', s.created_at, 'updatedAt', s.updated_at
    ),
    'messages', coalesce(
      (select json_agg(json_build_object(
         'id', m.id, 'sessionId', m.session_id, 'role', m.role, 'content', m.content,
         'status', m.status, 'createdAt', m.created_at
       ) order by m.created_at, m.id)
       from public.chat_messages m where m.session_id = s.id),
      '[]'::json
    )
  )
  from public.chat_sessions s
  where s.id = session_uuid and s.user_id = (select auth.uid())
$$;
revoke execute on function public.chat_session_with_history(uuid) from public, anon;
grant execute on function public.chat_session_with_history(uuid) to authenticated;

-- Per-user settings. memory_via_openai: the user agreed that memory search in conversations
-- with another provider (a local model, Anthropic) may send their messages to OpenAI for
-- embeddings, with their OpenAI key. Off by default: such a conversation stays with its provider.
create table public.user_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  memory_via_openai boolean not null default false,
  updated_at timestamptz not null default now()
);
alter table public.user_settings enable row level security;
create policy "user settings: owner only" on public.user_settings
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
revoke all on public.user_settings from anon;
