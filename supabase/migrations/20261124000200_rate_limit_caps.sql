-- Caps on the rate-limit functions, which anyone holding the public anon key may call
-- (migration 20261122000600): without them one call could insert thousands of junk rows
-- (rate_limit_take with a huge array) or keep a row for years (a huge window). The app's
-- longest window is one hour, its largest limit 60, and it takes at most two buckets at once.
--
-- Also: rate_limit_take serialises takes on the same buckets even before their rows exist
-- (the row lock of 20261122000900 only covered existing rows, so concurrent first takes on
-- a new bucket all passed), and rate_limit_refund gives back one attempt, so a successful
-- sign-in, taken before its password was checked, does not use up the budget.

create or replace function private.rate_limit_assert(p_bucket text, p_max integer, p_window_seconds integer)
returns void language plpgsql immutable set search_path = ''
as $$
begin
  if p_window_seconds is null or p_window_seconds < 1 or p_window_seconds > 86400 then
    raise exception 'rate limit window must be between 1 second and 1 day (86400 seconds)' using errcode = '22023';
  end if;
  if p_max is null or p_max < 1 or p_max > 1000 then
    raise exception 'rate limit maximum must be between 1 and 1000' using errcode = '22023';
  end if;
  if p_bucket is null or p_bucket !~ '^[a-z][a-z0-9-]{0,39}:[0-9a-f]{32}$' then
    raise exception 'rate limit bucket name is not shaped like the app names them' using errcode = '22023';
  end if;
end;
$$;
revoke execute on function private.rate_limit_assert(text, integer, integer) from public;

create or replace function public.rate_limit_check(p_bucket text, p_max integer, p_window_seconds integer)
returns integer language plpgsql stable security definer set search_path = ''
as $$
begin
  perform private.rate_limit_assert(p_bucket, p_max, p_window_seconds);
  return coalesce((
    select greatest(1, ceil(extract(epoch from (r.window_start + make_interval(secs => p_window_seconds) - now()))))::integer
    from private.rate_limits r
    where r.bucket = p_bucket
      and r.hits >= p_max
      and r.window_start + make_interval(secs => p_window_seconds) > now()
  ), 0);
end;
$$;

create or replace function public.rate_limit_hit(p_bucket text, p_window_seconds integer)
returns void language plpgsql security definer set search_path = ''
as $$
begin
  perform private.rate_limit_assert(p_bucket, 1, p_window_seconds);
  insert into private.rate_limits as r (bucket, window_start, hits) values (p_bucket, now(), 1)
  on conflict (bucket) do update set
    window_start = case when r.window_start + make_interval(secs => p_window_seconds) <= now() then now() else r.window_start end,
    hits = case when r.window_start + make_interval(secs => p_window_seconds) <= now() then 1 else r.hits + 1 end;
  -- Old buckets are swept now and then rather than by a scheduled job (index below).
  if random() < 0.01 then
    delete from private.rate_limits where window_start < now() - interval '1 day';
  end if;
end;
$$;

create or replace function public.rate_limit_take(p_buckets jsonb)
returns integer language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_wait integer;
begin
  if jsonb_typeof(p_buckets) is distinct from 'array' then
    raise exception 'rate_limit_take expects an array of buckets' using errcode = '22023';
  end if;
  if jsonb_array_length(p_buckets) not between 1 and 4 then
    raise exception 'rate_limit_take takes between 1 and 4 buckets per call' using errcode = '22023';
  end if;
  perform private.rate_limit_assert(b ->> 'bucket', (b ->> 'max')::integer, (b ->> 'window_seconds')::integer)
    from jsonb_array_elements(p_buckets) b;
  -- One transaction-scoped lock per bucket, taken in one order: concurrent takes on the same
  -- buckets run one after the other, whether or not the buckets' rows exist yet.
  perform pg_advisory_xact_lock(hashtextextended(s.bucket, 20261124))
    from (select distinct b ->> 'bucket' as bucket from jsonb_array_elements(p_buckets) b order by 1) s;
  select coalesce(max(public.rate_limit_check(b ->> 'bucket', (b ->> 'max')::integer, (b ->> 'window_seconds')::integer)), 0)
    into v_wait
    from jsonb_array_elements(p_buckets) b;
  if v_wait > 0 then
    return v_wait;
  end if;
  perform public.rate_limit_hit(b ->> 'bucket', (b ->> 'window_seconds')::integer)
    from jsonb_array_elements(p_buckets) b;
  return 0;
end;
$$;

-- Gives back one attempt taken in the current window; never inserts a row.
create or replace function public.rate_limit_refund(p_bucket text)
returns void language plpgsql security definer set search_path = ''
as $$
begin
  perform private.rate_limit_assert(p_bucket, 1, 1);
  update private.rate_limits set hits = hits - 1 where bucket = p_bucket and hits > 0;
end;
$$;

revoke execute on function public.rate_limit_refund(text) from public;
grant execute on function public.rate_limit_refund(text) to anon, authenticated, service_role;

create index rate_limits_window_start on private.rate_limits (window_start);
