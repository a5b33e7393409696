import { beforeAll, describe, expect, it, vi } from 'vitest';
import sitemap from '@/app/sitemap';
import { publicPageMetadata } from '@/lib/content/page-metadata';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { openTestDatabase } from '../../support/database';

let db: EmbeddedDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
  provideEmbeddedDatabase(db);
});

const saveSeo = (page: string, seo: Record<string, unknown>, updatedAt = 'now()') =>
  db.query(
    `update page_content set content = $1::jsonb, updated_at = ${updatedAt} where page_name = $2 and section_name = 'seo'`,
    [JSON.stringify(seo), page],
  );

describe("a public page's search and sharing fields", () => {
  it('start as the copy the pages had, seeded by the migration for every public page', async () => {
    const { rows } = await db.query<{ page_name: string }>(
      `select page_name from page_content where section_name = 'seo' order by page_name`,
    );
    expect(rows.map((row) => row.page_name)).toEqual(['about', 'contact', 'donate', 'home', 'portfolio', 'privacy']);
    const about = await publicPageMetadata('about', 'profile');
    expect(about.title).toEqual({ absolute: 'About | Mission Ready Tech' });
    expect(about.robots).toBeUndefined();
  });

  it('give the page its saved title, description and sharing tags', async () => {
    await saveSeo('portfolio', {
      title: 'Hire a Marine veteran developer',
      description: 'Ten years of systems work.',
      hide_from_search_engines: false,
    });
    const metadata = await publicPageMetadata('portfolio', 'profile');
    expect(metadata.title).toEqual({ absolute: 'Hire a Marine veteran developer' });
    expect(metadata.description).toBe('Ten years of systems work.');
    expect(metadata.openGraph).toMatchObject({ title: 'Hire a Marine veteran developer', type: 'profile' });
    expect(metadata.twitter).toMatchObject({ description: 'Ten years of systems work.' });
  });

  it('hide a page from search engines: robots noindex, and the sitemap leaves it out', async () => {
    await saveSeo('donate', { title: 'Donate', description: 'Support the mission.', hide_from_search_engines: true });
    expect((await publicPageMetadata('donate', 'website')).robots).toEqual({ index: false, follow: true });
    const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname);
    expect(urls).toEqual(['/', '/about', '/portfolio', '/contact', '/privacy']);
  });

  it("give each sitemap entry its content's last save as lastmod", async () => {
    await db.query(`update page_content set updated_at = '2026-01-02T03:04:05Z' where page_name = 'about'`);
    await db.query(
      `update page_content set updated_at = '2026-03-04T05:06:07Z' where page_name = 'about' and section_name = 'work'`,
    );
    const about = (await sitemap()).find((entry) => entry.url.endsWith('/about'));
    expect(about?.lastModified).toEqual(new Date('2026-03-04T05:06:07Z'));
  });

  it('fall back to the defaults when a stored value no longer fits', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await saveSeo('home', { title: '', description: 'x', hide_from_search_engines: 'yes' });
    const home = await publicPageMetadata('home', 'website');
    expect(home.title).toEqual({ absolute: 'Mission Ready Tech | Veteran-Owned AI Development & Lawn Care' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('home/seo does not fit its schema'));
    warn.mockRestore();
  });
});
