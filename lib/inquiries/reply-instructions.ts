import 'server-only';
import { z } from 'zod';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import { AppError } from '@/lib/errors';
import { DEFAULT_REPLY_INSTRUCTIONS, REPLY_INSTRUCTIONS_MAX } from './reply-instructions-text';

export const replyInstructionsChange = z.object({
  instructions: z
    .string({ error: 'Write the instructions, or reset them to the default.' })
    .trim()
    .max(REPLY_INSTRUCTIONS_MAX, { error: `The instructions are at most ${REPLY_INSTRUCTIONS_MAX} characters.` }),
});

/** The instructions as the owner sees them: their own, or the default; `custom` says which. */
export async function getReplyInstructions(user: AuthUser): Promise<{ instructions: string; custom: boolean }> {
  if (!user.isAdmin) throw new AppError('forbidden', 'Only an admin can read the reply instructions.');
  const own = await (await reposFor(user)).inquiries.replyInstructions();
  return own ? { instructions: own, custom: true } : { instructions: DEFAULT_REPLY_INSTRUCTIONS, custom: false };
}

/** Saves the owner's instructions; empty, or the default word for word, goes back to the default. */
export async function setReplyInstructions(user: AuthUser, text: string) {
  if (!user.isAdmin) throw new AppError('forbidden', 'Only an admin can change the reply instructions.');
  const own = text && text !== DEFAULT_REPLY_INSTRUCTIONS ? text : null;
  await (await reposFor(user)).inquiries.setReplyInstructions(own);
  return own ? { instructions: own, custom: true } : { instructions: DEFAULT_REPLY_INSTRUCTIONS, custom: false };
}
