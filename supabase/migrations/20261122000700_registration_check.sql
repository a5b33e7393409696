-- Lets the app (as anon, before calling the auth API) ask whether an e-mail may sign up,
-- so it can answer "Registration is closed" precisely: GoTrue reports the trigger's
-- refusal only as a bare 500 "Database error saving new user". The trigger
-- private.enforce_registration_rule stays the enforcement; this is the same rule, read only.
-- It reveals no more than a sign-up attempt would (accepted or refused).

create or replace function public.registration_allowed(email_address text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select not exists (select 1 from auth.users)
      or coalesce((select s.registration_open from private.registration_settings s where s.id = 1), false)
      or exists (select 1 from private.signup_allowlist a where a.email = lower(trim(email_address)));
$$;

revoke all on function public.registration_allowed(text) from public;
grant execute on function public.registration_allowed(text) to anon, authenticated;
