import type { z } from 'zod';
import type { keepRequestSchema } from '../schema';

export type KeepRequest = z.input<typeof keepRequestSchema>;
/** POST: the Compare turn (its group) and the reply kept in it. */
export type KeepAnswer = { group: string; kept: string };
