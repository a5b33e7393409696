import { z } from 'zod';

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
