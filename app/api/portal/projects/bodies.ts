import { z } from 'zod';
import { PROJECT_INSTRUCTIONS_MAX, PROJECT_NAME_MAX } from '@/lib/ai/projects/limits';

const name = z
  .string({ error: 'A project needs a name.' })
  .trim()
  .min(1, 'A project needs a name.')
  .max(PROJECT_NAME_MAX, `The name is too long (at most ${PROJECT_NAME_MAX} characters).`);
const instructions = z
  .string()
  .trim()
  .max(PROJECT_INSTRUCTIONS_MAX, `Instructions are too long (at most ${PROJECT_INSTRUCTIONS_MAX} characters).`);

export const createProjectBody = z.object({ name, instructions: instructions.default('') });

export const updateProjectBody = z
  .object({ name: name.optional(), instructions: instructions.optional() })
  .refine((body) => Object.keys(body).length > 0, 'Nothing to update.');

/** A chat's project: a project's id, or null for none. */
export const sessionProjectBody = z.object({
  projectId: z.uuid({ error: 'That project could not be found.' }).nullable(),
});
