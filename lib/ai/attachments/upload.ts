import 'server-only';
import { reposFor } from '@/lib/auth/repos';
import type { AuthUser } from '@/lib/auth/types';
import type { ChatAttachment } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { prepareAttachment } from './prepare';
import { readUpload } from './read-upload';
import { takeUpload } from './upload-rate-limit';

/** How long an uploaded file waits for its message: longer than any send takes to name it. */
const UNSENT_KEPT_SECONDS = 15 * 60;

/**
 * One message's files: read within the limits, each checked and prepared, and only then stored
 * (so one refused file stores none of them), as the caller, into their own session.
 */
export async function uploadAttachments(user: AuthUser, request: Request): Promise<ChatAttachment[]> {
  await takeUpload(user);
  const { sessionId, files } = await readUpload(request);
  const repos = await reposFor(user);
  // Someone else's (or a missing) session is refused before any file is decoded.
  if (!(await repos.chats.getSession(sessionId))) throw new AppError('not_found', 'Chat session not found.');
  const prepared = [];
  // One at a time: decoding images and PDFs is memory-heavy, and the machine is shared.
  for (const file of files) prepared.push(await prepareAttachment(file));
  // Files of a message that was refused are uploaded again with the next try, and a message
  // never sent leaves its files behind: the user's old unsent copies go, from every session.
  if (await repos.attachments.dropUnsent(UNSENT_KEPT_SECONDS)) await repos.attachments.sweep();
  const stored: ChatAttachment[] = [];
  for (const attachment of prepared) stored.push(await repos.attachments.add({ sessionId, ...attachment }));
  return stored;
}
