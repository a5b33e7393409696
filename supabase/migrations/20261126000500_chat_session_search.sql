-- Full-text search over the caller's chat sessions: titles and message text.
-- 'simple' (no stemming, no stop words) because chats are in any language; a stemmed
-- 'english' index would miss or mangle other languages' words.
-- Only the first 100,000 characters are indexed: a tsvector is capped at 1 MB, and a
-- longer reply must still be stored (searching its start is enough to find the chat).

alter table public.chat_sessions
  add column title_search tsvector generated always as (to_tsvector('simple', title)) stored;
create index chat_sessions_title_search_idx on public.chat_sessions using gin (title_search);

alter table public.chat_messages
  add column content_search tsvector generated always as (to_tsvector('simple', left(content, 100000))) stored;
create index chat_messages_content_search_idx on public.chat_messages using gin (content_search);

-- What the user typed as a query that never fails (websearch syntax: quotes, or, -word),
-- with the last word matched as a prefix, as people expect while typing. The prefix is
-- added to websearch's own output, so the input never reaches the tsquery parser raw.
-- Tags (<b>, </p>) are taken out first, much as to_tsvector drops them from the text: websearch would
-- otherwise look for 'b' and '/b', which no indexed text holds.
create or replace function public.chat_search_query(query_text text)
returns tsquery
language sql immutable
set search_path = public
as $$
  with typed as (
    select regexp_replace(left(coalesce(query_text, ''), 1000), '</?[A-Za-z][^<>]*>', ' ', 'g') as text
  )
  select case
    -- Only when the last thing typed is part of a word (not a space, a closing quote, or
    -- punctuation) and websearch's output ends with that word's lexeme.
    when typed.text ~ '[^[:space:][:punct:]]$' and q::text ~ '''$' then (q::text || ':*')::tsquery
    else q
  end
  from typed, websearch_to_tsquery('simple', typed.text) as q
$$;
revoke execute on function public.chat_search_query(text) from public, anon;
grant execute on function public.chat_search_query(text) to authenticated;

-- Security invoker: row-level security applies, and the explicit auth.uid() check keeps the
-- search to the caller's own sessions even for a role that bypasses it.
-- The snippet marks matches with U+0002/U+0003 (removed from the text first), which the
-- server splits into parts: the browser renders text, never markup from the database.
create or replace function public.search_chat_sessions(query_text text, match_count integer default 20)
returns table (id uuid, title text, updated_at timestamptz, snippet text, rank real)
language sql stable security invoker
set search_path = public
as $$
  with q as (select public.chat_search_query(query_text) as query),
  own as (
    select s.id, s.title, s.updated_at, s.title_search from public.chat_sessions s
    where s.user_id = (select auth.uid())
  ),
  message_hits as (
    select distinct on (m.session_id) m.session_id, m.content, ts_rank(m.content_search, q.query) as rank
    from public.chat_messages m join own s on s.id = m.session_id, q
    where m.content_search @@ q.query
    order by m.session_id, rank desc, m.created_at desc
  ),
  ranked as (
    -- A word in the title says more about the chat than the same word in one message.
    select s.id, s.title, s.updated_at, mh.content,
           (case when s.title_search @@ q.query then 2 * ts_rank(s.title_search, q.query) else 0 end
             + coalesce(mh.rank, 0))::real as rank
    from own s cross join q left join message_hits mh on mh.session_id = s.id
    where s.title_search @@ q.query or mh.session_id is not null
    order by rank desc, s.updated_at desc
    limit greatest(least(match_count, 50), 0)
  )
  select r.id, r.title, r.updated_at,
         ts_headline('simple', translate(left(coalesce(r.content, r.title), 100000), chr(2) || chr(3), ''), q.query,
                     'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=18, MinWords=6, ShortWord=1, MaxFragments=1'),
         r.rank
  from ranked r, q
  order by r.rank desc, r.updated_at desc
$$;
revoke execute on function public.search_chat_sessions(text, integer) from public, anon;
grant execute on function public.search_chat_sessions(text, integer) to authenticated;
