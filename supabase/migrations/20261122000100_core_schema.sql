-- Core schema: profiles, page content, chat sessions and messages, API keys, memories.
-- Row-level security is enabled on every table; the policies are in the next migration.

create extension if not exists vector with schema extensions;

create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  username text not null,
  is_admin boolean not null default false,
  created_at timestamptz not null default now()
);

create table public.page_content (
  id uuid primary key default gen_random_uuid(),
  page_name text not null,
  section_name text not null,
  content jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by text not null default 'unknown',
  unique (page_name, section_name)
);

create table public.chat_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  title text not null default 'New Chat',
  model text not null default 'gpt-4o-mini',
  provider text not null default 'openai',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index chat_sessions_user_updated_idx on public.chat_sessions (user_id, updated_at desc);

create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.chat_sessions (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null,
  -- 'incomplete' marks a reply cut short by a provider failure or a stop; it is kept, not lost.
  status text not null default 'complete' check (status in ('complete', 'incomplete')),
  created_at timestamptz not null default clock_timestamp()
);
create index chat_messages_session_created_idx on public.chat_messages (session_id, created_at);

create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  provider text not null check (provider in ('openai', 'anthropic', 'openai-compatible')),
  -- AES-256-GCM ciphertext written by the server; never the plaintext key.
  api_key text not null,
  key_hint text not null default '',
  base_url text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  unique (user_id, provider)
);

create table public.memories (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  content text not null,
  embedding extensions.vector(1536),
  metadata jsonb not null default '{}'::jsonb,
  importance_score double precision not null default 0.5,
  created_at timestamptz not null default now()
);
create index memories_user_created_idx on public.memories (user_id, created_at desc);
create index memories_embedding_hnsw_idx on public.memories
  using hnsw (embedding extensions.vector_cosine_ops);

alter table public.profiles enable row level security;
alter table public.page_content enable row level security;
alter table public.chat_sessions enable row level security;
alter table public.chat_messages enable row level security;
alter table public.api_keys enable row level security;
alter table public.memories enable row level security;

-- Anonymous visitors only ever read page content.
revoke all on public.profiles, public.chat_sessions, public.chat_messages, public.api_keys, public.memories from anon;
revoke insert, update, delete, truncate on public.page_content from anon;
