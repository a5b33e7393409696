-- The site-files bucket accepts only what the app stores there: the owner's resume (PDF) and
-- the site images, which the app re-encodes as PNG, JPEG or WebP (lib/site-images/prepare.ts).
-- The app checks each file's content before storing it, but an admin can also post straight to
-- Storage with their own token, around those checks. Storage then refuses any other declared
-- type and anything over 10 MB. Storage trusts the declared type, not the bytes, so this is a
-- second wall: the app checks a stored file's content again before serving it
-- (readCheckedSiteFile in lib/files) and serves its built-in fallback for one that fails.
-- Supabase only, like 20261125000300_site_files.sql: skipped where there is no Storage.
do $migration$
begin
  if to_regclass('storage.buckets') is null then
    raise notice 'No Supabase Storage here (embedded database): site-files types skipped.';
    return;
  end if;
  update storage.buckets
  set allowed_mime_types = array['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
      file_size_limit = 10485760
  where id = 'site-files';
end
$migration$;
