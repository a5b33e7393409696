-- Check and count in one call: every bucket is checked and, when none is spent, one attempt
-- is counted in each. One round trip instead of one per bucket and step, and no gap between
-- the check and the count through which concurrent requests could all pass at the limit.
-- p_buckets: [{"bucket": text, "max": integer, "window_seconds": integer}, ...]
-- Returns the seconds to wait (nothing counted), or 0 (allowed, counted).
-- Same exposure as the functions of migration 20261122000600: bucket names are shaped and keyed.
create or replace function public.rate_limit_take(p_buckets jsonb)
returns integer language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_wait integer;
begin
  if jsonb_typeof(p_buckets) is distinct from 'array' then
    raise exception 'rate_limit_take expects an array of buckets' using errcode = '22023';
  end if;
  -- Existing counters are locked in one order, so two takes on the same buckets run one after the other.
  perform 1 from private.rate_limits
    where bucket in (select b ->> 'bucket' from jsonb_array_elements(p_buckets) b)
    order by bucket for update;
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

revoke execute on function public.rate_limit_take(jsonb) from public;
grant execute on function public.rate_limit_take(jsonb) to anon, authenticated;
