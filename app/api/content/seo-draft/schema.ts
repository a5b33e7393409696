import { z } from 'zod';

export const seoDraftBody = z.object({
  page: z.enum(['home', 'about', 'portfolio', 'donate'], { error: 'page must be home, about, portfolio or donate' }),
});
