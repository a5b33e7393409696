import 'server-only';

/**
 * What a Supabase project has before any migration runs: the auth schema with
 * auth.users and auth.uid(), the extensions schema, the API roles and their default
 * grants. Only the embedded database runs this; on Supabase it already exists.
 * Sessions of the built-in auth adapter live in auth.embedded_sessions (GoTrue has its own).
 */
export const compatBootstrapSql = /* sql */ `
create schema if not exists auth;
create schema if not exists extensions;
create schema if not exists supabase_migrations;

do $$ begin create role anon nologin noinherit; exception when duplicate_object then null; end $$;
do $$ begin create role authenticated nologin noinherit; exception when duplicate_object then null; end $$;
do $$ begin create role service_role nologin noinherit bypassrls; exception when duplicate_object then null; end $$;

grant usage on schema public, extensions, auth to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  email text unique,
  encrypted_password text,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);

create table if not exists auth.embedded_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists embedded_sessions_user_idx on auth.embedded_sessions (user_id);

-- Second factors, in the shape of Supabase Auth's own auth.mfa_factors, so that the SQL of the
-- migrations (who has a factor, the owner's rule) reads one table in both modes. Embedded only:
-- secret is the TOTP secret sealed with the app key (lib/crypto/sealed-secret.ts), never clear
-- text; last_totp_step is the time step of the last code accepted, so a code cannot be replayed.
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'webauthn', 'phone')),
  status text not null check (status in ('unverified', 'verified')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  last_totp_step bigint
);
create index if not exists mfa_factors_user_idx on auth.mfa_factors (user_id);
-- One authenticator app per account: the one being set up, or the one in use.
create unique index if not exists mfa_factors_one_totp_idx on auth.mfa_factors (user_id) where factor_type = 'totp';

-- Single-use recovery codes (HMAC with a key derived from the app secret; never stored in clear).
create table if not exists auth.embedded_recovery_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz,
  unique (user_id, code_hash)
);

-- A correct password for an account with a second factor: no session yet, only this row, which
-- the second step consumes (the browser holds a random token whose hash is token_hash).
create table if not exists auth.embedded_pending_sign_ins (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists embedded_pending_sign_ins_user_idx on auth.embedded_pending_sign_ins (user_id);

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  )::uuid
$$;

create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
`;
