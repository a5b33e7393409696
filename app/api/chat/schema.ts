import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from '@/lib/ai/chat-events';
import { MAX_ATTACHMENTS } from '@/lib/ai/attachments/limits';
import { PROVIDERS } from '@/lib/ai/model-catalogue';
import { modelIdSchema } from '../portal/schemas';

/** What the portal sends for one chat turn; the answer is an NDJSON stream (lib/ai/chat-events). */
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const chatRequestSchema = z.object({
  // Each limit names itself: the type's `error` would otherwise answer "is required" to a value that is too long.
  sessionId: z
    .string({ error: 'sessionId is required' })
    .min(1, 'sessionId is required')
    .max(64, 'sessionId is too long (at most 64 characters).'),
  message: z
    .string({ error: 'message is required' })
    .max(MAX_MESSAGE_LENGTH, `The message is too long (at most ${MAX_MESSAGE_LENGTH} characters).`)
    .refine((text) => text.trim().length > 0, 'The message is empty.'),
  provider: z.enum(PROVIDERS, { error: `provider must be one of ${PROVIDERS.join(', ')}` }),
  model: modelIdSchema,
  /**
   * Answer the session's last user message again instead of adding `message` as a new one:
   * with its text unchanged that is Regenerate, with new text it is Edit. The replies after it
   * are replaced.
   */
  resendOf: z.uuid({ error: 'resendOf must be the id of a message.' }).optional(),
  /** Files uploaded for this message (POST /api/portal/attachments), sent with it. */
  attachmentIds: z
    .array(z.uuid({ error: 'attachmentIds must be ids of uploaded files.' }))
    .max(MAX_ATTACHMENTS, `At most ${MAX_ATTACHMENTS} files can go with one message.`)
    // Checked here, before the question is stored: the files are bound to it afterwards.
    .refine((ids) => new Set(ids).size === ids.length, 'attachmentIds names a file twice.')
    .optional(),
});
