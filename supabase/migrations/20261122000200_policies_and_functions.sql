-- Who may do what. Every per-user table is scoped to auth.uid() for reads (using)
-- and writes (with check); authorisation reads profiles.is_admin, never user metadata,
-- because users can write their own metadata.

create or replace function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select p.is_admin from public.profiles p where p.user_id = (select auth.uid())),
    false
  )
$$;
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated;

create policy "profiles: read own" on public.profiles
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "page content: anyone reads" on public.page_content
  for select to anon, authenticated
  using (true);
create policy "page content: admins insert" on public.page_content
  for insert to authenticated
  with check ((select public.is_admin()));
create policy "page content: admins update" on public.page_content
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
create policy "page content: admins delete" on public.page_content
  for delete to authenticated
  using ((select public.is_admin()));

create policy "chat sessions: owner only" on public.chat_sessions
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "chat messages: session owner only" on public.chat_messages
  for all to authenticated
  using (exists (
    select 1 from public.chat_sessions s
    where s.id = session_id and s.user_id = (select auth.uid())
  ))
  with check (exists (
    select 1 from public.chat_sessions s
    where s.id = session_id and s.user_id = (select auth.uid())
  ));

create policy "api keys: owner only" on public.api_keys
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "memories: owner only" on public.memories
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

-- Security invoker: the memories policy applies inside, and the explicit auth.uid()
-- check means a caller passing someone else's user_uuid gets nothing.
-- Iterative HNSW scans keep recall when the index holds many other users' rows.
create or replace function public.search_memories(
  query_embedding extensions.vector(1536),
  user_uuid uuid,
  match_threshold double precision default 0.7,
  match_count integer default 10
)
returns table (id uuid, content text, metadata jsonb, similarity double precision)
language sql stable security invoker
set search_path = public, extensions
set hnsw.iterative_scan = 'relaxed_order'
as $$
  select r.id, r.content, r.metadata, r.similarity
  from (
    select m.id, m.content, m.metadata,
           1 - (m.embedding <=> query_embedding) as similarity,
           m.embedding <=> query_embedding as distance
    from public.memories m
    where m.user_id = user_uuid
      and m.user_id = (select auth.uid())
      and m.embedding is not null
      and 1 - (m.embedding <=> query_embedding) > match_threshold
    order by m.embedding <=> query_embedding
    limit greatest(least(match_count, 50), 0)
  ) r
  order by r.distance
$$;
revoke execute on function public.search_memories(extensions.vector, uuid, double precision, integer) from public, anon;
grant execute on function public.search_memories(extensions.vector, uuid, double precision, integer) to authenticated;
