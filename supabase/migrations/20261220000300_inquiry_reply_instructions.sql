-- "Draft a reply" (issue #39, point 5): the instructions the inbox's drafts are written with, where
-- the owner can read and change them. One row for the site; null text means the app's default
-- (lib/inquiries/reply-instructions.ts), so a better default reaches owners who never changed it.
-- Admins read and change it; nobody else sees it (it may say how the owner prices work).
create table public.inquiry_reply_settings (
  id boolean primary key default true check (id),
  instructions text check (char_length(instructions) between 1 and 4000),
  updated_at timestamptz not null default now()
);
insert into public.inquiry_reply_settings default values;
alter table public.inquiry_reply_settings enable row level security;
create policy "inquiry reply settings: admins read" on public.inquiry_reply_settings
  for select to authenticated using ((select public.is_admin()));
create policy "inquiry reply settings: admins change" on public.inquiry_reply_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
revoke all on public.inquiry_reply_settings from public, anon, authenticated;
grant select on public.inquiry_reply_settings to authenticated;
grant update (instructions, updated_at) on public.inquiry_reply_settings to authenticated;
