-- Passkeys in supabase mode (issue #24): the server's own reads and writes of passkeys and their
-- challenges, through PostgREST with the service role key that only the server holds
-- (SUPABASE_SERVICE_ROLE_KEY). Nobody else may call them: adding a passkey without a verified
-- ceremony, or reading which account a credential belongs to before its signature is checked,
-- would bypass everything the server verifies. The user's own reads and renames go through
-- public.passkeys under row-level security (20261129000500_passkeys.sql), as the user.

-- The Supabase sessions a verified passkey started (a magic-link token exchanged on the server, so
-- GoTrue rates them aal1 and knows nothing of the passkey), and those that added one (passing its
-- user verification). A passkey is both factors, so such a session is a complete sign-in:
-- second_factor_satisfied() (20261129000200) accepts it by its session_id claim, which GoTrue
-- signs into every token of that session and keeps across refreshes.
create table private.passkey_sessions (
  session_id text primary key check (char_length(session_id) between 1 and 64),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
revoke all on private.passkey_sessions from public, anon, authenticated;

create or replace function public.passkey_issue_challenge(
  p_purpose text, p_challenge text, p_browser_hash text, p_user_id uuid, p_session_id text, p_live_seconds integer
) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  delete from private.passkey_challenges c where c.expires_at <= now();
  -- A few unanswered ones per browser (the autofill's, the button's); the oldest go beyond that.
  delete from private.passkey_challenges c where c.id in (
    select o.id from private.passkey_challenges o where o.browser_hash = p_browser_hash
    order by o.created_at desc offset 4);
  insert into private.passkey_challenges (purpose, challenge, browser_hash, user_id, session_id, expires_at)
  values (p_purpose, p_challenge, p_browser_hash, p_user_id, p_session_id,
          now() + make_interval(secs => least(greatest(p_live_seconds, 1), 300)));
end;
$$;

-- Deletes it whatever comes next: each challenge is answered once.
create or replace function public.passkey_consume_challenge(p_challenge text, p_browser_hash text, p_purpose text)
returns table (live boolean, user_id uuid, session_id text)
language sql security definer set search_path = ''
as $$
  delete from private.passkey_challenges c
  where c.challenge = p_challenge and c.browser_hash = p_browser_hash and c.purpose = p_purpose
  returning c.expires_at > now(), c.user_id, c.session_id
$$;

-- The passkeys of an account, or the one with a credential id; the public key as base64.
create or replace function public.passkey_credentials(p_user_id uuid default null, p_credential_id text default null)
returns table (
  id uuid, user_id uuid, email text, credential_id text, public_key text, counter double precision, transports text[]
)
language sql stable security definer set search_path = ''
as $$
  select k.id, k.user_id, u.email::text, k.credential_id, encode(k.public_key, 'base64'), k.counter::float8,
         k.transports
  from public.passkeys k join auth.users u on u.id = k.user_id
  where (p_user_id is not null or p_credential_id is not null)
    and (p_user_id is null or k.user_id = p_user_id)
    and (p_credential_id is null or k.credential_id = p_credential_id)
  order by k.created_at
$$;

create or replace function public.passkey_add(
  p_user_id uuid, p_credential_id text, p_public_key text, p_counter bigint, p_transports text[],
  p_device_type text, p_backed_up boolean, p_name text, p_max integer, p_session_id text
) returns table (id uuid, name text, created_at timestamptz, last_used_at timestamptz, synced boolean)
language plpgsql security definer set search_path = ''
as $$
begin
  -- Two adds of one account at once cannot both pass the count.
  perform pg_advisory_xact_lock(hashtext('public.passkey_add'), hashtext(p_user_id::text));
  if (select count(*) from public.passkeys k where k.user_id = p_user_id) >= p_max then
    raise exception 'too many passkeys' using errcode = 'P0001', hint = 'too_many_passkeys';
  end if;
  -- The session that added it has just passed the passkey's own check (user verification): it
  -- stays a complete sign-in now that the account has a second factor.
  insert into private.passkey_sessions (session_id, user_id) values (p_session_id, p_user_id)
  on conflict (session_id) do nothing;
  return query
    insert into public.passkeys as k
      (user_id, credential_id, public_key, counter, transports, device_type, backed_up, name)
    values (p_user_id, p_credential_id, decode(p_public_key, 'base64'), p_counter, p_transports, p_device_type,
            p_backed_up, p_name)
    returning k.id, k.name, k.created_at, k.last_used_at, k.device_type = 'multiDevice';
end;
$$;

-- Stores the counter of a verified use only if it still grew (or both are 0): false otherwise.
create or replace function public.passkey_record_use(p_id uuid, p_counter bigint, p_backed_up boolean)
returns boolean
language sql security definer set search_path = ''
as $$
  with used as (
    update public.passkeys k set counter = p_counter, backed_up = p_backed_up, last_used_at = now()
    where k.id = p_id and (k.counter < p_counter or (k.counter = 0 and p_counter = 0))
    returning 1)
  select exists (select 1 from used)
$$;

create or replace function public.passkey_remove(p_id uuid, p_user_id uuid) returns boolean
language sql security definer set search_path = ''
as $$
  with gone as (delete from public.passkeys k where k.id = p_id and k.user_id = p_user_id returning 1)
  select exists (select 1 from gone)
$$;

create or replace function public.passkey_session_started(p_session_id text, p_user_id uuid) returns void
language sql security definer set search_path = ''
as $$
  -- Sessions older than the app's absolute lifetime (30 days) have ended whatever happened.
  delete from private.passkey_sessions s where s.created_at < now() - interval '31 days';
  insert into private.passkey_sessions (session_id, user_id) values (p_session_id, p_user_id)
  on conflict (session_id) do nothing;
$$;

create or replace function public.second_factor_satisfied() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or not private.has_second_factor((select auth.uid()))
      or exists (select 1 from private.passkey_sessions s
                 where s.session_id = auth.jwt() ->> 'session_id' and s.user_id = (select auth.uid()))
$$;

revoke execute on function public.passkey_issue_challenge(text, text, text, uuid, text, integer),
  public.passkey_consume_challenge(text, text, text), public.passkey_credentials(uuid, text),
  public.passkey_add(uuid, text, text, bigint, text[], text, boolean, text, integer, text),
  public.passkey_record_use(uuid, bigint, boolean), public.passkey_remove(uuid, uuid),
  public.passkey_session_started(text, uuid)
  from public, anon, authenticated;
grant execute on function public.passkey_issue_challenge(text, text, text, uuid, text, integer),
  public.passkey_consume_challenge(text, text, text), public.passkey_credentials(uuid, text),
  public.passkey_add(uuid, text, text, bigint, text[], text, boolean, text, integer, text),
  public.passkey_record_use(uuid, bigint, boolean), public.passkey_remove(uuid, uuid),
  public.passkey_session_started(text, uuid)
  to service_role;
