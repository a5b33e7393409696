-- What each reply costs (issue #29, part 3).
--
-- Each assistant message records which provider, model and saved key produced it, beside the
-- tokens the provider reported (20261126000800). The session's own provider and model say only
-- what the next turn will use, so they cannot price an earlier reply. A deleted key leaves its
-- replies counted (key unknown), so usage and cost of the past stay as they were.
alter table public.chat_messages
  add column provider text check (char_length(provider) <= 100),
  add column model text check (char_length(model) <= 200),
  add column api_key_id uuid references public.api_keys (id) on delete set null;
-- Deleting a key looks up its replies; without this that is a scan of every message.
create index chat_messages_api_key_idx on public.chat_messages (api_key_id) where api_key_id is not null;

-- The chat turn's one read (20261126001000) with the fields added here.
create or replace function public.chat_session_with_history(session_uuid uuid)
returns json
language sql stable security invoker
set search_path = public
as $$
  select json_build_object(
    'session', json_build_object(
      'id', s.id, 'title', s.title, 'model', s.model, 'provider', s.provider,
      'createdAt', s.created_at, 'updatedAt', s.updated_at,
      'replyingSince', s.replying_since, 'stopRequested', s.stop_requested, 'systemPrompt', s.system_prompt
    ),
    'messages', coalesce(
      (select json_agg(json_build_object(
         'id', m.id, 'sessionId', m.session_id, 'role', m.role, 'content', m.content,
         'status', m.status, 'createdAt', m.created_at, 'updatedAt', m.updated_at,
         'inputTokens', m.input_tokens, 'outputTokens', m.output_tokens,
         'provider', m.provider, 'model', m.model
       ) order by m.created_at, m.id)
       from public.chat_messages m where m.session_id = s.id),
      '[]'::json
    )
  )
  from public.chat_sessions s
  where s.id = session_uuid and s.user_id = (select auth.uid())
$$;

-- The caller's token usage per month (UTC), key, provider and model, from `since` on: the rows
-- of the Usage view. Security invoker: row-level security limits it to the caller's own replies.
-- Replies the provider reported no tokens for (cut short) are left out: nothing to count.
create or replace function public.chat_usage_by_month(since timestamptz)
returns table (
  month text,
  api_key_id uuid,
  key_hint text,
  provider text,
  model text,
  replies bigint,
  input_tokens bigint,
  output_tokens bigint
)
language sql stable security invoker
set search_path = public
as $$
  select to_char(date_trunc('month', m.created_at at time zone 'UTC'), 'YYYY-MM'),
    m.api_key_id, k.key_hint, m.provider, m.model,
    count(*), coalesce(sum(m.input_tokens), 0)::bigint, coalesce(sum(m.output_tokens), 0)::bigint
  from public.chat_messages m
  join public.chat_sessions s on s.id = m.session_id
  left join public.api_keys k on k.id = m.api_key_id
  where s.user_id = (select auth.uid()) and m.role = 'assistant' and m.created_at >= since
    and (m.input_tokens is not null or m.output_tokens is not null)
  group by 1, 2, 3, 4, 5
  order by 1 desc, 4, 5, 2
$$;
revoke execute on function public.chat_usage_by_month(timestamptz) from public, anon;
grant execute on function public.chat_usage_by_month(timestamptz) to authenticated;

-- Prices the user sets for the models of their OpenAI-compatible endpoint (0 for a local model):
-- nobody else can know what such an endpoint charges. USD per million tokens, as the built-in
-- table in lib/ai/pricing has them for OpenAI and Anthropic.
create table public.model_prices (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  model text not null check (char_length(model) between 1 and 200),
  input_usd_per_million numeric(12, 6) not null check (input_usd_per_million between 0 and 100000),
  output_usd_per_million numeric(12, 6) not null check (output_usd_per_million between 0 and 100000),
  updated_at timestamptz not null default now(),
  primary key (user_id, model)
);
alter table public.model_prices enable row level security;
revoke all on public.model_prices from anon;
grant select, insert, update, delete on public.model_prices to authenticated;
create policy "model prices: owner only" on public.model_prices
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "complete sign-ins only (second factor)" on public.model_prices as restrictive for all to authenticated
  using ((select public.second_factor_satisfied())) with check ((select public.second_factor_satisfied()));

-- An optional monthly budget per user (USD, this UTC month's priced replies): the portal warns
-- at 80%, and with stop_at_budget the chat refuses to call the provider once it is spent.
-- No row: no budget.
create table public.usage_budgets (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  monthly_usd numeric(12, 2) not null check (monthly_usd > 0 and monthly_usd <= 1000000),
  stop_at_budget boolean not null default false,
  updated_at timestamptz not null default now()
);
alter table public.usage_budgets enable row level security;
revoke all on public.usage_budgets from anon;
grant select, insert, update, delete on public.usage_budgets to authenticated;
create policy "usage budgets: owner only" on public.usage_budgets
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "complete sign-ins only (second factor)" on public.usage_budgets as restrictive for all to authenticated
  using ((select public.second_factor_satisfied())) with check ((select public.second_factor_satisfied()));
