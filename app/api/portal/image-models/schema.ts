import { z } from 'zod';
import { modelIdSchema } from '../schemas';

/** PUT /api/portal/image-models: marks (or unmarks) a model of the user's compatible endpoint as reading images. */
export const setImageModelBody = z.object({
  model: modelIdSchema,
  acceptsImages: z.boolean({ error: 'acceptsImages must be true or false.' }),
});

export type SetImageModelRequest = z.input<typeof setImageModelBody>;
/** GET and PUT: the models marked "accepts images". */
export type ImageModelsAnswer = { models: string[] };
