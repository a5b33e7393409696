-- Account security (issue #24): the owner's rule "require a second factor for every admin" and
-- each account's activity (sign-ins, failed second steps, factors added or removed, recovery
-- codes used). The factors themselves live in auth.mfa_factors: Supabase Auth's own table on
-- Supabase, a table of the same shape that the embedded auth keeps (compat bootstrap) otherwise.

create table private.account_security_settings (
  id integer primary key default 1 check (id = 1),
  require_second_factor boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by text
);
insert into private.account_security_settings (id) values (1) on conflict do nothing;

-- "Has a second factor": any verified factor (an authenticator app today; a passkey stored as a
-- factor of its own kind counts too). The one definition the sign-in, the owner's rule and the
-- owner's view of the admins share.
create or replace function private.has_second_factor(account uuid) returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from auth.mfa_factors f where f.user_id = account and f.status = 'verified')
$$;

-- The caller's standing under the owner's rule, for the guard of every admin page and route.
create or replace function public.account_security_standing()
returns table (require_second_factor boolean, has_second_factor boolean)
language sql stable security definer set search_path = ''
as $$
  select
    coalesce((select s.require_second_factor from private.account_security_settings s where s.id = 1), false),
    (select auth.uid()) is not null and private.has_second_factor((select auth.uid()))
$$;

create or replace function public.set_require_second_factor(required boolean) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform private.require_owner();
  -- Turning the rule on without a factor of one's own would send the owner to the setup page.
  if required and not private.has_second_factor((select auth.uid())) then
    raise exception 'Set up your own second factor first.' using errcode = '22023';
  end if;
  update private.account_security_settings s
  set require_second_factor = required,
      updated_at = now(),
      updated_by = (select u.email::text from auth.users u where u.id = (select auth.uid()))
  where s.id = 1;
end;
$$;

-- Which kinds of verified factor each admin has: the owner's view only.
create or replace function public.admin_second_factors()
returns table (user_id uuid, factor_types text[])
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.require_owner();
  return query
    select p.user_id,
           coalesce(array_agg(distinct f.factor_type::text order by f.factor_type::text)
                      filter (where f.id is not null), '{}'::text[])
    from public.profiles p
    left join auth.mfa_factors f on f.user_id = p.user_id and f.status = 'verified'
    where p.is_admin
    group by p.user_id;
end;
$$;

create table public.account_activity (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  at timestamptz not null default now(),
  kind text not null check (kind in (
    'sign_in', 'second_step_failed', 'factor_added', 'factor_removed', 'recovery_code_used', 'recovery_codes_replaced'
  )),
  -- How: the sign-in's second step (or 'password' alone), or the kind of factor added or removed.
  method text check (method in ('password', 'totp', 'recovery_code', 'passkey')),
  -- The client address as the rate limits record it, and the browser family only (never the User-Agent).
  address text not null check (length(address) <= 64),
  browser text not null check (browser in ('Chrome', 'Edge', 'Firefox', 'Safari', 'Other'))
);
create index account_activity_user_at_idx on public.account_activity (user_id, at desc, id desc);

alter table public.account_activity enable row level security;
revoke all on public.account_activity from public, anon, authenticated;
grant select on public.account_activity to authenticated;
-- Everyone reads their own; the owner reads every account's. Nobody writes but the function below.
create policy "own activity, and the owner's view of every account" on public.account_activity
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_owner()));

-- Written for the caller only (auth.uid()), by the server after it checked what happened. Each
-- account keeps its newest 1000 entries: bounded, yet far more than weeks of throttled failures.
create or replace function public.record_account_activity(
  activity_kind text, activity_method text, client_address text, browser_family text
) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  account uuid := (select auth.uid());
begin
  if account is null then
    raise exception 'You must be signed in.' using errcode = '42501';
  end if;
  insert into public.account_activity (user_id, kind, method, address, browser)
  values (account, activity_kind, activity_method, left(client_address, 64), browser_family);
  delete from public.account_activity a
  where a.user_id = account
    and a.id < (select b.id from public.account_activity b where b.user_id = account
                order by b.id desc offset 999 limit 1);
end;
$$;

revoke execute on function private.has_second_factor(uuid) from public, anon, authenticated;
revoke execute on function public.account_security_standing() from public, anon;
revoke execute on function public.set_require_second_factor(boolean) from public, anon;
revoke execute on function public.admin_second_factors() from public, anon;
revoke execute on function public.record_account_activity(text, text, text, text) from public, anon;
grant execute on function public.account_security_standing(), public.set_require_second_factor(boolean),
  public.admin_second_factors(), public.record_account_activity(text, text, text, text) to authenticated;
