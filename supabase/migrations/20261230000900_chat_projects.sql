-- Projects (issue #42 point 1): a named group of chats with its own instructions and files.
-- Its chats get the project's instructions before their own and search its files as they search
-- long attachments. Owner only, like every chat table.

create table public.chat_projects (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  instructions text not null default '' check (char_length(instructions) <= 8000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- For the composite keys below: a chat or a file names a project of the same user.
  unique (id, user_id)
);
create index chat_projects_user_idx on public.chat_projects (user_id, updated_at desc);

alter table public.chat_projects enable row level security;
revoke all on public.chat_projects from anon;
grant select, insert, update, delete on public.chat_projects to authenticated;
create policy "chat projects: owner only" on public.chat_projects
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "complete sign-ins only (second factor)" on public.chat_projects as restrictive for all to authenticated
  using ((select public.second_factor_satisfied())) with check ((select public.second_factor_satisfied()));

-- A chat's project. The key includes the owner, so a chat can only join its owner's project (a
-- foreign key check does not go through row-level security); deleting the project leaves its
-- chats outside any project (deleting them too is the caller's explicit delete).
alter table public.chat_sessions add column if not exists project_id uuid;
alter table public.chat_sessions add constraint chat_sessions_project_fk
  foreign key (project_id, user_id) references public.chat_projects (id, user_id) on delete set null (project_id);
create index if not exists chat_sessions_project_idx on public.chat_sessions (project_id) where project_id is not null;

-- A project's files are attachments of the project instead of a session (never of a message), so
-- they are stored, chunked, embedded and searched exactly as attachments are.
alter table public.chat_attachments alter column session_id drop not null;
alter table public.chat_attachments add column if not exists project_id uuid;
alter table public.chat_attachments add constraint chat_attachments_project_fk
  foreign key (project_id, user_id) references public.chat_projects (id, user_id) on delete cascade;
alter table public.chat_attachments add constraint chat_attachments_session_or_project
  check ((session_id is null) <> (project_id is null) and (project_id is null or message_id is null));
create index if not exists chat_attachments_project_idx on public.chat_attachments (project_id, created_at)
  where project_id is not null;

drop policy "chat attachments: owner only" on public.chat_attachments;
create policy "chat attachments: owner only" on public.chat_attachments
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and (
      (
        exists (
          select 1 from public.chat_sessions s
          where s.id = session_id and s.user_id = (select auth.uid())
        )
        and (
          message_id is null
          or exists (select 1 from public.chat_messages m where m.id = message_id and m.session_id = chat_attachments.session_id)
        )
      )
      or exists (
        select 1 from public.chat_projects p
        where p.id = project_id and p.user_id = (select auth.uid())
      )
    )
  );

-- An import puts a chat exported from a project back into one (`projectId`, the caller's project
-- found or made by the server; the composite key refuses anyone else's). Else as 20261209000100.
create or replace function public.import_chat_sessions(p_import uuid, p_sessions jsonb)
returns integer
language plpgsql security invoker set search_path = ''
as $$
declare
  conversation jsonb;
  new_session uuid;
  written integer := 0;
begin
  if not exists (select 1 from public.chat_imports where id = p_import and status = 'running') then
    raise exception 'chat import % is not running', p_import using errcode = 'P0002';
  end if;
  for conversation in select value from jsonb_array_elements(p_sessions) loop
    insert into public.chat_sessions (
      user_id, title, system_prompt, provider, model, created_at, updated_at, import_id, project_id
    )
    values (
      (select auth.uid()),
      conversation ->> 'title',
      conversation ->> 'instructions',
      conversation ->> 'provider',
      conversation ->> 'model',
      (conversation ->> 'createdAt')::timestamptz,
      (conversation ->> 'updatedAt')::timestamptz,
      p_import,
      (conversation ->> 'projectId')::uuid
    )
    returning id into new_session;
    insert into public.chat_messages (
      session_id, role, content, status, created_at, updated_at,
      compare_group, compare_provider, compare_model, kept, compare_column
    )
    select new_session, m ->> 'role', m ->> 'content', m ->> 'status',
           (m ->> 'createdAt')::timestamptz, (m ->> 'createdAt')::timestamptz,
           (m -> 'compare' ->> 'group')::uuid, m -> 'compare' ->> 'provider', m -> 'compare' ->> 'model',
           coalesce((m -> 'compare' ->> 'kept')::boolean, false), (m -> 'compare' ->> 'column')::smallint
    from jsonb_array_elements(conversation -> 'messages') as m;
    written := written + 1;
  end loop;
  return written;
end;
$$;
