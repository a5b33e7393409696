import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { openTestDatabase } from '../../support/database';

const sql = fs.readFileSync('supabase/migrations/20261126000100_site_images.sql', 'utf8');

let db: EmbeddedDatabase;
afterAll(() => db?.close());
beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
});

// As on a site that existed before the migration: its table is gone, its about section is as saved then.
async function migrateWithPhotoAlt(photoAlt: string) {
  await db.exec('drop table public.site_images');
  await db.query(
    `update public.page_content set content = jsonb_set(content, '{photo_alt}', to_jsonb($1::text)), updated_by = 'owner@example.com'
     where page_name = 'home' and section_name = 'about'`,
    [photoAlt],
  );
  await db.exec(sql);
  return (await db.query('select slot, storage_key, alt_text, updated_by from public.site_images')).rows;
}

describe('supabase/migrations/20261126000100_site_images.sql', () => {
  it("carries an edited about photo alt text over from the about section's content", async () => {
    expect(await migrateWithPhotoAlt('Jordan at the flight line, 2009')).toEqual([
      {
        slot: 'about-photo',
        storage_key: null,
        alt_text: 'Jordan at the flight line, 2009',
        updated_by: 'owner@example.com',
      },
    ]);
  });

  it('leaves the default alt text to the code (no row)', async () => {
    expect(
      await migrateWithPhotoAlt('Portrait of Jordan Reyes, Marine Corps veteran and full-stack AI developer'),
    ).toEqual([]);
  });
});
