-- Rate-limit counters reachable with the anon key, so a multi-instance deployment shares
-- them through Postgres without a service-role key on the app server.
--
-- Why that is safe: the app names every bucket with an HMAC under a server-only secret
-- (derived from APP_ENCRYPTION_KEY, see lib/rate-limit.ts), e.g. 'sign-in-address:<32 hex>'.
-- Someone holding the public anon key CAN: call these three functions with bucket names
-- they make up (check a made-up bucket, count hits in it, reset it), i.e. add junk rows,
-- bounded in shape by the check below and swept after a day.
-- They CANNOT: name a real bucket (that needs the secret), so they can neither throttle
-- another person nor reset their own or anyone's throttle; nor read or list the counters
-- (private schema, no grants); nor touch any other table through these functions
-- (security definer with an empty search_path, fixed statements).

alter table private.rate_limits
  add constraint rate_limits_bucket_shape check (bucket ~ '^[a-z][a-z0-9-]{0,39}:[0-9a-f]{32}$') not valid;

grant execute on function public.rate_limit_check(text, integer, integer) to anon, authenticated;
grant execute on function public.rate_limit_hit(text, integer) to anon, authenticated;
grant execute on function public.rate_limit_reset(text) to anon, authenticated;
