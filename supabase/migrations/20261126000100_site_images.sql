-- Images of the public site the owner can replace from the dashboard (the about photo, the
-- social card). One row per slot: the stored file (its key in the site-files store, under
-- DATA_DIR/files or the `site-files` Storage bucket) and its alt text. No row, or a row without
-- a file, means the built-in default. Anyone reads (the public pages render from it); only
-- admins write. The file itself is checked and re-encoded by the app (lib/site-images).

create table public.site_images (
  slot text primary key check (slot in ('about-photo', 'social-card')),
  storage_key text check (storage_key ~ '^images/[a-z0-9-]+\.(png|jpg|webp)$'),
  content_type text check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  width integer check (width between 1 and 10000),
  height integer check (height between 1 and 10000),
  byte_size integer check (byte_size between 1 and 10485760),
  -- null: the slot's default alt text.
  alt_text text check (char_length(alt_text) between 1 and 200),
  updated_at timestamptz not null default now(),
  updated_by text not null,
  -- A file is described whole or not at all.
  constraint site_images_file_whole check (
    (storage_key is null and content_type is null and width is null and height is null and byte_size is null)
    or (storage_key is not null and content_type is not null and width is not null and height is not null
        and byte_size is not null)
  )
);

alter table public.site_images enable row level security;
create policy "site images: anyone reads" on public.site_images
  for select to anon, authenticated using (true);
create policy "site images: admins add" on public.site_images
  for insert to authenticated with check ((select public.is_admin()));
create policy "site images: admins change" on public.site_images
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "site images: admins remove" on public.site_images
  for delete to authenticated using ((select public.is_admin()));

revoke all on public.site_images from anon, authenticated;
grant select on public.site_images to anon, authenticated;
grant insert, update, delete on public.site_images to authenticated;

-- The about photo's alt text was a field of the home/about section; it moves here, beside the
-- photo it describes, so there is one place to edit it. An edited value is carried over.
insert into public.site_images (slot, alt_text, updated_by)
select 'about-photo', left(content ->> 'photo_alt', 200), updated_by
from public.page_content
where page_name = 'home' and section_name = 'about'
  and coalesce(content ->> 'photo_alt', '') <> ''
  and content ->> 'photo_alt' <> 'Portrait of Jordan Reyes, Marine Corps veteran and full-stack AI developer';
