-- Accounts: a profile for every new auth user, and the registration rule enforced
-- in the database so that nobody can sign up around the app (for example by calling
-- the auth API directly with the public anon key).
-- Rule: the first account is the owner; later ones only for allow-listed e-mails
-- or while registration is open. Everyone let in is an admin, as the product spec says.

create schema if not exists private;
revoke all on schema private from public;

create table private.registration_settings (
  id integer primary key default 1 check (id = 1),
  registration_open boolean not null default false
);
insert into private.registration_settings (id) values (1) on conflict do nothing;

create table private.signup_allowlist (
  email text primary key check (email = lower(email))
);

create or replace function private.enforce_registration_rule() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  -- Serialises concurrent sign-ups so two "first" accounts cannot both become owner.
  perform pg_advisory_xact_lock(hashtext('private.enforce_registration_rule'));
  if exists (select 1 from auth.users)
     and not coalesce((select s.registration_open from private.registration_settings s where s.id = 1), false)
     and not exists (select 1 from private.signup_allowlist a where a.email = lower(new.email)) then
    raise exception 'Registration is closed' using errcode = 'P0001', hint = 'registration_closed';
  end if;
  return new;
end;
$$;

create trigger enforce_registration_rule
  before insert on auth.users
  for each row execute function private.enforce_registration_rule();

create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.profiles (user_id, username, is_admin)
  values (
    new.id,
    coalesce(nullif(new.raw_user_meta_data ->> 'username', ''), split_part(new.email, '@', 1)),
    true
  );
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();
