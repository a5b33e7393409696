-- Issue #40, point 4: one draft per admin and page section, kept on the server so an edit on the
-- "Edit page" screen survives a reload and several sections are published together. A draft is
-- its author's alone (another admin neither sees nor overwrites it), and only while they are an
-- admin: a demoted account keeps no way to stage site text. `base_updated_at` is the version of
-- the section the draft started from, so publishing refuses a section someone saved since.
create table public.page_drafts (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  content_id uuid not null references public.page_content (id) on delete cascade,
  content jsonb not null,
  base_updated_at timestamptz not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, content_id)
);
alter table public.page_drafts enable row level security;
create policy "page drafts: the admin's own" on public.page_drafts
  for all to authenticated
  using ((select auth.uid()) = user_id and (select public.is_admin()))
  with check ((select auth.uid()) = user_id and (select public.is_admin()));
revoke all on public.page_drafts from anon;
