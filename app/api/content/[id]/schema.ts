import { z } from 'zod';
import type { ContentRow, ContentVersion } from '@/lib/data/port';

/** The section's updatedAt as the editor loaded it: a save made since then is refused. */
export const expectedUpdatedAt = z
  .string({ error: 'expectedUpdatedAt is required' })
  .pipe(z.iso.datetime({ offset: true, error: 'expectedUpdatedAt must be the updatedAt you loaded' }));

export const saveSectionBody = z.object({
  content: z.unknown().refine((value) => value !== undefined, 'content is required'),
  expectedUpdatedAt,
});

export const restoreVersionBody = z.object({
  versionId: z.string({ error: 'versionId is required' }).min(1, 'versionId is required'),
  expectedUpdatedAt,
});

// What the routes answer, and what the editor (content-api.ts) sends: a route that changes either
// breaks its client at compile time (the routes check their answer with `satisfies`).
export type SaveSectionRequest = z.input<typeof saveSectionBody>;
export type RestoreVersionRequest = z.input<typeof restoreVersionBody>;
/** GET, PATCH and /restore: the section as it is stored now. */
export type SectionAnswer = { section: ContentRow };
/** /history: the versions earlier saves replaced, newest first. */
export type HistoryAnswer = { versions: ContentVersion[] };
