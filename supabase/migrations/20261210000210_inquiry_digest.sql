-- Unverified inquiries are never e-mailed one by one (issue #37, point 4). A post without the
-- form's proof of work is filed "Unverified": a browser without JavaScript, or a script that
-- leaves the field out. Each used to trigger an e-mail to the owner, so a script could send the
-- owner five e-mails an hour from every address it has. Now such a post waits
-- (notify_state 'digest') for one daily digest, or for nothing when the owner chose no e-mail.
--
-- The digest of the posts from before today (UTC) goes on the first try after midnight: the app
-- tries after each post to the form, on each visit of the admin's Inquiries page and every 30
-- minutes while its server runs. No scheduled job: private.inquiry_digests holds one row per
-- day, claimed by one sender at a time, so two tries at once never send it twice.

-- The owner's choice: 'digest' (one e-mail a day listing them) or 'none' (the Inbox only).
create table public.inquiry_mail_settings (
  id boolean primary key default true check (id),
  unverified_mail text not null default 'digest' check (unverified_mail in ('digest', 'none'))
);
insert into public.inquiry_mail_settings default values;
alter table public.inquiry_mail_settings enable row level security;
create policy "inquiry mail settings: admins read" on public.inquiry_mail_settings
  for select to authenticated using ((select public.is_admin()));
create policy "inquiry mail settings: admins change" on public.inquiry_mail_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
revoke all on public.inquiry_mail_settings from public, anon, authenticated;
grant select on public.inquiry_mail_settings to authenticated;
grant update (unverified_mail) on public.inquiry_mail_settings to authenticated;

alter table public.inquiries drop constraint inquiries_notify_state_check;
alter table public.inquiries add constraint inquiries_notify_state_check
  check (notify_state in ('none', 'pending', 'sent', 'failed', 'digest'));
-- Unverified ones still owed an e-mail of their own wait for the digest instead.
update public.inquiries set notify_state = 'digest', notify_error = null
where status = 'unverified' and notify_state in ('pending', 'failed');

create table private.inquiry_digests (
  -- The UTC day the digest went (or goes) out: it lists the posts from before that day.
  day date primary key,
  attempts integer not null default 0,
  claimed_until timestamptz,
  sent_at timestamptz,
  error text check (char_length(error) <= 500)
);
alter table private.inquiry_digests enable row level security;
revoke all on private.inquiry_digests from public, anon, authenticated;

-- As in 20261130000100, but an unverified post waits for the digest (or, by the owner's
-- choice, for nothing) instead of being owed an e-mail of its own.
create or replace function public.inquiry_submit(
  p_idempotency_key uuid, p_topic text, p_name text, p_email text, p_phone text, p_location text,
  p_service text, p_message text, p_status text, p_spam_reason text, p_notify boolean
) returns table (inquiry_id uuid, was_created boolean, filed_as text)
language plpgsql security definer set search_path = ''
as $$
declare
  v_id uuid;
  v_state text := case
    when not p_notify or p_status = 'spam' then 'none'
    when p_status = 'unverified' then
      case when (select s.unverified_mail from public.inquiry_mail_settings s where s.id) = 'none'
        then 'none' else 'digest' end
    else 'pending'
  end;
begin
  insert into public.inquiries (idempotency_key, topic, name, email, phone, location, service, message, status,
                                spam_reason, notify_state)
  values (p_idempotency_key, p_topic, p_name, p_email, p_phone, p_location, p_service, p_message, p_status,
          p_spam_reason, v_state)
  on conflict (idempotency_key) do nothing
  returning id into v_id;
  if v_id is not null then
    return query select v_id, true, p_status;
  else
    return query select i.id, false, i.status from public.inquiries i where i.idempotency_key = p_idempotency_key;
  end if;
end;
$$;

-- As in 20261130000100, and an unverified inquiry is never taken for an e-mail of its own.
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
    where o.notify_state in ('pending', 'failed') and o.status not in ('spam', 'unverified')
      and (p_id is null or o.id = p_id)
      and o.notify_attempts < p_max_attempts
      and (o.notify_claimed_until is null or o.notify_claimed_until < now())
    order by o.created_at
    limit least(greatest(p_limit, 1), 20)
  )
  returning i.id, i.created_at, i.topic, i.name, i.email, i.phone, i.location, i.service, i.message, i.status
$$;

-- Takes today's digest for two minutes, when one is due: the unverified posts from before today
-- still waiting for it (the first 50, oldest first, each with the total). Nothing when today's
-- went already, another sender holds it, it failed p_max_attempts times today, or none wait.
create or replace function public.inquiry_claim_digest(p_max_attempts integer)
returns table (
  digest_day date, total integer, id uuid, created_at timestamptz, topic text, name text, email text, phone text,
  location text, service text, message text, status text
)
language plpgsql security definer set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'utc')::date;
  v_start timestamptz := (now() at time zone 'utc')::date::timestamp at time zone 'utc';
  v_claimed date;
begin
  -- Re-filed by an admin (verified, replied, archived, spam): no longer for the digest.
  update public.inquiries i set notify_state = 'none' where i.notify_state = 'digest' and i.status <> 'unverified';
  if (select s.unverified_mail from public.inquiry_mail_settings s where s.id) = 'none' then
    update public.inquiries i set notify_state = 'none' where i.notify_state = 'digest';
    return;
  end if;
  if not exists (select 1 from public.inquiries i where i.notify_state = 'digest' and i.created_at < v_start) then
    return;
  end if;
  insert into private.inquiry_digests as d (day, attempts, claimed_until)
  values (v_today, 1, now() + interval '2 minutes')
  on conflict (day) do update set attempts = d.attempts + 1, claimed_until = now() + interval '2 minutes'
    where d.sent_at is null and d.attempts < p_max_attempts
      and (d.claimed_until is null or d.claimed_until < now())
  returning d.day into v_claimed;
  if v_claimed is null then
    return;
  end if;
  return query
    select v_today, (count(*) over ())::integer, i.id, i.created_at, i.topic, i.name, i.email, i.phone, i.location,
      i.service, i.message, i.status
    from public.inquiries i
    where i.notify_state = 'digest' and i.created_at < v_start
    order by i.created_at
    limit 50;
end;
$$;

-- How the digest of p_day went. Sent: every post it covered (the listed ones and the rest it
-- counted) is done. Failed: the posts keep waiting, and the next try sends them.
create or replace function public.inquiry_digest_result(p_day date, p_sent boolean, p_error text)
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if p_sent then
    update public.inquiries i set notify_state = 'sent', notify_error = null
    where i.notify_state = 'digest' and i.created_at < p_day::timestamp at time zone 'utc';
  end if;
  update private.inquiry_digests d
  set claimed_until = null,
      sent_at = case when p_sent then now() end,
      error = case when p_sent then null else left(p_error, 500) end
  where d.day = p_day;
end;
$$;

revoke execute on function public.inquiry_claim_digest(integer), public.inquiry_digest_result(date, boolean, text)
  from public, anon, authenticated;
grant execute on function public.inquiry_claim_digest(integer), public.inquiry_digest_result(date, boolean, text)
  to service_role;
