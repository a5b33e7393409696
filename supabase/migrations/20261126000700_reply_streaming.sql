-- Replies that outlive the browser (issue #17, point 3). A reply keeps running on the server
-- when the tab closes; only Stop ends it early. Everything another tab or another server
-- instance needs to follow or stop it is in these rows, not in any process's memory:
--   * chat_messages.status 'streaming': the reply is still being written (its text so far is stored);
--   * chat_messages.updated_at: when its text last changed, the heartbeat of a running reply;
--   * chat_sessions.replying_since: a turn is under way (set before the first token arrives);
--   * chat_sessions.stop_requested: Stop was pressed, in whatever tab or instance; the relay polls it.
-- A process that dies mid-reply leaves 'streaming' behind; readers treat a reply whose heartbeat
-- is older than the idle timeout as incomplete (lib/ai/reply-liveness.ts).

alter table public.chat_messages drop constraint if exists chat_messages_status_check;
alter table public.chat_messages
  add constraint chat_messages_status_check check (status in ('complete', 'incomplete', 'streaming'));

alter table public.chat_messages add column updated_at timestamptz not null default clock_timestamp();
update public.chat_messages set updated_at = created_at;

create or replace function private.touch_chat_message() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.updated_at := clock_timestamp();
  return new;
end;
$$;

create trigger chat_messages_touch before update on public.chat_messages
  for each row execute function private.touch_chat_message();

alter table public.chat_sessions
  add column replying_since timestamptz,
  add column stop_requested boolean not null default false;
