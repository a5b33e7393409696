-- Admins managed from the dashboard. The owner (the first account) sees the admins and the
-- sign-up allow-list, adds and removes allowed e-mails, and removes an admin; other admins
-- see both lists read-only. Everything goes through these functions, which check the caller
-- themselves, so the same screen works on Supabase (PostgREST rpc as the user) and embedded.

alter table public.profiles add column is_owner boolean not null default false;
-- The earliest account is the owner of an existing deployment.
update public.profiles set is_owner = true
where user_id = (select p.user_id from public.profiles p order by p.created_at asc, p.user_id asc limit 1);
create unique index profiles_one_owner_idx on public.profiles (is_owner) where is_owner;

create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  -- Runs under the registration rule's advisory lock, so "no profile yet" has one winner.
  insert into public.profiles (user_id, username, is_admin, is_owner)
  values (
    new.id,
    coalesce(nullif(new.raw_user_meta_data ->> 'username', ''), split_part(new.email, '@', 1)),
    true,
    not exists (select 1 from public.profiles)
  );
  return new;
end;
$$;

-- Who added each allowed e-mail ('ADMIN_EMAILS' for the embedded seed), and when.
alter table private.signup_allowlist
  add column added_by text not null default 'unknown',
  add column added_at timestamptz not null default now();
-- E-mails the owner removed: the embedded ADMIN_EMAILS seed does not put them back at restart.
create table private.signup_allowlist_removed (
  email text primary key check (email = lower(email)),
  removed_at timestamptz not null default now()
);

create or replace function public.is_owner() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select p.is_owner from public.profiles p where p.user_id = (select auth.uid())), false)
$$;

create or replace function private.require_owner() returns void
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_owner() then
    raise exception 'Only the owner can manage admins.' using errcode = '42501';
  end if;
end;
$$;

create or replace function public.admin_directory()
returns table (user_id uuid, email text, username text, is_owner boolean, created_at timestamptz)
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can see the admins.' using errcode = '42501';
  end if;
  return query
    select p.user_id, u.email::text, p.username, p.is_owner, p.created_at
    from public.profiles p join auth.users u on u.id = p.user_id
    where p.is_admin
    order by p.is_owner desc, p.created_at asc;
end;
$$;

create or replace function public.signup_allowlist_entries()
returns table (email text, added_by text, added_at timestamptz)
language plpgsql stable security definer set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only admins can see the allow-list.' using errcode = '42501';
  end if;
  return query select a.email, a.added_by, a.added_at from private.signup_allowlist a order by a.email;
end;
$$;

create or replace function public.allow_signup_email(email_address text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  normalized text := lower(trim(email_address));
begin
  perform private.require_owner();
  if normalized !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or length(normalized) > 254 then
    raise exception 'Enter a valid email address' using errcode = '22023';
  end if;
  delete from private.signup_allowlist_removed r where r.email = normalized;
  insert into private.signup_allowlist (email, added_by)
  values (normalized, coalesce((select u.email::text from auth.users u where u.id = (select auth.uid())), 'owner'))
  on conflict (email) do nothing;
end;
$$;

create or replace function public.disallow_signup_email(email_address text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  normalized text := lower(trim(email_address));
begin
  perform private.require_owner();
  delete from private.signup_allowlist a where a.email = normalized;
  insert into private.signup_allowlist_removed (email) values (normalized) on conflict (email) do nothing;
end;
$$;

-- Deletes the account (its sessions, chats, keys and memories go with it) and its e-mail's
-- place on the allow-list, so it cannot simply register again.
create or replace function public.remove_admin(target uuid) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  target_email text;
begin
  perform private.require_owner();
  if target = (select auth.uid()) then
    raise exception 'The owner cannot remove their own account.' using errcode = '22023';
  end if;
  select u.email::text into target_email from auth.users u join public.profiles p on p.user_id = u.id
  where u.id = target and p.is_admin;
  if target_email is null then
    raise exception 'That admin no longer exists.' using errcode = 'P0002';
  end if;
  delete from auth.users u where u.id = target;
  perform public.disallow_signup_email(target_email);
end;
$$;

revoke execute on function public.is_owner() from public, anon;
revoke execute on function private.require_owner() from public, anon, authenticated;
revoke execute on function public.admin_directory() from public, anon;
revoke execute on function public.signup_allowlist_entries() from public, anon;
revoke execute on function public.allow_signup_email(text) from public, anon;
revoke execute on function public.disallow_signup_email(text) from public, anon;
revoke execute on function public.remove_admin(uuid) from public, anon;
grant execute on function public.is_owner(), public.admin_directory(), public.signup_allowlist_entries(),
  public.allow_signup_email(text), public.disallow_signup_email(text), public.remove_admin(uuid) to authenticated;
