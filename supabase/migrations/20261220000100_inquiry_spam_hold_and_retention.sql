-- Issue #39, points 2 and 7: what is filed as Spam is held 30 days, then deleted; and the owner
-- may have every inquiry deleted once it is older than N months (off by default). No scheduled
-- job: the server runs public.inquiry_purge() when it starts and every few hours (like the daily
-- digest of 20261210000210), as the service role on Supabase and the owner role when embedded.

-- When the inquiry was filed as spam (by the server's checks or by an admin): the 30 days count
-- from then, so an old inquiry an admin marks as spam today is not gone tomorrow.
alter table public.inquiries add column spam_since timestamptz;
update public.inquiries set spam_since = created_at where status = 'spam';

create or replace function private.inquiry_stamp_spam() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.status = 'spam' and (tg_op = 'INSERT' or old.status is distinct from 'spam') then
    new.spam_since := now();
  elsif new.status <> 'spam' then
    new.spam_since := null;
  end if;
  return new;
end;
$$;
create trigger inquiries_stamp_spam before insert or update of status on public.inquiries
  for each row execute function private.inquiry_stamp_spam();

-- The owner's retention rule: delete inquiries older than `months` months; null: keep them all.
create table public.inquiry_retention (
  id boolean primary key default true check (id),
  months integer check (months between 1 and 120)
);
insert into public.inquiry_retention default values;
alter table public.inquiry_retention enable row level security;
create policy "inquiry retention: the owner reads" on public.inquiry_retention
  for select to authenticated using ((select public.is_owner()));
create policy "inquiry retention: the owner changes" on public.inquiry_retention
  for update to authenticated using ((select public.is_owner())) with check ((select public.is_owner()));
revoke all on public.inquiry_retention from public, anon, authenticated;
grant select on public.inquiry_retention to authenticated;
grant update (months) on public.inquiry_retention to authenticated;

-- Deletes spam held for more than 30 days and, when the owner set a retention, every inquiry
-- older than it. Answers how many of each went.
create or replace function public.inquiry_purge()
returns table (spam_deleted integer, expired_deleted integer)
language plpgsql security definer set search_path = ''
as $$
declare
  v_spam integer;
  v_expired integer := 0;
  v_months integer := (select r.months from public.inquiry_retention r where r.id);
begin
  delete from public.inquiries i where i.status = 'spam' and i.spam_since < now() - interval '30 days';
  get diagnostics v_spam = row_count;
  if v_months is not null then
    delete from public.inquiries i where i.created_at < now() - make_interval(months => v_months);
    get diagnostics v_expired = row_count;
  end if;
  return query select v_spam, v_expired;
end;
$$;

revoke execute on function public.inquiry_purge() from public, anon, authenticated;
grant execute on function public.inquiry_purge() to service_role;
