-- Who replaced a site image (or its alt text), and when, come from the database, not from the
-- caller (issue #37, 9): an admin calling PostgREST with their own token could otherwise credit
-- a change to someone else. The page_content trigger function (20261128000200) does exactly this
-- for any row with updated_by/updated_at: the signed-in user's e-mail from auth.uid() and the
-- transaction time; paths without a signed-in user (migrations, service role) keep what they set.
drop trigger if exists site_images_stamp_author on public.site_images;
create trigger site_images_stamp_author
  before insert or update on public.site_images
  for each row execute function private.stamp_page_content_author();
