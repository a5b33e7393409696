import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentManager } from '@/app/(admin)/admin/(workspace)/dashboard/_components/content-manager/content-manager';
import type { ContentRow } from '@/lib/data/port';

// The editor's first render is the server's (the dashboard passes the rows it read): it must
// show the sections, or the empty state, without waiting for a request from the browser.
const hero: ContentRow = {
  id: '5d9f1a2e-0000-4000-8000-000000000001',
  pageName: 'home',
  sectionName: 'hero',
  content: { headline: 'Rendered on the server' },
  updatedAt: '2026-01-02T03:04:05.000Z',
  updatedBy: 'owner@example.com',
};

describe('the content manager on first render', () => {
  it('shows the rows it was given', () => {
    const html = renderToStaticMarkup(createElement(ContentManager, { initialRows: [hero] }));
    expect(html).toContain(`section-${hero.id}-title`);
    expect(html).toContain('value="Rendered on the server"');
    expect(html).not.toContain('Loading content');
  });

  it('shows the expected table when there are no rows', () => {
    const html = renderToStaticMarkup(createElement(ContentManager, { initialRows: [] }));
    expect(html).toContain('No content available. Please set up your database schema first.');
    for (const column of ['id', 'page_name', 'section_name', 'content', 'updated_at', 'updated_by'])
      expect(html).toContain(`<td class="border border-border px-3 py-1">${column}</td>`);
  });
});

describe('the content manager in the owner’s words', () => {
  it('names tabs and sections in words, and a section nobody edited says so', () => {
    const seeded: ContentRow = { ...hero, updatedBy: 'unknown' };
    const links: ContentRow = { ...hero, id: `${hero.id.slice(0, -1)}2`, pageName: 'site', sectionName: 'links' };
    const html = renderToStaticMarkup(createElement(ContentManager, { initialRows: [seeded, links] }));
    expect(html).toContain('>Home</button>');
    expect(html).toContain('>Whole site</button>');
    expect(html).toContain('Top of the page</h3>');
    expect(html).toContain('Links and name</h3>');
    expect(html).toContain('Not edited yet (the original text)');
    expect(html).not.toContain('by unknown');
    expect(html).toContain('>Headline</label>');
  });
});
