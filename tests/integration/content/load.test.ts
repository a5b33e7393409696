import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getPageContent } from '@/lib/content/load';
import { contentRegistry } from '@/lib/content/registry';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { openTestDatabase } from '../../support/database';

let db: EmbeddedDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
  provideEmbeddedDatabase(db);
});
afterEach(() => vi.restoreAllMocks());

describe('public page content', () => {
  it('comes from page_content', async () => {
    await db.query(
      `update page_content set content = jsonb_set(content, '{headline}', '"From the database"') where page_name = 'home' and section_name = 'hero'`,
    );
    expect((await getPageContent('home')).hero.headline).toBe('From the database');
  });

  it('falls back to the default for a section that no longer fits its schema, with a warning, and keeps the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await db.query(
      `update page_content set content = '{"quote": 42}' where page_name = 'home' and section_name = 'doctrine'`,
    );
    const home = await getPageContent('home');
    expect(home.doctrine).toEqual(contentRegistry.home.doctrine.defaults);
    expect(home.hero.headline).toBe('From the database');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('home/doctrine does not fit its schema'));
  });

  it('uses the default for a missing section', async () => {
    await db.query(`delete from page_content where page_name = 'about' and section_name = 'mission'`);
    expect((await getPageContent('about')).mission).toEqual(contentRegistry.about.mission.defaults);
  });

  it('renders the default copy when the database cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await db.close();
    expect(await getPageContent('donate')).toEqual(
      Object.fromEntries(Object.entries(contentRegistry.donate).map(([k, v]) => [k, v.defaults])),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be loaded'), expect.anything());
  });
});
