-- Long documents (issue #29, part 1): a file too long for the model's context is split into
-- chunks, searched with the user's question, and only the best chunks are sent. The chunks are
-- made once per attachment; their vectors once per attachment and embedding model, in a table
-- of their own keyed by model (as memory_embeddings), so vectors of one embedder are never
-- compared with another's. Deleting the attachment (or its session) deletes both, on cascade.

create table public.document_chunks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  attachment_id uuid not null references public.chat_attachments (id) on delete cascade,
  -- Order in the file, from 0.
  position integer not null check (position >= 0),
  -- Where the chunk is: pages of a PDF, lines of a text file (the other pair null).
  page_from integer check (page_from >= 1),
  page_to integer check (page_to >= page_from),
  line_from integer check (line_from >= 1),
  line_to integer check (line_to >= line_from),
  content text not null check (char_length(content) between 1 and 20000),
  content_search tsvector generated always as (to_tsvector('english', content)) stored,
  created_at timestamptz not null default now(),
  unique (attachment_id, position),
  -- For the embeddings' composite key: a vector names a chunk of the same user.
  unique (id, user_id)
);
create index document_chunks_user_idx on public.document_chunks (user_id, attachment_id, position);
create index document_chunks_search_idx on public.document_chunks using gin (content_search);

alter table public.document_chunks enable row level security;
revoke all on public.document_chunks from anon;
grant select, insert, delete on public.document_chunks to authenticated;
-- Owner only, and only for the owner's own attachment.
create policy "document chunks: owner only" on public.document_chunks
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.chat_attachments a where a.id = attachment_id and a.user_id = (select auth.uid()))
  );
create policy "complete sign-ins only (second factor)" on public.document_chunks as restrictive for all to authenticated
  using ((select public.second_factor_satisfied())) with check ((select public.second_factor_satisfied()));

create table public.document_chunk_embeddings (
  chunk_id uuid not null,
  user_id uuid not null default auth.uid(),
  -- 'openai:text-embedding-3-small', or an endpoint and model as memory_embeddings names them.
  model text not null check (char_length(model) between 1 and 1000),
  embedding extensions.vector not null check (extensions.vector_dims(embedding) <= 8192),
  created_at timestamptz not null default now(),
  primary key (user_id, model, chunk_id),
  foreign key (chunk_id, user_id) references public.document_chunks (id, user_id) on delete cascade
);
alter table public.document_chunk_embeddings enable row level security;
revoke all on public.document_chunk_embeddings from anon;
grant select, insert, delete on public.document_chunk_embeddings to authenticated;
create policy "document chunk embeddings: owner only" on public.document_chunk_embeddings
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);
create policy "complete sign-ins only (second factor)" on public.document_chunk_embeddings as restrictive
  for all to authenticated
  using ((select public.second_factor_satisfied())) with check ((select public.second_factor_satisfied()));

-- The chunks of `attachment_ids` still without a vector of `embedding_model`: what a turn embeds.
create or replace function public.document_chunks_to_embed(attachment_ids uuid[], embedding_model text)
returns table (id uuid, content text)
language sql stable security invoker
set search_path = public
as $$
  select c.id, c.content from public.document_chunks c
  where c.attachment_id = any(attachment_ids) and c.user_id = (select auth.uid())
    and not exists (
      select 1 from public.document_chunk_embeddings e
      where e.user_id = c.user_id and e.model = embedding_model and e.chunk_id = c.id
    )
  order by c.attachment_id, c.position
$$;

-- The chunks of `attachment_ids` nearest the query among the vectors of `embedding_model` (of
-- the query's size; others are skipped, never an error). Security invoker: RLS applies.
create or replace function public.search_document_chunks(
  query_embedding extensions.vector,
  attachment_ids uuid[],
  embedding_model text,
  match_count integer default 8
)
returns table (id uuid, attachment_id uuid, "position" integer, page_from integer, page_to integer,
  line_from integer, line_to integer, content text, similarity double precision)
language sql stable security invoker
set search_path = public, extensions
as $$
  select c.id, c.attachment_id, c.position, c.page_from, c.page_to, c.line_from, c.line_to, c.content,
    1 - (e.embedding <=> query_embedding) as similarity
  from public.document_chunk_embeddings e
  join public.document_chunks c on c.id = e.chunk_id and c.user_id = e.user_id
  where e.user_id = (select auth.uid()) and e.model = embedding_model
    and c.attachment_id = any(attachment_ids)
    and vector_dims(e.embedding) = vector_dims(query_embedding)
  order by e.embedding <=> query_embedding
  limit greatest(least(match_count, 50), 0)
$$;

-- Keyword search, without an embedder or when it failed: any of the question's words (a question
-- rarely shares all its words with one passage), best ranked first.
create or replace function public.search_document_chunks_text(
  query_text text,
  attachment_ids uuid[],
  match_count integer default 8
)
returns table (id uuid, attachment_id uuid, "position" integer, page_from integer, page_to integer,
  line_from integer, line_to integer, content text, similarity double precision)
language sql stable security invoker
set search_path = public
as $$
  select c.id, c.attachment_id, c.position, c.page_from, c.page_to, c.line_from, c.line_to, c.content,
    ts_rank(c.content_search, q.query)::double precision as similarity
  from public.document_chunks c,
    (select replace(plainto_tsquery('english', query_text)::text, ' & ', ' | ')::tsquery as query) q
  where c.user_id = (select auth.uid()) and c.attachment_id = any(attachment_ids)
    and c.content_search @@ q.query
  order by similarity desc, c.position
  limit greatest(least(match_count, 50), 0)
$$;

revoke execute on function public.document_chunks_to_embed(uuid[], text) from public, anon;
grant execute on function public.document_chunks_to_embed(uuid[], text) to authenticated;
revoke execute on function public.search_document_chunks(extensions.vector, uuid[], text, integer) from public, anon;
grant execute on function public.search_document_chunks(extensions.vector, uuid[], text, integer) to authenticated;
revoke execute on function public.search_document_chunks_text(text, uuid[], integer) from public, anon;
grant execute on function public.search_document_chunks_text(text, uuid[], integer) to authenticated;

-- The parts of the files a reply was given ("Sources: report.pdf, pages 3 and 7"); null for a
-- reply that had none. On chat_messages, so its row-level security covers it.
alter table public.chat_messages add column if not exists sources jsonb
  check (sources is null or (jsonb_typeof(sources) = 'array' and pg_column_size(sources) <= 20000));

-- The chat turn's one read returns each reply's `sources` from 20261207000201 on, which redefines
-- it once for both of this round's new columns (sources and ttft_ms).
