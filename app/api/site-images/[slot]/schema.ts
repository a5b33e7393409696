import { z } from 'zod';
import { ALT_TEXT_MAX } from '@/lib/site-images/slots';

export const altTextBody = z.object({
  altText: z
    .string({ error: 'altText is required' })
    .max(ALT_TEXT_MAX, `The alt text is too long (at most ${ALT_TEXT_MAX} characters).`),
});
