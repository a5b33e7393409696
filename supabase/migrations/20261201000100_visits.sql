-- Visitor figures without cookies (issue #28). The app's collect route (app/api/visit) stores one
-- row per page view; nothing personal is kept: no cookie, no address, no user agent. A visitor is
-- sha256(today's salt || key), where key is an HMAC the app makes of the client address and user
-- agent under its own secret (lib/visitors/visitor-key.ts), so neither reaches the database. The
-- salt is random, made for each UTC day and deleted once the day is over: afterwards nobody (the
-- owner included) can tell whether two days' visitors were the same person.
--
-- Raw rows are rolled up per day (visit_days, visit_day_counts) once the day is over, kept 30
-- days, then deleted; daily rows are kept 25 months. The roll-up runs inside the functions below:
-- on the first visit of each day and whenever an admin opens the figures. No scheduled job.
--
-- Exposure: record_visit is granted to anon, because in supabase mode the app reaches Supabase
-- with the anon key only (as the rate-limit functions, migration 20261122000600). Someone holding
-- the public anon key can call it directly and add made-up page views (bounded in shape: known
-- paths, the three device classes, a domain, a 64-hex key), skipping the route's bot, Sec-GPC and
-- rate-limit checks. They cannot read anything: no table here is readable by anon, and the
-- figures function answers admins only.

create table private.visit_salts (
  day date primary key,
  salt bytea not null check (octet_length(salt) = 32)
);
alter table private.visit_salts enable row level security;
revoke all on private.visit_salts from public, anon, authenticated;

create table public.visit_events (
  id bigint generated always as identity primary key,
  day date not null,
  path text not null check (path in ('/', '/about', '/portfolio', '/donate', '/contact', '/privacy')),
  visitor text not null check (visitor ~ '^[0-9a-f]{64}$'),
  referrer text check (referrer ~ '^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$'),
  device text not null check (device in ('mobile', 'tablet', 'desktop'))
);
create index visit_events_day on public.visit_events (day);

create table public.visit_days (
  day date primary key,
  views integer not null check (views >= 0),
  visitors integer not null check (visitors >= 0)
);

-- Per day: views and visitors by page, by referring domain and by device class.
create table public.visit_day_counts (
  day date not null,
  dimension text not null check (dimension in ('page', 'referrer', 'device')),
  value text not null,
  views integer not null check (views >= 0),
  visitors integer not null check (visitors >= 0),
  primary key (day, dimension, value)
);

-- Raw events: no policy at all, so no API role reads or writes them; only the functions below.
alter table public.visit_events enable row level security;
alter table public.visit_days enable row level security;
alter table public.visit_day_counts enable row level security;
create policy "visit days: admins read" on public.visit_days
  for select to authenticated using ((select public.is_admin()));
create policy "visit day counts: admins read" on public.visit_day_counts
  for select to authenticated using ((select public.is_admin()));
revoke all on public.visit_events, public.visit_days, public.visit_day_counts from public, anon, authenticated;
grant select on public.visit_days, public.visit_day_counts to authenticated;

create or replace function private.visits_today() returns date
language sql stable set search_path = ''
as $$ select (now() at time zone 'utc')::date $$;

-- Rolls every finished day that has raw rows and no daily row yet, then applies the retention.
create or replace function private.visits_roll_up() returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_today date := private.visits_today();
begin
  -- One roll-up at a time; a second caller waits and then finds nothing left to do.
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
  delete from private.visit_salts where day < v_today;
end;
$$;
revoke all on function private.visits_roll_up() from public, anon, authenticated;

-- Today's salt, made (and yesterday's deleted, the finished days rolled up) by the day's first caller.
create or replace function private.visits_salt() returns bytea
language plpgsql security definer set search_path = ''
as $$
declare
  v_today date := private.visits_today();
  v_salt bytea;
begin
  select s.salt into v_salt from private.visit_salts s where s.day = v_today;
  if v_salt is not null then
    return v_salt;
  end if;
  -- 32 random bytes from two v4 UUIDs (gen_random_uuid is core Postgres and cryptographically random).
  insert into private.visit_salts (day, salt)
  values (v_today, decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'))
  on conflict (day) do nothing;
  perform private.visits_roll_up();
  select s.salt into v_salt from private.visit_salts s where s.day = v_today;
  return v_salt;
end;
$$;
revoke all on function private.visits_salt() from public, anon, authenticated;

create or replace function public.record_visit(p_path text, p_visitor_key text, p_referrer text, p_device text)
returns void language plpgsql volatile security definer set search_path = ''
as $$
begin
  if p_visitor_key is null or p_visitor_key !~ '^[0-9a-f]{64}$' then
    raise exception 'visitor key must be 64 hex characters' using errcode = '22023';
  end if;
  insert into public.visit_events (day, path, visitor, referrer, device)
  values (
    private.visits_today(),
    p_path,
    encode(sha256(private.visits_salt() || convert_to(p_visitor_key, 'UTF8')), 'hex'),
    p_referrer,
    p_device
  );
end;
$$;
revoke execute on function public.record_visit(text, text, text, text) from public;
grant execute on function public.record_visit(text, text, text, text) to anon, authenticated;

-- Inquiries per day beside the views (the table comes from 20261130000100_inquiries.sql). Spam
-- never counts.
create or replace function private.inquiries_per_day(p_from date) returns table (day date, inquiries integer)
language sql stable security definer set search_path = ''
as $$
  select (i.created_at at time zone 'utc')::date, count(*)::integer
  from public.inquiries i
  where i.created_at >= p_from::timestamp at time zone 'utc' and i.status <> 'spam'
  group by 1;
$$;
revoke all on function private.inquiries_per_day(date) from public, anon, authenticated;

-- The figures of the Visitors page, admins only: the daily series of the last 2 x p_days days
-- (the period and the one before it, for the change), and the top pages, referring domains and
-- device classes of the last p_days days. Visitors over several days are the sum of each day's:
-- with the salt gone, one person on two days is two visitors (as in Plausible).
create or replace function public.visitor_figures(p_days integer default 30) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_today date := private.visits_today();
  v_from date;
  v_period_from date;
  v_result jsonb;
begin
  if not coalesce(public.is_admin(), false) then
    raise exception 'only admins see the visitor figures' using errcode = '42501';
  end if;
  if p_days is null or p_days not between 1 and 366 then
    raise exception 'p_days must be between 1 and 366' using errcode = '22023';
  end if;
  v_from := v_today - (2 * p_days - 1);
  v_period_from := v_today - (p_days - 1);
  perform private.visits_roll_up();

  with live as (
    -- Days not rolled up yet: today (and none else, the roll-up just ran).
    select e.* from public.visit_events e
    where e.day >= v_from and not exists (select 1 from public.visit_days d where d.day = e.day)
  ),
  daily as (
    select d.day, d.views, d.visitors from public.visit_days d where d.day >= v_from
    union all
    select day, count(*)::integer, count(distinct visitor)::integer from live group by day
  ),
  counts as (
    select c.dimension, c.value, c.views, c.visitors from public.visit_day_counts c where c.day >= v_period_from
    union all
    select 'page', path, count(*)::integer, count(distinct visitor)::integer from live
      where day >= v_period_from group by day, path
    union all
    select 'referrer', referrer, count(*)::integer, count(distinct visitor)::integer from live
      where day >= v_period_from and referrer is not null group by day, referrer
    union all
    select 'device', device, count(*)::integer, count(distinct visitor)::integer from live
      where day >= v_period_from group by day, device
  ),
  summed as (
    select dimension, value, sum(views)::integer as views, sum(visitors)::integer as visitors,
      row_number() over (partition by dimension order by sum(views) desc, value) as rank
    from counts group by dimension, value
  ),
  inquiries as (select * from private.inquiries_per_day(v_from))
  select jsonb_build_object(
    'today', v_today,
    'inquiriesTracked', to_regclass('public.inquiries') is not null,
    'days', (
      select jsonb_agg(jsonb_build_object(
        'day', g.day::date,
        'views', coalesce(d.views, 0),
        'visitors', coalesce(d.visitors, 0),
        'inquiries', coalesce(i.inquiries, 0)
      ) order by g.day)
      from generate_series(v_from, v_today, interval '1 day') g(day)
      left join daily d on d.day = g.day::date
      left join inquiries i on i.day = g.day::date
    ),
    'pages', coalesce((
      select jsonb_agg(jsonb_build_object('path', value, 'views', views, 'visitors', visitors) order by rank)
      from summed where dimension = 'page' and rank <= 10), '[]'::jsonb),
    'referrers', coalesce((
      select jsonb_agg(jsonb_build_object('domain', value, 'views', views, 'visitors', visitors) order by rank)
      from summed where dimension = 'referrer' and rank <= 10), '[]'::jsonb),
    'devices', coalesce((
      select jsonb_agg(jsonb_build_object('device', value, 'views', views, 'visitors', visitors) order by rank)
      from summed where dimension = 'device'), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;
revoke execute on function public.visitor_figures(integer) from public, anon;
grant execute on function public.visitor_figures(integer) to authenticated;
