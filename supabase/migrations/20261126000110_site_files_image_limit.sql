-- The site-files bucket now also holds the site's images (lib/site-images), which the app keeps
-- under 10 MB after re-encoding: the bucket's own cap (its second wall) rises from 5 MB to match.
-- Supabase only, like 20261125000300_site_files.sql: skipped where there is no Storage.
do $migration$
begin
  if to_regclass('storage.buckets') is null then
    raise notice 'No Supabase Storage here (embedded database): site-files limit skipped.';
    return;
  end if;
  update storage.buckets set file_size_limit = 10485760 where id = 'site-files';
end
$migration$;
