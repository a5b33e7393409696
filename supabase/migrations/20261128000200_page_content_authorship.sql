-- Who saved a section, and when, come from the database, not from the caller. The history
-- trigger (20261125000100) copies updated_by/updated_at into each kept version and trims the
-- oldest beyond 50 by that time, so a caller who could write them (an admin calling PostgREST
-- with their own token) could credit a version to someone else or push versions out of the trim.
-- This trigger overwrites both on every insert and update made for a signed-in user: the
-- user's e-mail (as the app has always stored it) from auth.uid(), and the transaction time.
--
-- Without a signed-in user (migrations, the seed, the service role, SQL run by the operator)
-- nothing is overwritten: those paths are trusted already (they bypass row-level security) and
-- may need to keep what they write, e.g. a repair that restores an earlier author.
create or replace function private.stamp_page_content_author() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null and coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  new.updated_at := now();
  -- auth.users holds the current address; the token's copy only if the row has none.
  new.updated_by := coalesce(
    nullif((select u.email from auth.users u where u.id = caller), ''),
    nullif(auth.jwt() ->> 'email', ''),
    'unknown'
  );
  return new;
end;
$$;

revoke all on function private.stamp_page_content_author() from public, anon, authenticated;

drop trigger if exists page_content_stamp_author on public.page_content;
create trigger page_content_stamp_author
  before insert or update on public.page_content
  for each row execute function private.stamp_page_content_author();
