import { uploadAttachments } from '@/lib/ai/attachments/upload';
import { userRoute } from '@/lib/auth/user-route';
import type { UploadAnswer } from './schema';

/**
 * The files of the next message (multipart: `sessionId` and up to 10 `file` parts), counted as
 * they stream in, checked by content and stored; the chat request then names them by id.
 */
export const POST = userRoute(async ({ request, user }) => {
  const attachments = await uploadAttachments(user, request);
  return Response.json({ attachments } satisfies UploadAnswer, { status: 201 });
});
