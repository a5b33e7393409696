-- Visitor figures one client cannot inflate (issue #37, point 5). Before, a visitor was
-- sha256(salt || HMAC(address, user agent)): one address that changed its user agent for each
-- view was a new visitor each time, and record_visit (granted to anon, see 20261201000100) let
-- anyone holding the public anon key add rows without bound. Now, inside record_visit itself (so
-- the route and a direct call with the anon key meet the same limits, in both data modes):
--   * one client address counts as at most private.visit_limits.visitors_per_address (5) visitors
--     a day: past that, its views count as its first visitor of the day. The app passes an
--     address key (an HMAC of the address under its own secret, never the address), hashed here
--     with the day's salt and deleted with it, like the visitor hashes;
--   * a referring site counts once per visitor a day (a referral is the first page of a visit;
--     a browser that names the same site again on every view is not referred again), so one
--     address can put a made-up referrer among the top referrers at most 5 times a day;
--   * the whole site counts at most private.visit_limits.views_per_day (20,000) page views a
--     day; the rest are tallied as not counted, and the Visitors page says on which days.
-- The owner can change either limit in the SQL editor:
--   update private.visit_limits set views_per_day = 50000;

create table private.visit_limits (
  id boolean primary key default true check (id),
  views_per_day integer not null default 20000 check (views_per_day >= 1),
  visitors_per_address integer not null default 5 check (visitors_per_address >= 1)
);
insert into private.visit_limits default values;
alter table private.visit_limits enable row level security;
revoke all on private.visit_limits from public, anon, authenticated;

-- Per UTC day: views counted, and views refused for the day's cap. Kept as long as daily rows.
create table private.visit_day_tallies (
  day date primary key,
  counted integer not null default 0 check (counted >= 0),
  not_counted integer not null default 0 check (not_counted >= 0)
);
alter table private.visit_day_tallies enable row level security;
revoke all on private.visit_day_tallies from public, anon, authenticated;

-- Today's visitors of each client address, both as salted hashes; deleted once the day is over.
create table private.visit_address_visitors (
  id bigint generated always as identity,
  day date not null,
  address text not null check (address ~ '^[0-9a-f]{64}$'),
  visitor text not null check (visitor ~ '^[0-9a-f]{64}$'),
  primary key (day, address, visitor)
);
alter table private.visit_address_visitors enable row level security;
revoke all on private.visit_address_visitors from public, anon, authenticated;

-- Today's referrals: which visitor (salted hash) came from which site; deleted once the day is over.
create table private.visit_referrals (
  day date not null,
  visitor text not null check (visitor ~ '^[0-9a-f]{64}$'),
  referrer text not null,
  primary key (day, visitor, referrer)
);
alter table private.visit_referrals enable row level security;
revoke all on private.visit_referrals from public, anon, authenticated;

-- As in 20261201000100, and the two tables above cleared with the salts and the daily rows.
create or replace function private.visits_roll_up() returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_today date := private.visits_today();
begin
  perform pg_advisory_xact_lock(hashtextextended('visits_roll_up', 20261201));
  with pending as (
    select e.* from public.visit_events e
    where e.day < v_today and not exists (select 1 from public.visit_days d where d.day = e.day)
  )
  insert into public.visit_day_counts (day, dimension, value, views, visitors)
  select day, 'page', path, count(*), count(distinct visitor) from pending group by day, path
  union all
  select day, 'referrer', referrer, count(*), count(distinct visitor) from pending where referrer is not null
    group by day, referrer
  union all
  select day, 'device', device, count(*), count(distinct visitor) from pending group by day, device
  on conflict do nothing;
  insert into public.visit_days (day, views, visitors)
  select e.day, count(*), count(distinct e.visitor) from public.visit_events e
  where e.day < v_today and not exists (select 1 from public.visit_days d where d.day = e.day)
  group by e.day
  on conflict do nothing;

  delete from public.visit_events where day < v_today - 30;
  delete from public.visit_days where day < (v_today - interval '25 months')::date;
  delete from public.visit_day_counts where day < (v_today - interval '25 months')::date;
  delete from private.visit_day_tallies where day < (v_today - interval '25 months')::date;
  delete from private.visit_address_visitors where day < v_today;
  delete from private.visit_referrals where day < v_today;
  delete from private.visit_salts where day < v_today;
end;
$$;
revoke all on function private.visits_roll_up() from public, anon, authenticated;

-- The old signature had no address: dropped, so no caller keeps an uncapped way in.
drop function public.record_visit(text, text, text, text);

create function public.record_visit(
  p_path text, p_visitor_key text, p_referrer text, p_device text, p_address_key text
) returns void language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_today date := private.visits_today();
  v_limits private.visit_limits;
  v_counted integer;
  v_salt bytea;
  v_visitor text;
  v_address text;
  v_referrer text := p_referrer;
begin
  if p_visitor_key is null or p_visitor_key !~ '^[0-9a-f]{64}$' then
    raise exception 'visitor key must be 64 hex characters' using errcode = '22023';
  end if;
  if p_address_key is null or p_address_key !~ '^[0-9a-f]{64}$' then
    raise exception 'address key must be 64 hex characters' using errcode = '22023';
  end if;
  select * into v_limits from private.visit_limits l where l.id;

  -- The site's daily cap. The day's tally row is locked by the update, so two views at once
  -- never both take the last place; a view the insert below refuses rolls this back too.
  insert into private.visit_day_tallies as t (day, counted) values (v_today, 1)
  on conflict (day) do update set counted = t.counted + 1 where t.counted < v_limits.views_per_day
  returning t.counted into v_counted;
  if v_counted is null then
    update private.visit_day_tallies t set not_counted = t.not_counted + 1 where t.day = v_today;
    return;
  end if;

  v_salt := private.visits_salt();
  v_visitor := encode(sha256(v_salt || convert_to(p_visitor_key, 'UTF8')), 'hex');
  v_address := encode(sha256(v_salt || convert_to('address ' || p_address_key, 'UTF8')), 'hex');
  -- One view of an address at a time, so two at once never make one visitor too many.
  perform pg_advisory_xact_lock(hashtextextended('visit address ' || v_address, 20261210));
  if not exists (
    select 1 from private.visit_address_visitors a
    where a.day = v_today and a.address = v_address and a.visitor = v_visitor
  ) then
    if (select count(*) from private.visit_address_visitors a where a.day = v_today and a.address = v_address)
        < v_limits.visitors_per_address then
      insert into private.visit_address_visitors (day, address, visitor) values (v_today, v_address, v_visitor);
    else
      -- Past the address's share: the view is counted, as its first visitor of the day.
      select a.visitor into v_visitor from private.visit_address_visitors a
      where a.day = v_today and a.address = v_address order by a.id limit 1;
    end if;
  end if;

  -- The same site named again by the same visitor today is no new referral.
  if v_referrer is not null then
    insert into private.visit_referrals (day, visitor, referrer) values (v_today, v_visitor, v_referrer)
    on conflict do nothing;
    if not found then
      v_referrer := null;
    end if;
  end if;

  insert into public.visit_events (day, path, visitor, referrer, device)
  values (v_today, p_path, v_visitor, v_referrer, p_device);
end;
$$;
revoke execute on function public.record_visit(text, text, text, text, text) from public;
grant execute on function public.record_visit(text, text, text, text, text) to anon, authenticated;

-- The figures as before (moved aside, still checking the caller), with the daily cap and the
-- days of the period on which it was reached.
alter function public.visitor_figures(integer) set schema private;
alter function private.visitor_figures(integer) rename to visitor_figures_counts;
revoke all on function private.visitor_figures_counts(integer) from public, anon, authenticated;

create function public.visitor_figures(p_days integer default 30) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_figures jsonb := private.visitor_figures_counts(p_days);
  v_today date := private.visits_today();
begin
  return v_figures || jsonb_build_object(
    'viewsPerDayCap', (select l.views_per_day from private.visit_limits l where l.id),
    'capped', coalesce((
      select jsonb_agg(jsonb_build_object('day', t.day, 'notCounted', t.not_counted) order by t.day)
      from private.visit_day_tallies t
      where t.not_counted > 0 and t.day > v_today - p_days), '[]'::jsonb)
  );
end;
$$;
revoke execute on function public.visitor_figures(integer) from public, anon;
grant execute on function public.visitor_figures(integer) to authenticated;
