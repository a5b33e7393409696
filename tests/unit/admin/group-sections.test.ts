import { describe, expect, it } from 'vitest';
import { groupByPage } from '@/app/(admin)/admin/(workspace)/dashboard/_components/content-manager/group-sections';
import type { ContentRow } from '@/lib/data/port';

function row(pageName: string, sectionName: string): ContentRow {
  const updatedAt = '2025-01-01T00:00:00.000Z';
  return { id: `${pageName}/${sectionName}`, pageName, sectionName, content: {}, updatedAt, updatedBy: 'unknown' };
}

describe('groupByPage', () => {
  it('orders pages and sections like the site, whatever order the rows come in', () => {
    const rows = [row('about', 'work'), row('home', 'hero'), row('about', 'journey'), row('site', 'links')];
    rows.push(row('home', 'about'), row('portfolio', 'skills'), row('donate', 'intro'));
    const groups = groupByPage(rows);
    expect(groups.map((g) => g.pageName)).toEqual(['home', 'about', 'portfolio', 'donate', 'site']);
    expect(groups[0]?.sections.map((s) => s.sectionName)).toEqual(['hero', 'about']);
    expect(groups[1]?.sections.map((s) => s.sectionName)).toEqual(['journey', 'work']);
  });

  it('keeps unknown pages and sections, after the known ones and alphabetically', () => {
    const groups = groupByPage([row('zeta', 'b'), row('home', 'zz_extra'), row('alpha', 'x'), row('home', 'hero')]);
    expect(groups.map((g) => g.pageName)).toEqual(['home', 'alpha', 'zeta']);
    expect(groups[0]?.sections.map((s) => s.sectionName)).toEqual(['hero', 'zz_extra']);
  });

  it('gives no groups for no rows', () => {
    expect(groupByPage([])).toEqual([]);
  });
});
