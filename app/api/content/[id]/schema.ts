import { z } from 'zod';

export const saveSectionBody = z.object({
  content: z.unknown().refine((value) => value !== undefined, 'content is required'),
  expectedUpdatedAt: z
    .string({ error: 'expectedUpdatedAt is required' })
    .pipe(z.iso.datetime({ offset: true, error: 'expectedUpdatedAt must be the updatedAt you loaded' })),
});
