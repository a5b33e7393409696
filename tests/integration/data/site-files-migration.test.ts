import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { withCaller } from '@/lib/data/embedded/repos/with-caller';
import type { Caller } from '@/lib/data/port';
import { createUser, openTestDatabase } from '../../support/database';

const sql = fs.readFileSync('supabase/migrations/20261125000300_site_files.sql', 'utf8');

// The few columns of Supabase Storage's tables the migration and its policies touch.
const storageStub = `
  create schema storage;
  create table storage.buckets (id text primary key, name text not null, public boolean default false,
    file_size_limit bigint, allowed_mime_types text[]);
  create table storage.objects (id uuid primary key default gen_random_uuid(), bucket_id text, name text);
  alter table storage.objects enable row level security;
  grant usage on schema storage to anon, authenticated;
  grant select, insert, update, delete on storage.objects to anon, authenticated;
`;

let db: EmbeddedDatabase;
afterAll(() => db?.close());
beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
});

const put = (caller: Caller, name: string) =>
  withCaller(db, caller, (tx) =>
    tx.query(`insert into storage.objects (bucket_id, name) values ('site-files', $1)`, [name]),
  );

describe('supabase/migrations/20261125000300_site_files.sql', () => {
  it('is skipped on the embedded database, which has no storage schema', async () => {
    const schema = await db.query(`select 1 from pg_namespace where nspname = 'storage'`);
    expect(schema.rows).toHaveLength(0);
    const recorded = await db.query(
      `select 1 from supabase_migrations.schema_migrations where version = '20261125000300'`,
    );
    expect(recorded.rows).toHaveLength(1);
  });

  it('on a Storage-like schema: a public 5 MB bucket that everyone reads and only admins write', async () => {
    await db.exec(storageStub);
    await db.exec(sql);
    await db.exec(sql); // re-runnable
    const bucket = await db.query<{ public: boolean; file_size_limit: string }>(
      `select public, file_size_limit::text from storage.buckets where id = 'site-files'`,
    );
    expect(bucket.rows).toEqual([{ public: true, file_size_limit: '5242880' }]);

    const owner = await createUser(db, 'files-owner@example.com');
    const other = await createUser(db, 'files-other@example.com', { isAdmin: false });
    await put(owner.caller, 'resume/resume.pdf');
    await expect(put(other.caller, 'resume/evil.pdf')).rejects.toMatchObject({ code: 'forbidden' });
    await expect(put({ role: 'anon' }, 'resume/evil.pdf')).rejects.toMatchObject({ code: 'forbidden' });
    const seen = await withCaller(db, { role: 'anon' }, (tx) => tx.query(`select name from storage.objects`));
    expect(seen.rows).toEqual([{ name: 'resume/resume.pdf' }]);
    const removed = await withCaller(db, other.caller, (tx) => tx.query(`delete from storage.objects`));
    expect(removed.affectedRows).toBe(0);
  });
});

describe('supabase/migrations/20261126000110_site_files_image_limit.sql', () => {
  it('raises the bucket cap to the 10 MB the site images may take after re-encoding', async () => {
    await db.exec(fs.readFileSync('supabase/migrations/20261126000110_site_files_image_limit.sql', 'utf8'));
    const bucket = await db.query<{ file_size_limit: string }>(
      `select file_size_limit::text from storage.buckets where id = 'site-files'`,
    );
    expect(bucket.rows).toEqual([{ file_size_limit: '10485760' }]);
  });
});

describe('supabase/migrations/20261128000300_site_files_types.sql', () => {
  const types = fs.readFileSync('supabase/migrations/20261128000300_site_files_types.sql', 'utf8');

  it('is skipped on the embedded database, and recorded as applied', async () => {
    const fresh = await openTestDatabase();
    const recorded = await fresh.query(
      `select 1 from supabase_migrations.schema_migrations where version = '20261128000300'`,
    );
    expect(recorded.rows).toHaveLength(1);
    await fresh.close();
  });

  // Issue #23, point 7: a file posted straight to Storage (around the app's checks) meets both limits.
  it('gives the bucket both limits: the types the app stores, and 10 MB', async () => {
    await db.exec(types);
    await db.exec(types); // re-runnable
    const bucket = await db.query<{ allowed_mime_types: string[]; file_size_limit: string }>(
      `select allowed_mime_types, file_size_limit::text from storage.buckets where id = 'site-files'`,
    );
    expect(bucket.rows).toEqual([
      {
        allowed_mime_types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
        file_size_limit: '10485760',
      },
    ]);
  });
});
