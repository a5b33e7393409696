-- The long chats' page reads (20261230000200) meet the chats people can find (20261230000300),
-- written side by side: a page's message carries its reply's `error` (a failed reply stays in the
-- thread after a reload) and the page's session its `pinned`, as chat_session_with_history does.

create or replace function public.chat_message_json(m public.chat_messages)
returns jsonb
language sql immutable
set search_path = public
as $$
  select jsonb_build_object(
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
      'pinned', s.pinned_at is not null
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
