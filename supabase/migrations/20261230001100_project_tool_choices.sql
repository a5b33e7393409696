-- A project's tools (issue #42: "a chat (or a project) picks which tools are on"). A chat in a
-- project that has made no tool choice of its own uses its project's; once it chooses (even none),
-- its own win. "Always allow" stays per chat (chat_tool_choices.always_allow).

create table public.project_tool_choices (
  project_id uuid not null,
  server_id uuid not null references public.mcp_servers (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  tool text not null check (char_length(tool) between 1 and 200),
  primary key (project_id, server_id, tool),
  -- The key includes the owner: a row names a project of the same user (a foreign key check does
  -- not go through row-level security), and goes with the project.
  foreign key (project_id, user_id) references public.chat_projects (id, user_id) on delete cascade
);
alter table public.project_tool_choices enable row level security;
revoke all on public.project_tool_choices from anon;
grant select, insert, update, delete on public.project_tool_choices to authenticated;
-- Owner only, and the project and the server must both be the owner's own.
create policy "project tool choices: owner only" on public.project_tool_choices
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.chat_projects p where p.id = project_id and p.user_id = (select auth.uid()))
    and exists (select 1 from public.mcp_servers m where m.id = server_id and m.user_id = (select auth.uid()))
  );
create policy "complete sign-ins only (second factor)" on public.project_tool_choices as restrictive
  for all to authenticated
  using ((select public.second_factor_satisfied())) with check ((select public.second_factor_satisfied()));

-- Whether the chat has chosen its tools itself (then its chat_tool_choices rows are its tools);
-- until then a chat in a project uses the project's, and its chat_tool_choices rows only keep
-- its "always allow" grants. Chats that already chose keep their choice.
alter table public.chat_sessions add column if not exists tools_chosen boolean not null default false;
update public.chat_sessions s set tools_chosen = true
  where exists (select 1 from public.chat_tool_choices c where c.session_id = s.id);
