import { z } from 'zod';
import { userRoute } from '@/lib/auth/user-route';
import { draftInquiryReply } from '@/lib/inquiries/reply-draft';
import { parseOrThrow } from '@/lib/validation';
import type { ReplyDraftAnswer } from './schema';

/** "Draft a reply": written with the admin's own key from the inquiry and the site's content; nothing is sent. */
export const POST = userRoute<{ id: string }>(
  async ({ params, user }) => {
    const id = parseOrThrow(z.uuid({ error: 'Unknown inquiry.' }), params.id);
    return Response.json((await draftInquiryReply(user, id)) satisfies ReplyDraftAnswer);
  },
  { admin: true },
);
