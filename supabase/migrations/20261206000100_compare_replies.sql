-- Compare models side by side (issue #29, part 2): one question answered by 2 or 3 models at
-- once. Each answer is an assistant message of the same compare group; the one the user keeps
-- continues the conversation, the others stay as alternates of that turn and are never sent as
-- context. The columns live on chat_messages, so its row-level security (session owner only)
-- covers them as it covers every other column.
alter table public.chat_messages
  add column if not exists compare_group uuid,
  -- Which provider and model wrote the reply: the session's own model is only one of them.
  add column if not exists compare_provider text,
  add column if not exists compare_model text,
  add column if not exists kept boolean not null default false;

-- The three describe one reply: all set or none.
alter table public.chat_messages drop constraint if exists chat_messages_compare_whole;
alter table public.chat_messages
  add constraint chat_messages_compare_whole check (
    (compare_group is null) = (compare_provider is null) and (compare_group is null) = (compare_model is null)
    and (compare_group is not null or not kept)
    and (compare_model is null or char_length(compare_model) <= 200)
  );
create index if not exists chat_messages_compare_group on public.chat_messages (compare_group)
  where compare_group is not null;

-- Keep this one: the reply becomes the kept one of its group and every other reply of the group
-- an alternate, in one statement. Security invoker: row-level security limits it to the
-- caller's own sessions. Null when the message is not a compare reply in that session.
create or replace function public.keep_compare_reply(p_session uuid, p_message uuid)
returns uuid
language plpgsql security invoker set search_path = ''
as $$
declare
  grp uuid;
begin
  select compare_group into grp
    from public.chat_messages
    where id = p_message and session_id = p_session and role = 'assistant';
  if grp is null then
    return null;
  end if;
  update public.chat_messages set kept = (id = p_message)
    where session_id = p_session and compare_group = grp;
  return grp;
end;
$$;
revoke all on function public.keep_compare_reply(uuid, uuid) from public, anon;
grant execute on function public.keep_compare_reply(uuid, uuid) to authenticated;

-- The chat turn's one read (20261204000100: with each reply's provider and model) with each compare reply's tag; an ordinary
-- message has no `compare` key at all, as before.
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
       )) end
       order by m.created_at, m.id)
       from public.chat_messages m where m.session_id = s.id),
      '[]'::json
    )
  )
  from public.chat_sessions s
  where s.id = session_uuid and s.user_id = (select auth.uid())
$$;
