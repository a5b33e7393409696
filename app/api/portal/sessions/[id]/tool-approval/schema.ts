import { z } from 'zod';

export const toolApprovalBody = z.object({
  callId: z.string().min(1).max(200),
  answer: z.enum(['once', 'always', 'deny'], { error: 'Answer Allow once, Always allow or Deny.' }),
});

/** POST: whether a call was waiting for this answer (false: it was answered, stopped or timed out). */
export type ToolApprovalAnswer = { answered: boolean };
