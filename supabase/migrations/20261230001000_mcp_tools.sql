-- Tools through MCP (issue #42 point 2).
--
-- mcp_servers: a user's MCP servers (Streamable HTTP). The bearer token is sealed by the server
-- (AES-256-GCM bound to the user and row, as provider keys are); never the plaintext.
create table public.mcp_servers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80),
  url text not null check (char_length(url) between 1 and 2000),
  sealed_token text check (char_length(sealed_token) <= 8000),
  created_at timestamptz not null default now()
);
create index mcp_servers_user_idx on public.mcp_servers (user_id, created_at);
alter table public.mcp_servers enable row level security;
revoke all on public.mcp_servers from anon;
grant select, insert, update, delete on public.mcp_servers to authenticated;
create policy "mcp servers: owner only" on public.mcp_servers
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "complete sign-ins only (second factor)" on public.mcp_servers as restrictive
  for all to authenticated
  using ((select public.second_factor_satisfied())) with check ((select public.second_factor_satisfied()));

-- The tools a chat has on, and for which the user chose "always allow" in that chat. Keyed by the
-- chat (session_id); a project-wide choice would be a sibling table keyed by project_id with the
-- same (server_id, tool, always_allow) columns, read when a chat has no row of its own.
create table public.chat_tool_choices (
  session_id uuid not null references public.chat_sessions (id) on delete cascade,
  server_id uuid not null references public.mcp_servers (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  tool text not null check (char_length(tool) between 1 and 200),
  always_allow boolean not null default false,
  primary key (session_id, server_id, tool)
);
alter table public.chat_tool_choices enable row level security;
revoke all on public.chat_tool_choices from anon;
grant select, insert, update, delete on public.chat_tool_choices to authenticated;
-- Owner only, and the chat and the server must both be the owner's own.
create policy "chat tool choices: owner only" on public.chat_tool_choices
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.chat_sessions s where s.id = session_id and s.user_id = (select auth.uid()))
    and exists (select 1 from public.mcp_servers m where m.id = server_id and m.user_id = (select auth.uid()))
  );
create policy "complete sign-ins only (second factor)" on public.chat_tool_choices as restrictive
  for all to authenticated
  using ((select public.second_factor_satisfied())) with check ((select public.second_factor_satisfied()));

-- The tool calls of a reply (tool, server, arguments, result as cut for the model, status, time),
-- kept with it so a reload shows its cards and an export carries them. On chat_messages, so its
-- row-level security (session owner only) covers it. Capped at 1 MB: a reply makes at most 8 calls,
-- each kept with a result of at most 16,000 characters and arguments of at most 4,000.
alter table public.chat_messages
  add column if not exists tool_calls jsonb check (octet_length(tool_calls::text) <= 1048576);

-- A message as a page read returns it (20261230000700's), now with `toolCalls` where there are some.
create or replace function public.chat_message_json(m public.chat_messages)
returns jsonb
language sql immutable
set search_path = public
as $$
  select jsonb_build_object(
    'id', m.id, 'sessionId', m.session_id, 'role', m.role, 'content', m.content,
    'status', m.status, 'createdAt', m.created_at, 'updatedAt', m.updated_at,
    'inputTokens', m.input_tokens, 'outputTokens', m.output_tokens,
    'provider', m.provider, 'model', m.model
  ) || case when m.compare_group is null then '{}'::jsonb else jsonb_build_object('compare', jsonb_build_object(
    'group', m.compare_group, 'provider', m.compare_provider, 'model', m.compare_model, 'kept', m.kept
  ) || case when m.compare_column is null then '{}'::jsonb else jsonb_build_object('column', m.compare_column) end) end
    || case when m.sources is null then '{}'::jsonb else jsonb_build_object('sources', m.sources) end
    || case when m.ttft_ms is null then '{}'::jsonb else jsonb_build_object('ttftMs', m.ttft_ms) end
    || case when m.error is null then '{}'::jsonb else jsonb_build_object('error', m.error) end
    || case when m.reasoning is null then '{}'::jsonb
       else jsonb_build_object('reasoning', jsonb_build_object('text', m.reasoning, 'ms', coalesce(m.reasoning_ms, 0))) end
    || case when m.tool_calls is null then '{}'::jsonb else jsonb_build_object('toolCalls', m.tool_calls) end
$$;
