import type { draftSeoDescription } from '@/lib/content/seo-draft';
import { z } from 'zod';

export const seoDraftBody = z.object({
  page: z.enum(['home', 'about', 'portfolio', 'donate'], { error: 'page must be home, about, portfolio or donate' }),
});

// What the Search & sharing card (seo-api.ts) sends and gets back.
export type SeoDraftRequest = z.input<typeof seoDraftBody>;
export type SeoDraftAnswer = Awaited<ReturnType<typeof draftSeoDescription>>;
