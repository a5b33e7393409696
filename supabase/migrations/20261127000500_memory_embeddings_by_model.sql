-- Memory embeddings from models other than OpenAI's text-embedding-3-small (issue #17 point 1):
-- a conversation with a local model embeds with its own endpoint, so its messages never go to
-- OpenAI without consent. memories.embedding stays vector(1536) with its HNSW index, so the
-- OpenAI path keeps its speed (see 20261122000800); vectors of any other model live here, one
-- row per memory and model, and are only ever compared with vectors of the same model.

-- The composite key below ties an embedding to a memory of the same user: a row naming
-- someone else's memory fails the foreign key whether that memory exists or not.
alter table public.memories add constraint memories_id_user_key unique (id, user_id);

create table public.memory_embeddings (
  memory_id uuid not null,
  user_id uuid not null default auth.uid(),
  -- Endpoint and model, e.g. 'openai-compatible:http://localhost:11434/v1#nomic-embed-text':
  -- one model name served by two endpoints may be two different models.
  model text not null check (char_length(model) between 1 and 1000),
  -- Any number of dimensions (local models give 384, 768, 1024...); pgvector caps it at 16000.
  embedding extensions.vector not null check (extensions.vector_dims(embedding) <= 8192),
  created_at timestamptz not null default now(),
  -- user_id first: the search's index, and a unique check that never meets another user's row
  -- (which would tell that their memory exists).
  primary key (user_id, model, memory_id),
  foreign key (memory_id, user_id) references public.memories (id, user_id) on delete cascade
);

alter table public.memory_embeddings enable row level security;
create policy "memory embeddings: owner only" on public.memory_embeddings
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
revoke all on public.memory_embeddings from anon;

-- Same isolation rules as search_memories: security invoker (RLS on both tables applies) plus
-- an explicit auth.uid() check. A per-user sequential scan: no index can hold vectors of mixed
-- sizes, and a user's memories of one model are few. Rows of another size than the query
-- (the model was swapped for a bigger one under the same name) are skipped, never an error.
create or replace function public.search_memories_by_model(
  query_embedding extensions.vector,
  user_uuid uuid,
  embedding_model text,
  match_threshold double precision default 0.7,
  match_count integer default 10
)
returns table (id uuid, content text, metadata jsonb, similarity double precision)
language sql stable security invoker
set search_path = public, extensions
as $$
  select m.id, m.content, m.metadata, 1 - r.distance as similarity
  from (
    select e.memory_id, e.embedding <=> query_embedding as distance
    from public.memory_embeddings e
    where e.user_id = user_uuid
      and e.user_id = (select auth.uid())
      and e.model = embedding_model
      and vector_dims(e.embedding) = vector_dims(query_embedding)
    order by distance
    limit greatest(least(match_count, 50), 0)
  ) r
  join public.memories m on m.id = r.memory_id
  where 1 - r.distance > match_threshold
  order by r.distance
$$;
revoke execute on function public.search_memories_by_model(extensions.vector, uuid, text, double precision, integer)
  from public, anon;
grant execute on function public.search_memories_by_model(extensions.vector, uuid, text, double precision, integer)
  to authenticated;

-- The embedding model of the user's OpenAI-compatible endpoint ('' for none: keyword memory).
-- A model name: no spaces or control characters (the server says so first, with a message).
alter table public.user_settings
  add column local_embedding_model text not null default ''
  check (char_length(local_embedding_model) <= 100 and local_embedding_model !~ '[[:space:][:cntrl:]]');
