-- Fixed-window rate-limit counters, kept in Postgres so every app instance shares them.
-- Only the server uses them (service role on Supabase, the owner role when embedded):
-- a visitor who could write counters could throttle someone else.

create table private.rate_limits (
  bucket text primary key,
  window_start timestamptz not null default now(),
  hits integer not null default 0
);

-- Seconds until the bucket allows another attempt; 0 when it does. Does not count.
create or replace function public.rate_limit_check(p_bucket text, p_max integer, p_window_seconds integer)
returns integer language sql stable security definer set search_path = ''
as $$
  select coalesce((
    select greatest(1, ceil(extract(epoch from (r.window_start + make_interval(secs => p_window_seconds) - now()))))::integer
    from private.rate_limits r
    where r.bucket = p_bucket
      and r.hits >= p_max
      and r.window_start + make_interval(secs => p_window_seconds) > now()
  ), 0)
$$;

-- Counts one attempt, starting a new window when the old one has passed.
create or replace function public.rate_limit_hit(p_bucket text, p_window_seconds integer)
returns void language plpgsql security definer set search_path = ''
as $$
begin
  insert into private.rate_limits as r (bucket, window_start, hits) values (p_bucket, now(), 1)
  on conflict (bucket) do update set
    window_start = case when r.window_start + make_interval(secs => p_window_seconds) <= now() then now() else r.window_start end,
    hits = case when r.window_start + make_interval(secs => p_window_seconds) <= now() then 1 else r.hits + 1 end;
  -- Old buckets are swept now and then rather than by a scheduled job.
  if random() < 0.01 then
    delete from private.rate_limits where window_start < now() - interval '1 day';
  end if;
end;
$$;

create or replace function public.rate_limit_reset(p_bucket text)
returns void language sql security definer set search_path = ''
as $$
  delete from private.rate_limits where bucket = p_bucket
$$;

revoke execute on function public.rate_limit_check(text, integer, integer) from public, anon, authenticated;
revoke execute on function public.rate_limit_hit(text, integer) from public, anon, authenticated;
revoke execute on function public.rate_limit_reset(text) from public, anon, authenticated;
grant execute on function public.rate_limit_check(text, integer, integer) to service_role;
grant execute on function public.rate_limit_hit(text, integer) to service_role;
grant execute on function public.rate_limit_reset(text) to service_role;
