-- Chats brought in keep their Compare turns (issue #29, parts 2 and 4): the portal's own export
-- now says, for each reply of a compared turn, which model wrote it and whether it was kept. An
-- import that dropped that would turn the alternates into ordinary replies, and send them to the
-- model as context. This is import_chat_sessions of 20261203000100 unchanged, except that a
-- message may carry { compare: { group, provider, model, kept } } (the group a fresh id the server
-- made per turn, lib/chat-import/compare-groups.ts); a message without it is stored as before.
-- The columns' own checks (chat_messages_compare_whole) hold here as everywhere.
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
      compare_group, compare_provider, compare_model, kept
    )
    select new_session, m ->> 'role', m ->> 'content', m ->> 'status',
           (m ->> 'createdAt')::timestamptz, (m ->> 'createdAt')::timestamptz,
           (m -> 'compare' ->> 'group')::uuid, m -> 'compare' ->> 'provider', m -> 'compare' ->> 'model',
           coalesce((m -> 'compare' ->> 'kept')::boolean, false)
    from jsonb_array_elements(conversation -> 'messages') as m;
    written := written + 1;
  end loop;
  return written;
end;
$$;

revoke all on function public.import_chat_sessions(uuid, jsonb) from public, anon;
grant execute on function public.import_chat_sessions(uuid, jsonb) to authenticated;
