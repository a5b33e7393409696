-- Issue #41 point 8: memory the user controls.
-- A switch per user: off, no memory is extracted after a reply and none is sent with a message.
alter table public.user_settings add column if not exists memory_enabled boolean not null default true;

-- Which memories a reply was given (their ids, as recalled for its turn), so the reply can show
-- them. On chat_messages, so its row-level security covers it; a memory deleted later leaves its
-- id here (the reply then says one memory is gone). At most the turn's recall count.
alter table public.chat_messages add column if not exists memory_ids uuid[]
  check (memory_ids is null or cardinality(memory_ids) <= 10);

-- Memories are written by hand too now (added and edited in the memory panel): an edited memory
-- loses its vectors, which described the old text (the code deletes them in the same request);
-- keyword search finds it until then. The "owner only" policy (for all) already covers update.
