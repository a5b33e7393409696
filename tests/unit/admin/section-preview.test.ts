import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PublicSectionPreview from '@/app/(admin)/admin/(workspace)/dashboard/_components/public-section-preview';
import { sectionHref } from '@/app/(admin)/admin/(workspace)/dashboard/_components/content-manager/section-location';
import { getSectionDefaults, listDefaultSections } from '@/lib/content/registry';

// Every section drawn on a page; a page's Search & sharing fields are not (their card draws a search result).
const sections = listDefaultSections().filter((s) => s.section_name !== 'seo');
const links = getSectionDefaults('site', 'links');

describe('section locations on the public site', () => {
  it.each(sections.map((s) => [s.page_name, s.section_name]))('%s/%s has a path and an anchor', (page, section) => {
    expect(sectionHref(page, section)).toMatch(/^\/(about|portfolio|donate|contact|privacy)?#[a-z0-9-]+$/);
  });

  it('answers nothing for sections it does not know, including inherited names', () => {
    expect(sectionHref('home', 'nope')).toBeUndefined();
    expect(sectionHref('constructor', 'name')).toBeUndefined();
    expect(sectionHref('home', 'toString')).toBeUndefined();
  });

  it('has no place for the search fields, which show in search results, not on the page', () => {
    expect(sectionHref('about', 'seo')).toBeUndefined();
  });
});

describe('the preview renderer', () => {
  const render = (pageName: string, sectionName: string, content: unknown) =>
    renderToStaticMarkup(createElement(PublicSectionPreview, { pageName, sectionName, content, links }));

  it.each(sections.map((s) => [s.page_name, s.section_name, s.content] as const))(
    'draws %s/%s with the public component, carrying its anchor',
    (page, section, content) => {
      const html = render(page, section, content);
      expect(html).not.toContain('has no preview');
      const anchor = sectionHref(page, section)!.split('#')[1];
      // The thank-you replaces the form only after a send: its link opens the page at the top.
      const shownAfterASend = page === 'contact' && section === 'thank_you';
      if (page !== 'site' && !shownAfterASend) expect(html).toContain(`id="${anchor}"`);
    },
  );

  it('escapes what a draft holds, as the public page does', () => {
    const hero = { ...getSectionDefaults('home', 'hero'), headline: '&lt;b&gt; " onmouseover="x' };
    const html = render('home', 'hero', hero);
    expect(html).toContain('&amp;lt;b&amp;gt; &quot; onmouseover=&quot;x');
    expect(html).not.toContain('onmouseover="x');
  });
});
