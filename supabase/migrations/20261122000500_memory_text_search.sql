-- Keyword search over memories, for users without an embeddings provider (Anthropic has
-- no embeddings API). Same isolation rules as search_memories: security invoker plus an
-- explicit auth.uid() check.

alter table public.memories
  add column content_search tsvector generated always as (to_tsvector('english', content)) stored;
create index memories_content_search_idx on public.memories using gin (content_search);

create or replace function public.search_memories_text(
  query_text text,
  user_uuid uuid,
  match_count integer default 10
)
returns table (id uuid, content text, metadata jsonb, similarity double precision)
language sql stable security invoker
set search_path = public
as $$
  select m.id, m.content, m.metadata, ts_rank(m.content_search, q.query)::double precision as similarity
  from public.memories m, websearch_to_tsquery('english', query_text) as q(query)
  where m.user_id = user_uuid
    and m.user_id = (select auth.uid())
    and m.content_search @@ q.query
  order by similarity desc
  limit greatest(least(match_count, 50), 0)
$$;
revoke execute on function public.search_memories_text(text, uuid, integer) from public, anon;
grant execute on function public.search_memories_text(text, uuid, integer) to authenticated;
