import { z } from 'zod';
import type { ContentRow, SectionDraft } from '@/lib/data/port';
import { expectedUpdatedAt } from '../../[id]/schema';

export const saveDraftBody = z.object({
  id: z.string({ error: 'id is required' }).min(1, 'id is required'),
  content: z.unknown().refine((value) => value !== undefined, 'content is required'),
  /** The section's updatedAt as the editor loaded it: what the draft began from. */
  baseUpdatedAt: expectedUpdatedAt,
});

export const publishBody = z.strictObject({
  /** Publish over sections someone else changed since the draft began (their versions stay in history). */
  overwrite: z.boolean().optional(),
});

// What the "Edit page" screen sends and gets back (its page-draft-api.ts imports these types).
export type SaveDraftRequest = z.input<typeof saveDraftBody>;
export type PublishRequest = z.input<typeof publishBody>;
/** GET: the page's sections and the admin's drafts of them. */
export type PageDraftAnswer = { sections: ContentRow[]; drafts: SectionDraft[] };
/** PUT: the stored draft of one section. */
export type SectionDraftAnswer = { draft: SectionDraft };
/** POST publish: the sections as they are stored now. */
export type PublishAnswer = { sections: ContentRow[] };
