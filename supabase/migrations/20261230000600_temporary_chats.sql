-- Temporary chats (issue #41 point 8): a chat the user marks temporary uses no memory and is not
-- kept. The flag is the session's own (the chat turn reads it on the server); such a chat is left
-- out of the list and search, deleted when the user leaves it, and one left behind (a crashed tab)
-- goes once idle for an hour (the session list's read sweeps it). RLS unchanged: owner only.

alter table public.chat_sessions add column if not exists temporary boolean not null default false;

-- The sweep looks only at a user's temporary chats, which are few.
create index if not exists chat_sessions_temporary_idx on public.chat_sessions (user_id, updated_at)
  where temporary;

-- The session as the chat turn and a page read see it now carries `temporary` (else unchanged
-- from 20261230000300 and 20261230000500).
create or replace function public.chat_session_with_history(session_uuid uuid)
returns json
language sql stable security invoker
set search_path = public
as $$
  select json_build_object(
    'session', json_build_object(
      'id', s.id, 'title', s.title, 'model', s.model, 'provider', s.provider,
      'createdAt', s.created_at, 'updatedAt', s.updated_at,
      'replyingSince', s.replying_since, 'stopRequested', s.stop_requested, 'systemPrompt', s.system_prompt,
      'pinned', s.pinned_at is not null, 'temporary', s.temporary
    ),
    'messages', coalesce(
      (select json_agg(jsonb_build_object(
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
       order by m.created_at, m.id)
       from public.chat_messages m where m.session_id = s.id),
      '[]'::json
    )
  )
  from public.chat_sessions s
  where s.id = session_uuid and s.user_id = (select auth.uid())
$$;

create or replace function public.chat_session_page(
  session_uuid uuid,
  before_id uuid default null,
  after_id uuid default null,
  around_id uuid default null,
  page_size integer default 50
)
returns json
language plpgsql stable security invoker
set search_path = public
as $$
declare
  size integer := greatest(1, least(coalesce(page_size, 50), 200));
  cursor_id uuid := coalesce(before_id, after_id, around_id);
  s public.chat_sessions;
  -- With no cursor, older rows are those before the end of time.
  at_ timestamptz := 'infinity';
  id_ uuid := 'ffffffff-ffff-ffff-ffff-ffffffffffff';
  want_old integer := 0;
  want_new integer := 0;
  old_rows jsonb := '[]';
  new_rows jsonb := '[]';
  old_count integer := 0;
  new_count integer := 0;
  older uuid;
  newer uuid;
  page jsonb;
  usage_before json := '[]';
begin
  select * into s from public.chat_sessions where id = session_uuid and user_id = (select auth.uid());
  if not found then
    return null;
  end if;
  if cursor_id is not null then
    select m.created_at, m.id into at_, id_ from public.chat_messages m
    where m.id = cursor_id and m.session_id = session_uuid;
    if not found then
      return null;
    end if;
  end if;
  if after_id is not null then
    want_new := size;
  elsif around_id is not null then
    want_old := size / 2;
    want_new := size - size / 2;
  else
    want_old := size;
  end if;

  -- One row more than wanted says whether there is a further page.
  if want_old > 0 then
    select coalesce(jsonb_agg(x.j order by x.created_at, x.id), '[]'), count(*) into old_rows, old_count
    from (
      select public.chat_message_json(m) as j, m.created_at, m.id from public.chat_messages m
      where m.session_id = session_uuid and (m.created_at, m.id) < (at_, id_)
      order by m.created_at desc, m.id desc
      limit want_old + 1
    ) x;
    if old_count > want_old then
      old_rows := old_rows - 0;
      older := (old_rows -> 0 ->> 'id')::uuid;
    end if;
  end if;
  if want_new > 0 then
    -- around_id: from that message on; after_id: strictly after the cursor (two statements, so
    -- each bound is an index condition).
    if around_id is not null then
      select coalesce(jsonb_agg(x.j order by x.created_at, x.id), '[]'), count(*) into new_rows, new_count
      from (
        select public.chat_message_json(m) as j, m.created_at, m.id from public.chat_messages m
        where m.session_id = session_uuid and (m.created_at, m.id) >= (at_, id_)
        order by m.created_at, m.id
        limit want_new + 1
      ) x;
    else
      select coalesce(jsonb_agg(x.j order by x.created_at, x.id), '[]'), count(*) into new_rows, new_count
      from (
        select public.chat_message_json(m) as j, m.created_at, m.id from public.chat_messages m
        where m.session_id = session_uuid and (m.created_at, m.id) > (at_, id_)
        order by m.created_at, m.id
        limit want_new + 1
      ) x;
    end if;
    if new_count > want_new then
      new_rows := new_rows - (-1);
      newer := (new_rows -> -1 ->> 'id')::uuid;
    end if;
  end if;

  page := old_rows || new_rows;
  if jsonb_array_length(page) > 0 then
    select coalesce(json_agg(u), '[]') into usage_before
    from (
      select m.provider, m.model, sum(m.input_tokens) as "inputTokens", sum(m.output_tokens) as "outputTokens"
      from public.chat_messages m
      where m.session_id = session_uuid
        and (m.created_at, m.id) < ((page -> 0 ->> 'createdAt')::timestamptz, (page -> 0 ->> 'id')::uuid)
        and m.role = 'assistant' and (m.input_tokens is not null or m.output_tokens is not null)
      group by m.provider, m.model
    ) u;
  end if;

  return json_build_object(
    'session', json_build_object(
      'id', s.id, 'title', s.title, 'model', s.model, 'provider', s.provider,
      'createdAt', s.created_at, 'updatedAt', s.updated_at,
      'replyingSince', s.replying_since, 'stopRequested', s.stop_requested, 'systemPrompt', s.system_prompt,
      'pinned', s.pinned_at is not null, 'temporary', s.temporary
    ),
    'messages', page,
    'older', older,
    'newer', newer,
    'usageBefore', usage_before
  );
end;
$$;
revoke execute on function public.chat_session_page(uuid, uuid, uuid, uuid, integer) from public, anon;
grant execute on function public.chat_session_page(uuid, uuid, uuid, uuid, integer) to authenticated;

-- Search finds only the chats that are kept (else unchanged from 20261230000210; same columns).
create or replace function public.search_chat_sessions(query_text text, match_count integer default 20)
returns table (id uuid, title text, updated_at timestamptz, snippet text, rank real, message_id uuid)
language sql stable security invoker
set search_path = public
as $$
  with q as (select public.chat_search_query(query_text) as query),
  own as (
    select s.id, s.title, s.updated_at, s.title_search from public.chat_sessions s
    where s.user_id = (select auth.uid()) and not s.temporary
  ),
  message_hits as (
    select distinct on (m.session_id) m.session_id, m.id as message_id, m.content,
           ts_rank(m.content_search, q.query) as rank
    from public.chat_messages m join own s on s.id = m.session_id, q
    where m.content_search @@ q.query
    order by m.session_id, rank desc, m.created_at desc
  ),
  ranked as (
    select s.id, s.title, s.updated_at, mh.content, mh.message_id,
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
         r.rank, r.message_id
  from ranked r, q
  order by r.rank desc, r.updated_at desc
$$;
