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

  it('names the edited sections in the order given, in the words the cards use', () => {
    const rows = [row('home', 'hero'), row('home', 'core_values'), row('home', 'doctrine'), row('home', 'footer')];
    const drafts = {
      'home/hero': draft({ text: 'edited' }),
      'home/doctrine': draft({ text: 'saved' }),
      'home/core_values': draft({ text: 'edited' }),
      'home/footer': draft({ text: 'edited' }),
    };
    const names = unsavedSectionNames(rows, drafts);
    expect(names).toEqual(['Top of the page', 'Core values', 'Footer']);
    expect(leaveQuestion(['Top of the page', 'Footer'])).toBe(
      'You have unsaved changes in Top of the page, Footer. Leave anyway?',
    );
  });

  it('puts the page in front when the edits span several pages, where a section name alone is ambiguous', () => {
    const rows = [row('home', 'contact'), row('donate', 'contact')];
    const drafts = { 'home/contact': draft({ text: 'a' }), 'donate/contact': draft({ text: 'b' }) };
    expect(unsavedSectionNames(rows, drafts)).toEqual(['Home: Contact', 'Donate: Contact']);
  });
});
