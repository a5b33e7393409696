-- Regenerate and edit (issue #17, point 4): the conversation goes back to one of its messages,
-- optionally with that (user) message's text changed, and everything after it is removed, in
-- one statement's transaction, so no reader ever sees the new text with the old tail.
-- Security invoker: row-level security limits it to the caller's own sessions.
-- Returns how many messages were removed, or null when the message is not in that session (or
-- new text was given for a message that is not the user's).
create or replace function public.rewind_chat_session(p_session uuid, p_message uuid, p_content text default null)
returns integer
language plpgsql security invoker set search_path = ''
as $$
declare
  anchor record;
  removed integer;
begin
  select id, created_at, role into anchor
    from public.chat_messages where id = p_message and session_id = p_session;
  if not found or (p_content is not null and anchor.role <> 'user') then
    return null;
  end if;
  if p_content is not null then
    update public.chat_messages set content = p_content where id = p_message;
  end if;
  delete from public.chat_messages
    where session_id = p_session and (created_at, id) > (anchor.created_at, anchor.id);
  get diagnostics removed = row_count;
  return removed;
end;
$$;

revoke all on function public.rewind_chat_session(uuid, uuid, text) from public, anon;
grant execute on function public.rewind_chat_session(uuid, uuid, text) to authenticated;
