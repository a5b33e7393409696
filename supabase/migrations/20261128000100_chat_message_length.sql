-- A chat message holds at most 256 KB (262,144 bytes of UTF-8). The app stops a reply there
-- (lib/ai/reply-limit.ts) and a user's message is far smaller (8,000 characters, at most 24,000
-- bytes), so one limit admits both, and the database keeps it for any writer the app's check
-- does not cover. Before it, a provider streaming without end had every byte stored.
--
-- Rows already over the limit (a reply stored before the app's cut) are cut the same way here,
-- at the last whole character within 262,144 bytes, and a reply so cut is marked incomplete.
-- Cutting, not `not valid`: such a row would still be loaded whole (all 8 MB of it) each time its
-- session opens, which is the memory the limit is there to spare, and any later update of it
-- (the embedded start settles streaming replies) would fail the check.
--
-- The byte at index n (0-based) of the text starts a character unless it is a UTF-8
-- continuation byte (10xxxxxx), and a character is at most 4 bytes, so one of the four
-- candidates below is the longest whole-character prefix.
with over as (
  select id, convert_to(content, 'UTF8') as raw
  from public.chat_messages
  where octet_length(content) > 262144
),
cut as (
  select id, raw,
    (select max(n) from unnest(array[262144, 262143, 262142, 262141]) as n where get_byte(raw, n) & 192 <> 128) as keep
  from over
)
update public.chat_messages m
set content = convert_from(substring(cut.raw from 1 for cut.keep), 'UTF8'),
    status = case when m.role = 'assistant' then 'incomplete' else m.status end
from cut
where m.id = cut.id;

alter table public.chat_messages drop constraint if exists chat_messages_content_length;
alter table public.chat_messages
  add constraint chat_messages_content_length check (octet_length(content) <= 262144);
