import { z } from 'zod';
import { COMPARE_MAX, COMPARE_MIN } from '@/lib/ai/compare/compare-events';
import { PROVIDERS } from '@/lib/ai/model-catalogue';
import { modelIdSchema } from '../../portal/schemas';
import { chatRequestSchema } from '../schema';

const targetSchema = z.object({
  provider: z.enum(PROVIDERS, { error: `provider must be one of ${PROVIDERS.join(', ')}` }),
  model: modelIdSchema,
});

/** One message to 2 or 3 models, each from one of the caller's keys. */
export const compareRequestSchema = chatRequestSchema.pick({ sessionId: true, message: true }).extend({
  targets: z
    .array(targetSchema, { error: 'targets must list the models to compare.' })
    .min(COMPARE_MIN, `Tick at least ${COMPARE_MIN} models to compare.`)
    .max(COMPARE_MAX, `Compare at most ${COMPARE_MAX} models at once.`)
    .refine(
      (targets) => new Set(targets.map((t) => `${t.provider}\n${t.model}`)).size === targets.length,
      'Each model can be compared once.',
    ),
});

/** What the portal sends for a Compare turn; the answer is an NDJSON stream (lib/ai/compare/compare-events). */
export type CompareRequest = z.input<typeof compareRequestSchema>;

export const keepRequestSchema = z.object({
  sessionId: chatRequestSchema.shape.sessionId,
  messageId: z.uuid({ error: 'messageId must be the id of a message.' }),
});
