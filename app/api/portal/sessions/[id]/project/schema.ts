import type { z } from 'zod';
import type { sessionProjectBody } from '@/app/api/portal/projects/bodies';

/** What the portal sends to move a chat into a project (or, null, out of any); the answer is 204. */
export type SessionProjectRequest = z.input<typeof sessionProjectBody>;
