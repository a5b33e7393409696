-- The chat turn's one read (20261126000300) with the columns added since: the running turn and
-- Stop (20261126000700), the session's instructions and each reply's usage (20261126000800).
create or replace function public.chat_session_with_history(session_uuid uuid)
returns json
language sql stable security invoker
set search_path = public
as $$
  select json_build_object(
    'session', json_build_object(
      'id', s.id, 'title', s.title, 'model', s.model, 'provider', s.provider,
      'createdAt', s.created_at, 'updatedAt', s.updated_at,
      'replyingSince', s.replying_since, 'stopRequested', s.stop_requested, 'systemPrompt', s.system_prompt
    ),
    'messages', coalesce(
      (select json_agg(json_build_object(
         'id', m.id, 'sessionId', m.session_id, 'role', m.role, 'content', m.content,
         'status', m.status, 'createdAt', m.created_at, 'updatedAt', m.updated_at,
         'inputTokens', m.input_tokens, 'outputTokens', m.output_tokens
       ) order by m.created_at, m.id)
       from public.chat_messages m where m.session_id = s.id),
      '[]'::json
    )
  )
  from public.chat_sessions s
  where s.id = session_uuid and s.user_id = (select auth.uid())
$$;
