-- Reasoning shown, folded (issue #42 point 4): the reasoning a model streamed before its reply
-- (Anthropic thinking, an OpenAI-compatible server's reasoning_content), kept with the reply so a
-- reload still shows it folded, and the time it took (first to last reasoning piece, in ms).
-- Capped like a reply, smaller: 64 KB (the chat turn keeps no more). Null on questions, on
-- replies without reasoning, and on replies from before. On chat_messages, so its row-level
-- security (session owner only) covers it.
alter table public.chat_messages
  add column if not exists reasoning text check (octet_length(reasoning) <= 65536),
  add column if not exists reasoning_ms integer check (reasoning_ms between 0 and 86400000);

-- A message as a page read returns it (20261230000500's, read by chat_session_page), now with
-- `reasoning: { text, ms }` where there is some, so every other message reads as before. The
-- chat turn's own read (chat_session_with_history) builds its messages itself and is left
-- without it on purpose: reasoning is never sent back to the model, so the turn never reads it.
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
    || case when m.reasoning is null then '{}'::jsonb
       else jsonb_build_object('reasoning', jsonb_build_object('text', m.reasoning, 'ms', coalesce(m.reasoning_ms, 0))) end
$$;
