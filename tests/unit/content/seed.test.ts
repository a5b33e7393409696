import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderSeedSql } from '@/lib/content/seed-sql';
import { contentRegistry, listDefaultSections } from '@/lib/content/registry';

describe('seed', () => {
  it('matches the typed defaults (run `npm run seed:generate` after changing lib/content)', () => {
    expect(fs.readFileSync('supabase/seed.sql', 'utf8')).toBe(renderSeedSql());
  });

  it('has a row for every section of every page, each valid for its own schema', () => {
    const rows = listDefaultSections();
    const expected = Object.entries(contentRegistry).flatMap(([page, sections]) =>
      Object.keys(sections).map((s) => `${page}/${s}`),
    );
    expect(rows.map((r) => `${r.page_name}/${r.section_name}`)).toEqual(expected);
    for (const row of rows) {
      const entry = (
        contentRegistry as Record<string, Record<string, { schema: { safeParse(v: unknown): { success: boolean } } }>>
      )[row.page_name]![row.section_name]!;
      expect(entry.schema.safeParse(row.content).success, `${row.page_name}/${row.section_name}`).toBe(true);
    }
  });
});
