-- Site files (the owner's resume PDF today, images later): a public Supabase Storage bucket that
-- anyone may read and only admins (public.is_admin()) may write. The app checks each file's
-- content itself (lib/resume/owner-file.ts); the bucket caps the size as a second wall.
--
-- Supabase only: the embedded PGlite database has no `storage` schema (its files live under
-- DATA_DIR/files), so the whole migration is skipped there and recorded as applied.
do $migration$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    raise notice 'No Supabase Storage here (embedded database): site-files bucket skipped.';
    return;
  end if;

  insert into storage.buckets (id, name, public, file_size_limit)
  values ('site-files', 'site-files', true, 5242880)
  on conflict (id) do update set public = true, file_size_limit = excluded.file_size_limit;

  execute 'drop policy if exists "site files are public" on storage.objects';
  execute $p$create policy "site files are public" on storage.objects
    for select to anon, authenticated using (bucket_id = 'site-files')$p$;

  execute 'drop policy if exists "admins add site files" on storage.objects';
  execute $p$create policy "admins add site files" on storage.objects
    for insert to authenticated with check (bucket_id = 'site-files' and (select public.is_admin()))$p$;

  execute 'drop policy if exists "admins replace site files" on storage.objects';
  execute $p$create policy "admins replace site files" on storage.objects
    for update to authenticated
    using (bucket_id = 'site-files' and (select public.is_admin()))
    with check (bucket_id = 'site-files' and (select public.is_admin()))$p$;

  execute 'drop policy if exists "admins remove site files" on storage.objects';
  execute $p$create policy "admins remove site files" on storage.objects
    for delete to authenticated using (bucket_id = 'site-files' and (select public.is_admin()))$p$;
end
$migration$;
