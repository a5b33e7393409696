-- Section history: every save that changes a section keeps the version it replaced (its
-- content, when it was saved and by whom). A trigger writes it, so both backends (the
-- embedded adapter's SQL and PostgREST in supabase mode) keep history without app code,
-- and no client can forge or rewrite a version: there are no insert/update/delete policies.
-- Restoring a version is an ordinary save of its content, hence itself a new version.

create table public.page_content_versions (
  id uuid primary key default gen_random_uuid(),
  content_id uuid not null references public.page_content (id) on delete cascade,
  content jsonb not null,
  saved_at timestamptz not null,
  saved_by text not null,
  replaced_at timestamptz not null default now()
);
create index page_content_versions_content_idx on public.page_content_versions (content_id, saved_at desc);

alter table public.page_content_versions enable row level security;
create policy "page content versions: admins read" on public.page_content_versions
  for select to authenticated
  using ((select public.is_admin()));

-- Reading is left to the policy (visitors and non-admins see no rows); writing to the trigger alone.
revoke insert, update, delete, truncate on public.page_content_versions from anon, authenticated;
grant select on public.page_content_versions to anon, authenticated;

-- Versions kept per section; the oldest beyond it are dropped as new ones arrive.
create or replace function private.keep_page_content_version() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.content is distinct from old.content then
    insert into public.page_content_versions (content_id, content, saved_at, saved_by)
    values (old.id, old.content, old.updated_at, old.updated_by);
    delete from public.page_content_versions v
    where v.content_id = old.id
      and v.id not in (
        select k.id from public.page_content_versions k
        where k.content_id = old.id
        order by k.saved_at desc, k.replaced_at desc
        limit 50
      );
  end if;
  return new;
end;
$$;

revoke all on function private.keep_page_content_version() from public, anon, authenticated;

create trigger page_content_keep_version
  before update on public.page_content
  for each row execute function private.keep_page_content_version();
