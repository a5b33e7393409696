-- Compare replies keep their column (issue #29, part 2): each reply is stored when its first text
-- arrives, so a chat read back listed a turn's replies in the order the models answered, and
-- after a reload the columns swapped places whenever the second model was the quicker. The
-- column the user chose for each model (0 = first) is stored with the reply; readers put a turn's
-- replies in that order. Null for replies from before (they keep the order they arrived in).
-- On chat_messages, so its row-level security (session owner only) covers it.
alter table public.chat_messages
  add column if not exists compare_column smallint;
alter table public.chat_messages drop constraint if exists chat_messages_compare_column;
alter table public.chat_messages
  add constraint chat_messages_compare_column check (
    compare_column is null or (compare_group is not null and compare_column between 0 and 999)
  );

-- The chat turn's one read: 20261207000201's with each compare reply's `column`, where known.
create or replace function public.chat_session_with_history(session_uuid uuid)
returns json
language sql stable security invoker
set search_path = public
as $$
  select json_build_object(
    'session', json_build_object(
      'id', s.id, 'title', s.title, 'model', s.model, 'provider', s.provider,
      'createdAt', s.created_at, 'updatedAt', s.updated_at,
      'replyingSince', s.replying_since, 'stopRequested', s.stop_requested, 'systemPrompt', s.system_prompt
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
       order by m.created_at, m.id)
       from public.chat_messages m where m.session_id = s.id),
      '[]'::json
    )
  )
  from public.chat_sessions s
  where s.id = session_uuid and s.user_id = (select auth.uid())
$$;

-- Chats brought in: 20261208000300's import_chat_sessions, with each compare reply's column
-- (its place among its turn's replies in the file, lib/chat-import/compare-groups.ts).
create or replace function public.import_chat_sessions(p_import uuid, p_sessions jsonb)
returns integer
language plpgsql security invoker set search_path = ''
as $$
declare
  conversation jsonb;
  new_session uuid;
  written integer := 0;
begin
  if not exists (select 1 from public.chat_imports where id = p_import and status = 'running') then
    raise exception 'chat import % is not running', p_import using errcode = 'P0002';
  end if;
  for conversation in select value from jsonb_array_elements(p_sessions) loop
    insert into public.chat_sessions (user_id, title, system_prompt, provider, model, created_at, updated_at, import_id)
    values (
      (select auth.uid()),
      conversation ->> 'title',
      conversation ->> 'instructions',
      conversation ->> 'provider',
      conversation ->> 'model',
      (conversation ->> 'createdAt')::timestamptz,
      (conversation ->> 'updatedAt')::timestamptz,
      p_import
    )
    returning id into new_session;
    insert into public.chat_messages (
      session_id, role, content, status, created_at, updated_at,
      compare_group, compare_provider, compare_model, kept, compare_column
    )
    select new_session, m ->> 'role', m ->> 'content', m ->> 'status',
           (m ->> 'createdAt')::timestamptz, (m ->> 'createdAt')::timestamptz,
           (m -> 'compare' ->> 'group')::uuid, m -> 'compare' ->> 'provider', m -> 'compare' ->> 'model',
           coalesce((m -> 'compare' ->> 'kept')::boolean, false), (m -> 'compare' ->> 'column')::smallint
    from jsonb_array_elements(conversation -> 'messages') as m;
    written := written + 1;
  end loop;
  return written;
end;
$$;

revoke all on function public.import_chat_sessions(uuid, jsonb) from public, anon;
grant execute on function public.import_chat_sessions(uuid, jsonb) to authenticated;
