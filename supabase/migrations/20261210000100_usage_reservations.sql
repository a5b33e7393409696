-- "Stop at the budget" reserves before it spends (issue #37, point 3).
--
-- The budget was a check: every turn that started while the month's spend was under the budget
-- went ahead, so 20 turns at once spent 12.9 times a $0.30 budget. Now each turn (each column of
-- a Compare) first reserves its worst case (its input estimate and its reply cap at the model's
-- price) in one statement that takes the user's budget row as a lock, so reservations of one user
-- queue and two turns never both take what is left. When the reply ends its reservation goes:
-- the reply's tokens are stored by then, priced like any other. A reply that ended without the
-- provider's count (stopped, failed, cut off) still cost something: its reservation stays as an
-- estimate of that until the month ends. A reservation whose turn never ended (the server died)
-- lapses at its expiry, so it cannot hold the budget forever.
create table public.usage_reservations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  amount_usd numeric(20, 10) not null check (amount_usd >= 0 and amount_usd <= 1000000),
  -- Null while the turn runs; set when it ended without a count (amount_usd is then the estimate).
  settled_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index usage_reservations_user_idx on public.usage_reservations (user_id, expires_at);
alter table public.usage_reservations enable row level security;
revoke all on public.usage_reservations from anon;
grant select, insert, update, delete on public.usage_reservations to authenticated;
create policy "usage reservations: owner only" on public.usage_reservations
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "complete sign-ins only (second factor)" on public.usage_reservations as restrictive
  for all to authenticated
  using ((select public.second_factor_satisfied())) with check ((select public.second_factor_satisfied()));

-- Reserves the worst case of one turn, or of every column of a Compare at once (all or none), as
-- the caller, under row-level security. `priced`: [{provider, model, input, output}] in USD per
-- million tokens (null: no known price), for every provider and model the caller's replies of
-- this month used: prices live in the app's code and the user's settings, so the app passes them.
-- `turns`: [{inputUsd, outputPerMillion, maxOutputTokens, minOutputTokens}]. Each turn gets an
-- equal share of what is left and the longest reply that share pays for, up to its cap; a turn
-- whose share pays for less than minOutputTokens refuses the lot.
-- Answers {state: 'unlimited'} without a budget that stops sending; {state: 'unpriced', models}
-- when a model used this month was not in `priced` (the app prices it and asks again);
-- {state: 'refused', spentUsd (replies and estimates), heldUsd (turns running), budgetUsd}; or {state: 'reserved', turns: [{id, outputTokens}]}.
create or replace function public.reserve_usage(priced jsonb, turns jsonb, hold_seconds integer)
returns json
language plpgsql volatile security invoker
set search_path = public
as $$
declare
  me uuid := (select auth.uid());
  budget public.usage_budgets;
  month_start timestamptz := date_trunc('month', now() at time zone 'UTC') at time zone 'UTC';
  unpriced json;
  spent numeric;
  held numeric;
  estimated numeric;
  share numeric;
  turn jsonb;
  input_usd numeric;
  per_token numeric;
  granted numeric;
  plan jsonb := '[]'::jsonb;
  reserved jsonb := '[]'::jsonb;
  new_id uuid;
begin
  if me is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if jsonb_typeof(turns) <> 'array' or jsonb_array_length(turns) not between 1 and 10 then
    raise exception 'turns must list 1 to 10 turns' using errcode = '22023';
  end if;
  -- The lock: one user's reservations wait here for each other (other users' do not).
  select * into budget from public.usage_budgets where user_id = me for update;
  if not found or not budget.stop_at_budget then
    return json_build_object('state', 'unlimited');
  end if;

  -- This UTC month's priced replies, as the Usage view counts them (chat_usage_by_month).
  select json_agg(json_build_array(u.provider, u.model)) filter (where p.provider is null),
    coalesce(sum((u.input_tokens * p.input + u.output_tokens * p.output) / 1000000), 0)
  into unpriced, spent
  from (
    select m.provider, m.model,
      sum(coalesce(m.input_tokens, 0)) as input_tokens, sum(coalesce(m.output_tokens, 0)) as output_tokens
    from public.chat_messages m
    join public.chat_sessions s on s.id = m.session_id
    where s.user_id = me and m.role = 'assistant' and m.created_at >= month_start
      and (m.input_tokens is not null or m.output_tokens is not null)
      and m.provider is not null and m.model is not null
    group by 1, 2
  ) u
  left join jsonb_to_recordset(priced) as p(provider text, model text, input numeric, output numeric)
    on p.provider = u.provider and p.model = u.model;
  if unpriced is not null then
    return json_build_object('state', 'unpriced', 'models', unpriced);
  end if;

  delete from public.usage_reservations where user_id = me and expires_at <= now();
  -- Turns still running hold their reservation; replies that ended without a count, their estimate.
  select coalesce(sum(amount_usd) filter (where settled_at is null), 0),
    coalesce(sum(amount_usd) filter (where settled_at is not null), 0)
  into held, estimated
  from public.usage_reservations where user_id = me;
  spent := spent + estimated;
  share := (budget.monthly_usd - spent - held) / jsonb_array_length(turns);

  for turn in select value from jsonb_array_elements(turns) loop
    input_usd := greatest(coalesce((turn ->> 'inputUsd')::numeric, 0), 0);
    per_token := greatest(coalesce((turn ->> 'outputPerMillion')::numeric, 0), 0) / 1000000;
    granted := (turn ->> 'maxOutputTokens')::integer;
    if per_token > 0 then
      granted := least(granted, floor((share - input_usd) / per_token));
    end if;
    if share <= 0 or share < input_usd or granted < (turn ->> 'minOutputTokens')::integer then
      return json_build_object('state', 'refused', 'spentUsd', spent, 'heldUsd', held,
        'budgetUsd', budget.monthly_usd);
    end if;
    plan := plan || jsonb_build_array(jsonb_build_object('amount', input_usd + granted * per_token,
      'outputTokens', granted));
  end loop;

  for turn in select value from jsonb_array_elements(plan) loop
    insert into public.usage_reservations (user_id, amount_usd, expires_at)
    values (me, (turn ->> 'amount')::numeric,
      now() + make_interval(secs => greatest(60, least(coalesce(hold_seconds, 1800), 86400))))
    returning id into new_id;
    reserved := reserved || jsonb_build_array(jsonb_build_object('id', new_id,
      'outputTokens', (turn ->> 'outputTokens')::integer));
  end loop;
  return json_build_object('state', 'reserved', 'turns', reserved);
end;
$$;
revoke execute on function public.reserve_usage(jsonb, jsonb, integer) from public, anon;
grant execute on function public.reserve_usage(jsonb, jsonb, integer) to authenticated;

-- Ends a reservation when its turn ends: gone when the reply's tokens are stored (null
-- estimate), else kept as `estimate_usd` (what the reply cost by the app's estimate) until the
-- month ends. Another user's reservation is not found (row-level security).
create or replace function public.settle_usage(reservation uuid, estimate_usd numeric)
returns void
language plpgsql volatile security invoker
set search_path = public
as $$
begin
  if coalesce(estimate_usd, 0) <= 0 then
    delete from public.usage_reservations where id = reservation;
  else
    update public.usage_reservations
    set amount_usd = least(estimate_usd, amount_usd), settled_at = now(),
      expires_at = date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' + interval '1 month'
    where id = reservation and settled_at is null;
  end if;
end;
$$;
revoke execute on function public.settle_usage(uuid, numeric) from public, anon;
grant execute on function public.settle_usage(uuid, numeric) to authenticated;
