import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import type { SentAttachmentsAnswer } from './schema';

type Params = { id: string };

/** The files sent in a session (name, size, message), for its messages' chips. */
export const GET = userRoute<Params>(async ({ user, params }) => {
  const attachments = await (await reposFor(user)).attachments.listForSession(params.id);
  return Response.json({ attachments: attachments.filter((file) => file.messageId) } satisfies SentAttachmentsAnswer);
});
