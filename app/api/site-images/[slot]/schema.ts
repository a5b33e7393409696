import { z } from 'zod';
import type { SiteImageFile, SiteImageSlot } from '@/lib/data/port';
import { ALT_TEXT_MAX } from '@/lib/site-images/slots';

export const altTextBody = z.object({
  altText: z
    .string({ error: 'altText is required' })
    .max(ALT_TEXT_MAX, `The alt text is too long (at most ${ALT_TEXT_MAX} characters).`),
});

// What the image cards (image-slot-manager.tsx) send and get back; POST takes the image's bytes.
export type AltTextRequest = z.input<typeof altTextBody>;
/** POST, PATCH and DELETE: the slot as it is now (file null: the built-in image). */
export type SiteImageAnswer = {
  image: { slot: SiteImageSlot; altText: string | null; file: (SiteImageFile & { url: string }) | null };
};
