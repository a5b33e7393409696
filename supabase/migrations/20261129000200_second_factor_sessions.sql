-- Issue #24: once an account has a verified second factor, a session that passed only the
-- password (Supabase's aal1: signInWithPassword before mfa.verify) is not a sign-in to the admin
-- area, and PostgREST must not serve it the admin tables either: only aal2 sessions reach them.
-- Accounts without a factor are unaffected. The embedded database sets aal2 on every session's
-- claims (lib/data/embedded/with-caller.ts): there a session exists only after every factor of
-- the account was passed, and adding a factor ends all others.

create or replace function public.second_factor_satisfied() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2' or not private.has_second_factor((select auth.uid()))
$$;
revoke execute on function public.second_factor_satisfied() from public;
grant execute on function public.second_factor_satisfied() to anon, authenticated;

-- Admin rights, the owner's included, need a complete sign-in: this covers every policy and
-- function that asks is_admin() or is_owner() (page content and its history, site images and
-- files, the admins and the allow-list, the owner's rule and view of the admins).
create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select p.is_admin from public.profiles p where p.user_id = (select auth.uid())), false)
     and public.second_factor_satisfied()
$$;

create or replace function public.is_owner() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select p.is_owner from public.profiles p where p.user_id = (select auth.uid())), false)
     and public.second_factor_satisfied()
$$;

-- Each user's own rows (provider keys that spend money, chats, memories, settings, activity):
-- a restrictive policy, so it holds on top of the "owner only" ones whatever they say.
do $migration$
declare
  t text;
begin
  foreach t in array array[
    'api_keys', 'chat_sessions', 'chat_messages', 'memories', 'memory_embeddings', 'user_settings', 'account_activity'
  ] loop
    execute format(
      'create policy "complete sign-ins only (second factor)" on public.%I as restrictive for all to authenticated
         using ((select public.second_factor_satisfied())) with check ((select public.second_factor_satisfied()))',
      t
    );
  end loop;
end
$migration$;

-- The standing of migration 20261129000100 also says whether this session is a complete
-- sign-in: the app sends an incomplete one (password only, factor pending) to the second step.
drop function public.account_security_standing();
create function public.account_security_standing()
returns table (require_second_factor boolean, has_second_factor boolean, session_complete boolean)
language sql stable security definer set search_path = ''
as $$
  select
    coalesce((select s.require_second_factor from private.account_security_settings s where s.id = 1), false),
    (select auth.uid()) is not null and private.has_second_factor((select auth.uid())),
    public.second_factor_satisfied()
$$;
revoke execute on function public.account_security_standing() from public, anon;
grant execute on function public.account_security_standing() to authenticated;
