-- Files and images attached to a chat message (issue #29, part 1).
--
-- A row per attached file, uploaded before the message is sent (message_id null until the turn
-- that sends it stores its question). Its bytes live beside the row: in embedded mode under
-- DATA_DIR/files/chat-attachments/<sha256> (so the backup carries them), on Supabase in the
-- `content` column, under the same row-level security as the rest. Deleting the session (or the
-- message, when a chat is rewound) deletes its attachments, on delete cascade.

create table public.chat_attachments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  session_id uuid not null references public.chat_sessions (id) on delete cascade,
  message_id uuid references public.chat_messages (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 255),
  kind text not null check (kind in ('text', 'image', 'pdf')),
  media_type text not null check (char_length(media_type) between 1 and 100),
  byte_size integer not null check (byte_size between 0 and 20971520),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  -- What providers get as text: a text file's contents, a PDF's extracted text ('' for a scan).
  text_content text,
  -- The bytes on Supabase; null in embedded mode, which keeps them in DATA_DIR.
  content bytea,
  created_at timestamptz not null default now()
);
create index chat_attachments_session_idx on public.chat_attachments (session_id, created_at);
create index chat_attachments_message_idx on public.chat_attachments (message_id) where message_id is not null;
create index chat_attachments_sha_idx on public.chat_attachments (sha256);

alter table public.chat_attachments enable row level security;
revoke all on public.chat_attachments from anon;
grant select, insert, update, delete on public.chat_attachments to authenticated;

-- Owner only, and only into the owner's own session (and a message of that session).
create policy "chat attachments: owner only" on public.chat_attachments
  for all to authenticated
  using ((select auth.uid()) = user_id)
  with check (
    (select auth.uid()) = user_id
    and exists (
      select 1 from public.chat_sessions s
      where s.id = session_id and s.user_id = (select auth.uid())
    )
    and (
      message_id is null
      or exists (select 1 from public.chat_messages m where m.id = message_id and m.session_id = chat_attachments.session_id)
    )
  );
create policy "complete sign-ins only (second factor)" on public.chat_attachments as restrictive for all to authenticated
  using ((select public.second_factor_satisfied())) with check ((select public.second_factor_satisfied()));
