-- api_keys.created_at is the saved key's version: a model-list refresh writes its list only while
-- created_at still equals the one it read (the key was not replaced meanwhile). Two saves within
-- one clock tick (PGlite's clock counts milliseconds; supabase mode sends the app's millisecond
-- time) gave the replacing key the same created_at, so a slow refresh of the replaced key could
-- land its list on the new one. A replaced key now always moves created_at forward.
create or replace function private.api_key_saved_at_moves()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.api_key is distinct from old.api_key or new.base_url is distinct from old.base_url then
    new.created_at := greatest(coalesce(new.created_at, now()), old.created_at + interval '1 millisecond');
  end if;
  return new;
end;
$$;

drop trigger if exists api_key_saved_at_moves on public.api_keys;
create trigger api_key_saved_at_moves
  before update on public.api_keys
  for each row execute function private.api_key_saved_at_moves();
