-- The chat turn reads its session row once (chat_session_with_history, issue #17 point 10). A chat
-- in a project (20261230000900) and its tool choices (20261230001100) made the turn read the row
-- twice more, for its project_id and tools_chosen: the turn's one read now carries both, and the
-- project and tool reads start from them.
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
      'pinned', s.pinned_at is not null, 'temporary', s.temporary,
      'projectId', s.project_id, 'toolsChosen', s.tools_chosen
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
