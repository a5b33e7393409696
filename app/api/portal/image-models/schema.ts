import { z } from 'zod';
import { modelIdSchema } from '../schemas';

/** PUT /api/portal/image-models: marks (or unmarks) a model of the user's compatible endpoint as reading images. */
export const setImageModelBody = z.object({
  model: modelIdSchema,
  acceptsImages: z.boolean({ error: 'acceptsImages must be true or false.' }),
});
