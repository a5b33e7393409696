-- The owner's mail server, set up from the admin area (issue #39, point 3), and answers to
-- inquiries sent from the inbox (point 4).
--
-- public.mail_server_settings: one row at most, the owner's only (row-level security with
-- is_owner(), which also asks for every factor of the account). The password is stored sealed
-- by the server (AES-256-GCM with the app's encryption key, bound to the host and user): a copy
-- of the database alone does not reveal it. The server reads the row for sending through
-- public.mail_server_settings_for_server(), granted to the service role only.

create table public.mail_server_settings (
  id boolean primary key default true check (id),
  host text not null check (char_length(host) between 1 and 253),
  port integer not null check (port between 1 and 65535),
  security text not null check (security in ('none', 'starttls', 'tls')),
  username text check (char_length(username) between 1 and 254),
  password_sealed text check (char_length(password_sealed) <= 2000),
  sender text not null check (char_length(sender) between 3 and 254),
  notify_to text check (char_length(notify_to) between 3 and 254),
  updated_at timestamptz not null default now()
);
alter table public.mail_server_settings enable row level security;
create policy "mail server settings: owner reads" on public.mail_server_settings
  for select to authenticated using ((select public.is_owner()));
create policy "mail server settings: owner adds" on public.mail_server_settings
  for insert to authenticated with check ((select public.is_owner()));
create policy "mail server settings: owner changes" on public.mail_server_settings
  for update to authenticated using ((select public.is_owner())) with check ((select public.is_owner()));
create policy "mail server settings: owner removes" on public.mail_server_settings
  for delete to authenticated using ((select public.is_owner()));
revoke all on public.mail_server_settings from public, anon, authenticated;
grant select, insert, update, delete on public.mail_server_settings to authenticated;

create or replace function public.mail_server_settings_for_server()
returns table (
  host text, port integer, security text, username text, password_sealed text, sender text, notify_to text
)
language sql stable security definer set search_path = ''
as $$
  select s.host, s.port, s.security, s.username, s.password_sealed, s.sender, s.notify_to
  from public.mail_server_settings s where s.id
$$;
revoke execute on function public.mail_server_settings_for_server() from public, anon, authenticated;
grant execute on function public.mail_server_settings_for_server() to service_role;

-- When an inquiry was last answered: set by the database whenever it is marked Replied (by the
-- inbox's Send, each time, or by Mark replied), so the time is the server's and nobody writes it.
alter table public.inquiries add column replied_at timestamptz;

create or replace function private.inquiry_stamp_replied() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.status = 'replied' then
    new.replied_at := now();
  end if;
  return new;
end;
$$;
create trigger inquiries_stamp_replied before update of status on public.inquiries
  for each row execute function private.inquiry_stamp_replied();

-- The answers sent from the inbox, in the inquiry's thread. Admins read them; one is added only
-- with the inquiry marked Replied, through public.inquiry_record_reply (as the caller, so the
-- policies below decide), after the mail server accepted it.
create table public.inquiry_replies (
  id uuid primary key default gen_random_uuid(),
  inquiry_id uuid not null references public.inquiries (id) on delete cascade,
  created_at timestamptz not null default now(),
  sent_by uuid default auth.uid(),
  body text not null check (char_length(body) between 1 and 10000)
);
create index inquiry_replies_inquiry_idx on public.inquiry_replies (inquiry_id, created_at);
alter table public.inquiry_replies enable row level security;
create policy "inquiry replies: admins read" on public.inquiry_replies
  for select to authenticated using ((select public.is_admin()));
create policy "inquiry replies: admins add their own" on public.inquiry_replies
  for insert to authenticated with check ((select public.is_admin()) and sent_by = (select auth.uid()));
revoke all on public.inquiry_replies from public, anon, authenticated;
grant select on public.inquiry_replies to authenticated;
grant insert (inquiry_id, body) on public.inquiry_replies to authenticated;

-- Stores a reply and marks its inquiry Replied in one transaction; returns when it was replied.
-- Security invoker: the caller's own grants and row-level security apply to both writes.
create or replace function public.inquiry_record_reply(p_inquiry_id uuid, p_body text)
returns timestamptz
language plpgsql security invoker set search_path = ''
as $$
declare
  v_replied_at timestamptz;
begin
  update public.inquiries set status = 'replied' where id = p_inquiry_id returning replied_at into v_replied_at;
  if v_replied_at is null then
    raise exception 'That inquiry does not exist (any more).' using errcode = 'P0002';
  end if;
  insert into public.inquiry_replies (inquiry_id, body) values (p_inquiry_id, p_body);
  return v_replied_at;
end;
$$;
revoke execute on function public.inquiry_record_reply(uuid, text) from public, anon;
grant execute on function public.inquiry_record_reply(uuid, text) to authenticated;

-- The inbox's search: name, e-mail or message containing the text (any case), newest first, at
-- most 100. Security invoker: only what the caller may read is searched. position() rather than
-- LIKE, so % and _ in the text are plain characters.
create or replace function public.inquiry_search(p_query text)
returns setof public.inquiries
language sql stable security invoker set search_path = ''
as $$
  select i.* from public.inquiries i
  where position(lower(p_query) in lower(i.name)) > 0
     or position(lower(p_query) in lower(i.email)) > 0
     or position(lower(p_query) in lower(i.message)) > 0
  order by i.created_at desc, i.id
  limit 100
$$;
revoke execute on function public.inquiry_search(text) from public, anon;
grant execute on function public.inquiry_search(text) to authenticated;
