-- Passkeys (issue #24): WebAuthn credentials, each of which signs its account in on its own
-- (possession of the device plus its user verification: both factors), and counts as the second
-- factor that the owner's rule asks for. One table in both modes, under row-level security: a
-- user reads their own passkeys and renames them; adding one (after the server verified the
-- authenticator's attestation), using one (its signature counter) and removing one (after the
-- password or another passkey) are the server's writes only, never the user's own.

create table public.passkeys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The credential id as the browser reports it (base64url); at most 1023 bytes by the spec.
  credential_id text not null unique
    check (char_length(credential_id) between 16 and 1364 and credential_id ~ '^[A-Za-z0-9_-]+$'),
  -- The COSE public key the signatures are checked with.
  public_key bytea not null check (octet_length(public_key) between 16 and 2048),
  -- The authenticator's signature counter at its last use: a lower one later means a clone.
  counter bigint not null default 0 check (counter between 0 and 4294967295),
  transports text[] not null default '{}' check (cardinality(transports) <= 8),
  device_type text not null check (device_type in ('singleDevice', 'multiDevice')),
  backed_up boolean not null default false,
  name text not null check (char_length(name) between 1 and 64 and name = btrim(name)),
  created_at timestamptz not null default now(),
  last_used_at timestamptz
);
create index passkeys_user_idx on public.passkeys (user_id, created_at);

alter table public.passkeys enable row level security;
revoke all on public.passkeys from public, anon, authenticated;
grant select on public.passkeys to authenticated;
grant update (name) on public.passkeys to authenticated;
create policy "own passkeys" on public.passkeys
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "rename own passkeys" on public.passkeys
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- The challenges the server handed out: single use (deleted when a response comes back, whatever
-- its outcome), five minutes, bound to the browser that asked (the hash of a random token in its
-- httpOnly cookie) and, to add or remove a passkey, to that account's session as well.
create table private.passkey_challenges (
  id uuid primary key default gen_random_uuid(),
  purpose text not null check (purpose in ('register', 'sign_in', 'confirm')),
  challenge text not null unique,
  browser_hash text not null,
  user_id uuid references auth.users (id) on delete cascade,
  session_id text,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index passkey_challenges_browser_idx on private.passkey_challenges (browser_hash);
create index passkey_challenges_expires_idx on private.passkey_challenges (expires_at);
revoke all on private.passkey_challenges from public, anon, authenticated;

-- "Has a second factor" (migration 20261129000100) counts a passkey too.
create or replace function private.has_second_factor(account uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from auth.mfa_factors f where f.user_id = account and f.status = 'verified')
      or exists (select 1 from public.passkeys k where k.user_id = account)
$$;

-- The owner's view of the admins' factors: a passkey shows as 'webauthn', Supabase Auth's name.
create or replace function public.admin_second_factors()
returns table (user_id uuid, factor_types text[])
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_owner();
  return query
    select p.user_id,
           coalesce(array_agg(distinct k.kind order by k.kind) filter (where k.kind is not null), '{}'::text[])
    from public.profiles p
    left join (
      select f.user_id, f.factor_type::text as kind from auth.mfa_factors f where f.status = 'verified'
      union
      select k.user_id, 'webauthn' from public.passkeys k
    ) k on k.user_id = p.user_id
    where p.is_admin
    group by p.user_id;
end;
$$;

revoke execute on function private.has_second_factor(uuid) from public, anon, authenticated;
revoke execute on function public.admin_second_factors() from public, anon;
grant execute on function public.admin_second_factors() to authenticated;
