-- Chats brought in from elsewhere (issue #29, part 4): a ChatGPT, Open WebUI, LibreChat or
-- AI portal export becomes sessions of the caller's own.
--
-- An import of 1,000 conversations must not hold the database for its whole length (embedded
-- mode has one connection: a long transaction would stall every other request), so the server
-- writes it in batches, each batch one call of import_chat_sessions, one transaction. What keeps
-- a failed import from leaving half of itself behind is this table: every session an import
-- writes points at its chat_imports row, and deleting that row (abandon) takes the sessions and
-- their messages with it, in one statement. An import the server never finished (a crash) is
-- still 'running'; the caller's next import removes it (begin_chat_import), so it does not stay.

create table public.chat_imports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  format text not null check (format in ('chatgpt', 'open-webui', 'librechat', 'ai-portal')),
  status text not null default 'running' check (status in ('running', 'done')),
  started_at timestamptz not null default now()
);
create index chat_imports_user_idx on public.chat_imports (user_id, status);

alter table public.chat_imports enable row level security;
revoke all on public.chat_imports from anon;
grant select, insert, update, delete on public.chat_imports to authenticated;

create policy "chat imports: owner only" on public.chat_imports
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "complete sign-ins only (second factor)" on public.chat_imports as restrictive for all to authenticated
  using ((select public.second_factor_satisfied())) with check ((select public.second_factor_satisfied()));

alter table public.chat_sessions
  add column import_id uuid references public.chat_imports (id) on delete cascade;
create index chat_sessions_import_idx on public.chat_sessions (import_id) where import_id is not null;

-- Starts an import of the caller's: first removes their imports left 'running' for over an hour
-- (a server that stopped mid-import), with whatever sessions those wrote.
create or replace function public.begin_chat_import(p_format text)
returns uuid
language plpgsql security invoker set search_path = ''
as $$
declare
  new_import uuid;
begin
  delete from public.chat_imports
    where user_id = (select auth.uid()) and status = 'running' and started_at < now() - interval '1 hour';
  insert into public.chat_imports (format) values (p_format) returning id into new_import;
  return new_import;
end;
$$;

-- One batch of an import, in one transaction: each element of p_sessions is
-- { title, instructions, provider, model, createdAt, updatedAt,
--   messages: [{ role, content, status, createdAt }] }, checked and cut to the columns' limits by
-- the server (lib/chat-import); the columns' own checks hold here as everywhere. Security
-- invoker: row-level security makes the sessions the caller's, and the import must be the
-- caller's own running one. Returns how many sessions were written.
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
    insert into public.chat_sessions (user_id, title, system_prompt, provider, model, created_at, updated_at, import_id)
    values (
      (select auth.uid()),
      conversation ->> 'title',
      conversation ->> 'instructions',
      conversation ->> 'provider',
      conversation ->> 'model',
      (conversation ->> 'createdAt')::timestamptz,
      (conversation ->> 'updatedAt')::timestamptz,
      p_import
    )
    returning id into new_session;
    insert into public.chat_messages (session_id, role, content, status, created_at, updated_at)
    select new_session, m ->> 'role', m ->> 'content', m ->> 'status',
           (m ->> 'createdAt')::timestamptz, (m ->> 'createdAt')::timestamptz
    from jsonb_array_elements(conversation -> 'messages') as m;
    written := written + 1;
  end loop;
  return written;
end;
$$;

revoke all on function public.begin_chat_import(text) from public, anon;
grant execute on function public.begin_chat_import(text) to authenticated;
revoke all on function public.import_chat_sessions(uuid, jsonb) from public, anon;
grant execute on function public.import_chat_sessions(uuid, jsonb) to authenticated;
