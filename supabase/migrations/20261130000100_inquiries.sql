-- Inquiries sent from the public form at /contact (issue #28). Visitors never touch the table:
-- the server files each post through public.inquiry_submit after its spam checks (the service
-- role on Supabase, the owner role when embedded), so the anon key alone can neither read nor
-- add rows. Admins read them, change their status and delete them under row-level security.

create table public.inquiries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- One per rendered form: a second post of the same form (double click, back and resubmit)
  -- finds this row instead of adding one.
  idempotency_key uuid not null unique,
  topic text not null check (topic in ('tech', 'lawn-care', 'other')),
  name text not null check (char_length(name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  phone text check (char_length(phone) between 1 and 40),
  -- Lawn care only: the street address or ZIP, and the service wanted.
  location text check (char_length(location) between 1 and 200),
  service text check (service in ('mowing', 'edging-trimming', 'leaf-cleanup', 'other')),
  message text not null check (char_length(message) between 10 and 5000),
  -- unverified: no proof of work came with it (a browser without JavaScript); spam: a bot's marks.
  status text not null default 'new' check (status in ('new', 'unverified', 'replied', 'archived', 'spam')),
  -- Why the server filed it as spam (honeypot, too_fast, too_old, bad_token, bad_proof); null otherwise.
  spam_reason text check (spam_reason in ('honeypot', 'too_fast', 'too_old', 'bad_token', 'bad_proof')),
  -- The e-mail to the owner: none (spam, or no SMTP configured), pending, sent or failed.
  notify_state text not null default 'none' check (notify_state in ('none', 'pending', 'sent', 'failed')),
  notify_attempts integer not null default 0,
  notify_error text check (char_length(notify_error) <= 500),
  -- A sender holds the row until then, so two retries at once never send it twice.
  notify_claimed_until timestamptz
);
create index inquiries_created_at_idx on public.inquiries (created_at desc);

alter table public.inquiries enable row level security;
create policy "inquiries: admins read" on public.inquiries
  for select to authenticated using ((select public.is_admin()));
create policy "inquiries: admins change" on public.inquiries
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "inquiries: admins remove" on public.inquiries
  for delete to authenticated using ((select public.is_admin()));

-- Admins change the status only: what the visitor wrote stays as it came.
revoke all on public.inquiries from public, anon, authenticated;
grant select, delete on public.inquiries to authenticated;
grant update (status) on public.inquiries to authenticated;

-- Files one inquiry, or finds the one this form already filed (same idempotency key).
create or replace function public.inquiry_submit(
  p_idempotency_key uuid, p_topic text, p_name text, p_email text, p_phone text, p_location text,
  p_service text, p_message text, p_status text, p_spam_reason text, p_notify boolean
) returns table (inquiry_id uuid, was_created boolean, filed_as text)
language plpgsql security definer set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.inquiries (idempotency_key, topic, name, email, phone, location, service, message, status,
                                spam_reason, notify_state)
  values (p_idempotency_key, p_topic, p_name, p_email, p_phone, p_location, p_service, p_message, p_status,
          p_spam_reason, case when p_notify and p_status <> 'spam' then 'pending' else 'none' end)
  on conflict (idempotency_key) do nothing
  returning id into v_id;
  if v_id is not null then
    return query select v_id, true, p_status;
  else
    return query select i.id, false, i.status from public.inquiries i where i.idempotency_key = p_idempotency_key;
  end if;
end;
$$;

-- Takes up to p_limit inquiries whose e-mail is still owed (p_id: that one only), for two
-- minutes, and counts the attempt. Spam is never sent.
create or replace function public.inquiry_claim_notifications(p_id uuid, p_limit integer, p_max_attempts integer)
returns table (
  id uuid, created_at timestamptz, topic text, name text, email text, phone text, location text, service text,
  message text, status text
)
language sql security definer set search_path = ''
as $$
  update public.inquiries i
  set notify_claimed_until = now() + interval '2 minutes', notify_attempts = i.notify_attempts + 1
  where i.id in (
    select o.id from public.inquiries o
    where o.notify_state in ('pending', 'failed') and o.status <> 'spam'
      and (p_id is null or o.id = p_id)
      and o.notify_attempts < p_max_attempts
      and (o.notify_claimed_until is null or o.notify_claimed_until < now())
    order by o.created_at
    limit least(greatest(p_limit, 1), 20)
  )
  returning i.id, i.created_at, i.topic, i.name, i.email, i.phone, i.location, i.service, i.message, i.status
$$;

create or replace function public.inquiry_notification_result(p_id uuid, p_sent boolean, p_error text)
returns void
language sql security definer set search_path = ''
as $$
  update public.inquiries
  set notify_state = case when p_sent then 'sent' else 'failed' end,
      notify_error = case when p_sent then null else left(p_error, 500) end,
      notify_claimed_until = null
  where id = p_id
$$;

-- Where notifications go when INQUIRY_NOTIFY_TO is not set: the owner's own address.
create or replace function public.inquiry_owner_email()
returns text
language sql stable security definer set search_path = ''
as $$
  select u.email::text from public.profiles p join auth.users u on u.id = p.user_id where p.is_owner limit 1
$$;

revoke execute on function public.inquiry_submit(uuid, text, text, text, text, text, text, text, text, text, boolean),
  public.inquiry_claim_notifications(uuid, integer, integer), public.inquiry_notification_result(uuid, boolean, text),
  public.inquiry_owner_email()
  from public, anon, authenticated;
grant execute on function public.inquiry_submit(uuid, text, text, text, text, text, text, text, text, text, boolean),
  public.inquiry_claim_notifications(uuid, integer, integer), public.inquiry_notification_result(uuid, boolean, text),
  public.inquiry_owner_email()
  to service_role;
