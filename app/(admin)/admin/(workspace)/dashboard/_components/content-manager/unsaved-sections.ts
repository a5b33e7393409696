import type { ContentRow } from '@/lib/data/port';
import { pageLabel, sectionLabel } from '@/lib/content/labels';

/** A section's edits not saved yet, and the version they started from. */
export type Draft = { content: unknown; baseUpdatedAt: string };

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? '';

/** A draft counts as unsaved only while it differs from the saved content (typing a change back is no edit). */
export function isDirty(row: ContentRow, draft: Draft | undefined): boolean {
  return draft !== undefined && pretty(draft.content) !== pretty(row.content);
}

/**
 * The names the unsaved-changes question lists ("Top of the page, Footer"): the sections' own names, with
 * their page in front when the edits span several pages, where a section's name alone would be ambiguous.
 */
export function unsavedSectionNames(rows: readonly ContentRow[], drafts: Record<string, Draft>): string[] {
  const dirty = rows.filter((row) => isDirty(row, drafts[row.id]));
  const severalPages = new Set(dirty.map((row) => row.pageName)).size > 1;
  return dirty.map((row) => {
    const section = sectionLabel(row.pageName, row.sectionName);
    return severalPages ? `${pageLabel(row.pageName)}: ${section}` : section;
  });
}

export function leaveQuestion(names: readonly string[]): string {
  return `You have unsaved changes in ${names.join(', ')}. Leave anyway?`;
}
