import type { draftSeoDescription } from '@/lib/content/seo-draft';
import { z } from 'zod';

export const seoDraftBody = z.object({
  page: z.enum(['home', 'about', 'portfolio', 'donate', 'contact', 'privacy'], {
    error: 'page must be home, about, portfolio, donate, contact or privacy',
  }),
});

// What the Search & sharing card (seo-api.ts) sends and gets back.
export type SeoDraftRequest = z.input<typeof seoDraftBody>;
export type SeoDraftAnswer = Awaited<ReturnType<typeof draftSeoDescription>>;
