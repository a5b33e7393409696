-- The registration rule, one function for the trigger and the embedded adapter:
-- * With an allow-list, only its e-mails may register, the first account included (a fresh
--   deploy must not go to whoever arrives first). Without one, the first account is the owner.
-- * Later accounts: allow-listed e-mails, or anyone while registration is open.
-- The anon-callable public.registration_allowed(email) goes: it let anyone probe the
-- allow-list one e-mail at a time. The app now reads the trigger's refusal from GoTrue.

create or replace function private.registration_allowed(email_address text) returns boolean
language sql stable set search_path = ''
as $$
  select coalesce((select s.registration_open from private.registration_settings s where s.id = 1), false)
      or exists (select 1 from private.signup_allowlist a where a.email = lower(trim(email_address)))
      or (not exists (select 1 from auth.users) and not exists (select 1 from private.signup_allowlist));
$$;

revoke all on function private.registration_allowed(text) from public, anon, authenticated;

create or replace function private.enforce_registration_rule() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  -- Serialises concurrent sign-ups so two "first" accounts cannot both become owner.
  perform pg_advisory_xact_lock(hashtext('private.enforce_registration_rule'));
  if not private.registration_allowed(new.email) then
    raise exception 'Registration is closed' using errcode = 'P0001', hint = 'registration_closed';
  end if;
  return new;
end;
$$;

drop function if exists public.registration_allowed(text);
