import { describe, expect, it } from 'vitest';
import {
  isDirty,
  leaveQuestion,
  unsavedSectionNames,
} from '@/app/(admin)/admin/(workspace)/dashboard/_components/content-manager/unsaved-sections';
import type { ContentRow } from '@/lib/data/port';

const updatedAt = '2025-01-01T00:00:00.000Z';
function row(pageName: string, sectionName: string, content: unknown = { text: 'saved' }): ContentRow {
  return { id: `${pageName}/${sectionName}`, pageName, sectionName, content, updatedAt, updatedBy: 'unknown' };
}
const draft = (content: unknown) => ({ content, baseUpdatedAt: updatedAt });

describe('the unsaved-changes question', () => {
  it('counts a draft only while it differs from the saved content', () => {
    expect(isDirty(row('home', 'hero'), undefined)).toBe(false);
    expect(isDirty(row('home', 'hero'), draft({ text: 'saved' }))).toBe(false);
    expect(isDirty(row('home', 'hero'), draft({ text: 'edited' }))).toBe(true);
  });

  it('names the edited sections in the order given, as the cards are labelled', () => {
    const rows = [row('home', 'hero'), row('home', 'core_values'), row('home', 'doctrine'), row('home', 'footer')];
    const drafts = {
      'home/hero': draft({ text: 'edited' }),
      'home/doctrine': draft({ text: 'saved' }),
      'home/core_values': draft({ text: 'edited' }),
      'home/footer': draft({ text: 'edited' }),
    };
    const names = unsavedSectionNames(rows, drafts);
    expect(names).toEqual(['hero', 'core values', 'footer']);
    expect(leaveQuestion(['hero', 'footer'])).toBe('You have unsaved changes in hero, footer. Leave anyway?');
  });

  it('puts the page in front when the edits span several pages, where "hero" alone is ambiguous', () => {
    const rows = [row('home', 'hero'), row('about', 'hero')];
    const drafts = { 'home/hero': draft({ text: 'a' }), 'about/hero': draft({ text: 'b' }) };
    expect(unsavedSectionNames(rows, drafts)).toEqual(['home hero', 'about hero']);
  });
});
