import type { z } from 'zod';
import type { getReplyInstructions, replyInstructionsChange } from '@/lib/inquiries/reply-instructions';

// What the Reply instructions form (reply-instructions-form.tsx) sends and gets back.
export type ReplyInstructionsRequest = z.input<typeof replyInstructionsChange>;
export type ReplyInstructionsAnswer = Awaited<ReturnType<typeof getReplyInstructions>>;
