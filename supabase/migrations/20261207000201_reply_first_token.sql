-- Time to first token of each reply (issue #29, part 2: Compare shows it per column), kept so
-- that it still shows after a reload: milliseconds from the provider request to the first text,
-- measured on the server. Null for questions, replies with no text, and replies from before.
-- On chat_messages, so its row-level security (session owner only) covers it.
alter table public.chat_messages
  add column if not exists ttft_ms integer check (ttft_ms between 0 and 86400000);

-- The chat turn's one read: 20261206000100's with each reply's `sources` (20261207000100's
-- column) and time to first token (`ttftMs`), each only where there is one, so an older message
-- reads exactly as before.
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
      (select json_agg(jsonb_build_object(
         'id', m.id, 'sessionId', m.session_id, 'role', m.role, 'content', m.content,
         'status', m.status, 'createdAt', m.created_at, 'updatedAt', m.updated_at,
         'inputTokens', m.input_tokens, 'outputTokens', m.output_tokens,
         'provider', m.provider, 'model', m.model
       ) || case when m.compare_group is null then '{}'::jsonb else jsonb_build_object('compare', jsonb_build_object(
         'group', m.compare_group, 'provider', m.compare_provider, 'model', m.compare_model, 'kept', m.kept
       )) end
         || case when m.sources is null then '{}'::jsonb else jsonb_build_object('sources', m.sources) end
         || case when m.ttft_ms is null then '{}'::jsonb else jsonb_build_object('ttftMs', m.ttft_ms) end
       order by m.created_at, m.id)
       from public.chat_messages m where m.session_id = s.id),
      '[]'::json
    )
  )
  from public.chat_sessions s
  where s.id = session_uuid and s.user_id = (select auth.uid())
$$;
