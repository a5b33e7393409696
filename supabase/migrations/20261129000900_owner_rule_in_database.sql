-- Issue #24, the owner's rule ("Require a second factor for every admin") in the database too.
-- The app already holds an admin without a factor at the setup page; in supabase mode that admin
-- could still call PostgREST or Storage with their own token and the public anon key, and edit the
-- site or read the admins. While the rule is on, an account without a verified factor reaches no
-- admin data: second_factor_satisfied(), which is_admin(), is_owner() and the restrictive per-user
-- policies ask, now also requires that. Setting a factor up goes through GoTrue (supabase mode),
-- the server's own auth tables (embedded mode) or the passkey functions, none of which ask it.

-- Whether this session passed every factor the account has (the earlier second_factor_satisfied):
-- the standing still reports this alone, so the app tells "second step pending" (send to the
-- verify page) from "held by the owner's rule" (send to the setup page).
create or replace function private.session_passed_factors() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or not private.has_second_factor((select auth.uid()))
      or exists (select 1 from private.passkey_sessions s
                 where s.session_id = auth.jwt() ->> 'session_id' and s.user_id = (select auth.uid()))
$$;

create or replace function public.second_factor_satisfied() returns boolean
language sql stable security definer set search_path = ''
as $$
  select private.session_passed_factors()
     and (private.has_second_factor((select auth.uid()))
          or not coalesce((select s.require_second_factor from private.account_security_settings s where s.id = 1), false))
$$;
revoke execute on function public.second_factor_satisfied() from public;
grant execute on function public.second_factor_satisfied() to anon, authenticated;

create or replace function public.account_security_standing()
returns table (require_second_factor boolean, has_second_factor boolean, session_complete boolean)
language sql stable security definer set search_path = ''
as $$
  select
    coalesce((select s.require_second_factor from private.account_security_settings s where s.id = 1), false),
    (select auth.uid()) is not null and private.has_second_factor((select auth.uid())),
    private.session_passed_factors()
$$;
revoke execute on function public.account_security_standing() from public, anon;
grant execute on function public.account_security_standing() to authenticated;
