import { userRoute } from '@/lib/auth/user-route';
import { readJson } from '@/lib/http/request';
import { replyInstructionsChange, setReplyInstructions } from '@/lib/inquiries/reply-instructions';
import type { ReplyInstructionsAnswer } from './schema';

/** The owner's instructions for "Draft a reply"; empty goes back to the default. Admins only. */
export const PUT = userRoute(
  async ({ request, user }) => {
    const { instructions } = await readJson(request, replyInstructionsChange, 32 * 1024);
    return Response.json((await setReplyInstructions(user, instructions)) satisfies ReplyInstructionsAnswer);
  },
  { admin: true },
);
