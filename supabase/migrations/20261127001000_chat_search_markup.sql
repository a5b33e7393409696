-- Chat search found no word written inside markup: Postgres's text parser reads "<details>" or
-- "<script>" as a tag and leaves it out of the tsvector, so a question about the <details>
-- element could not be found by "details". chat_search_text puts U+0001 after every "<", which
-- no tag starts with, so the words inside are indexed as words; the server takes the U+0001s
-- out of the snippet again (lib/data/search-snippet.ts), so the text shows as written. U+0001
-- to U+0003 are removed from the text first: they are the markers.

create or replace function public.chat_search_text(content text)
returns text
language sql immutable parallel safe
set search_path = public
as $$
  select replace(translate(left(coalesce(content, ''), 100000), chr(1) || chr(2) || chr(3), ''), '<', '<' || chr(1))
$$;

alter table public.chat_sessions drop column title_search;
alter table public.chat_sessions
  add column title_search tsvector generated always as (to_tsvector('simple', public.chat_search_text(title))) stored;
create index chat_sessions_title_search_idx on public.chat_sessions using gin (title_search);

alter table public.chat_messages drop column content_search;
alter table public.chat_messages
  add column content_search tsvector
  generated always as (to_tsvector('simple', public.chat_search_text(content))) stored;
create index chat_messages_content_search_idx on public.chat_messages using gin (content_search);

-- Unchanged but for the headline, made from the same text as the index.
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
    select s.id, s.title, s.updated_at, mh.content,
           (case when s.title_search @@ q.query then 2 * ts_rank(s.title_search, q.query) else 0 end
             + coalesce(mh.rank, 0))::real as rank
    from own s cross join q left join message_hits mh on mh.session_id = s.id
    where s.title_search @@ q.query or mh.session_id is not null
    order by rank desc, s.updated_at desc
    limit greatest(least(match_count, 50), 0)
  )
  select r.id, r.title, r.updated_at,
         ts_headline('simple', public.chat_search_text(coalesce(r.content, r.title)), q.query,
                     'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=18, MinWords=6, ShortWord=1, MaxFragments=1'),
         r.rank
  from ranked r, q
  order by r.rank desc, r.updated_at desc
$$;
revoke execute on function public.search_chat_sessions(text, integer) from public, anon;
grant execute on function public.search_chat_sessions(text, integer) to authenticated;
