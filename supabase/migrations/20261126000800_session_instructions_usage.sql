-- Issue #17, points 7 and 8.
-- Instructions per session: an optional system prompt, sent first on every turn of that session
-- (the memory message follows it). Capped like a long message, so a turn cannot be padded with it.
alter table public.chat_sessions
  add column system_prompt text not null default ''
  check (char_length(system_prompt) <= 4000);

-- Usage per reply, as the provider reported it (null when it reported nothing).
alter table public.chat_messages
  add column input_tokens integer check (input_tokens >= 0),
  add column output_tokens integer check (output_tokens >= 0);
