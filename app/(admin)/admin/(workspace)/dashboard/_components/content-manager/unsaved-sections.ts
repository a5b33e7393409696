import type { ContentRow } from '@/lib/data/port';
import { formatLabel } from './content-paths';

/** A section's edits not saved yet, and the version they started from. */
export type Draft = { content: unknown; baseUpdatedAt: string };

const pretty = (value: unknown) => JSON.stringify(value, null, 2) ?? '';

/** A draft counts as unsaved only while it differs from the saved content (typing a change back is no edit). */
export function isDirty(row: ContentRow, draft: Draft | undefined): boolean {
  return draft !== undefined && pretty(draft.content) !== pretty(row.content);
}

/**
 * The names the unsaved-changes question lists ("hero, footer"): the sections' own names, with
 * their page in front when the edits span several pages, where "hero" alone would be ambiguous.
 */
export function unsavedSectionNames(rows: readonly ContentRow[], drafts: Record<string, Draft>): string[] {
  const dirty = rows.filter((row) => isDirty(row, drafts[row.id]));
  const severalPages = new Set(dirty.map((row) => row.pageName)).size > 1;
  return dirty.map((row) =>
    severalPages ? `${row.pageName} ${formatLabel(row.sectionName)}` : formatLabel(row.sectionName),
  );
}

export function leaveQuestion(names: readonly string[]): string {
  return `You have unsaved changes in ${names.join(', ')}. Leave anyway?`;
}
