-- Account activity written through record_account_activity (issue #37, 8 and 9). In supabase mode
-- anyone holding the account's token can call it with the public anon key, including someone who
-- has only the password (an aal1 session still at its second step). Three limits:
--
-- 1. A session that has not passed the account's factors records no sign-in: a forged one would
--    end the "since your last sign-in" count the owner is warned by. (Other kinds stay open to it:
--    the server writes its wrong codes with it, and "factor added" with the token from before
--    the factor's verification raised the session.)
-- 2. At most 200 entries of one kind per account in 24 hours. The app writes far fewer (the
--    second step allows 50 wrong codes a day); past it further entries are dropped, not refused,
--    so a flood cannot make the owner's own sign-in fail either.
-- 3. The trim keeps the newest 1000 entries but never those of the last 30 days, so a flood
--    (at most 200 a kind a day) cannot push the recent history out of the list.
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
  if activity_kind = 'sign_in' and not private.session_passed_factors() then
    raise exception 'Finish signing in first.' using errcode = '42501';
  end if;
  if (select count(*) from public.account_activity a
      where a.user_id = account and a.kind = activity_kind and a.at > now() - interval '24 hours') >= 200 then
    return;
  end if;
  insert into public.account_activity (user_id, kind, method, address, browser)
  values (account, activity_kind, activity_method, left(client_address, 64), browser_family);
  delete from public.account_activity a
  where a.user_id = account
    and a.at < now() - interval '30 days'
    and a.id < (select b.id from public.account_activity b where b.user_id = account
                order by b.id desc offset 999 limit 1);
end;
$$;

-- Wrong second-step codes since the caller's latest sign-in: the server asks it after recording
-- one, to e-mail the account at the third. A count only: the session asking may be the one of
-- someone with the password alone, who must not read the account's activity (addresses, times).
create or replace function public.failed_codes_since_sign_in() returns integer
language sql stable security definer set search_path = ''
as $$
  select count(*)::integer from public.account_activity a
  where a.user_id = (select auth.uid()) and a.kind = 'second_step_failed'
    and a.id > coalesce((select max(s.id) from public.account_activity s
                         where s.user_id = (select auth.uid()) and s.kind = 'sign_in'), 0)
$$;

revoke execute on function public.failed_codes_since_sign_in() from public, anon;
grant execute on function public.failed_codes_since_sign_in() to authenticated;
