-- Recovery codes in supabase mode (issue #24). GoTrue has no stable recovery-code API, so the app
-- keeps them: HMACs only (keyed with the app secret, lib/auth/second-factor/recovery-codes.ts), in
-- a private table nobody reads through PostgREST, written and spent only by the server through
-- the functions below with the service role key (SUPABASE_SERVICE_ROLE_KEY). Embedded mode keeps
-- its own in auth.embedded_recovery_codes.
create table private.recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null check (char_length(code_hash) = 64),
  used_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, code_hash)
);
revoke all on private.recovery_codes from public, anon, authenticated;

-- All the account's codes replaced by these (none: the authenticator was turned off).
create or replace function public.recovery_codes_replace(p_user_id uuid, p_hashes text[]) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  delete from private.recovery_codes c where c.user_id = p_user_id;
  insert into private.recovery_codes (user_id, code_hash) select p_user_id, unnest(p_hashes);
end;
$$;

create or replace function public.recovery_codes_left(p_user_id uuid) returns integer
language sql stable security definer set search_path = ''
as $$
  select count(*)::int from private.recovery_codes c where c.user_id = p_user_id and c.used_at is null
$$;

-- Spends an unused code of the account: true once, false for a wrong or used one (one conditional
-- update, so two requests with the same code cannot both pass). With a session id, that session
-- (the password-only one waiting for its second step) becomes a complete sign-in in the same
-- transaction: GoTrue cannot raise it to aal2 without a factor challenge, so it is marked as a
-- passkey's is (second_factor_satisfied(), 20261129000600). The server also removes the TOTP
-- factor, but this mark is what still counts when the account has a passkey too.
create or replace function public.recovery_code_consume(p_user_id uuid, p_hash text, p_session_id text)
returns boolean
language plpgsql security definer set search_path = ''
as $$
begin
  update private.recovery_codes c set used_at = now()
  where c.user_id = p_user_id and c.code_hash = p_hash and c.used_at is null;
  if not found then
    return false;
  end if;
  if p_session_id is not null then
    insert into private.passkey_sessions (session_id, user_id) values (p_session_id, p_user_id)
    on conflict (session_id) do nothing;
  end if;
  return true;
end;
$$;

revoke execute on function public.recovery_codes_replace(uuid, text[]), public.recovery_codes_left(uuid),
  public.recovery_code_consume(uuid, text, text)
  from public, anon, authenticated;
grant execute on function public.recovery_codes_replace(uuid, text[]), public.recovery_codes_left(uuid),
  public.recovery_code_consume(uuid, text, text)
  to service_role;
