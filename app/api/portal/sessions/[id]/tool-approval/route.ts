import { answerApproval } from '@/lib/ai/tools/approvals';
import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { AppError } from '@/lib/errors';
import { readJson } from '@/lib/http/request';
import { toolApprovalBody, type ToolApprovalAnswer } from './schema';

/**
 * The user's Allow once, Always allow or Deny for a tool call the chat's running reply waits on.
 * Only the chat's owner answers: the session is read as the user first (someone else's is not
 * found), and the waiting call must belong to this user too.
 */
export const POST = userRoute<{ id: string }>(async ({ request, user, params }) => {
  const { callId, answer } = await readJson(request, toolApprovalBody, 4 * 1024);
  const repos = await reposFor(user);
  if (!(await repos.chats.getSession(params.id))) throw new AppError('not_found', 'Chat session not found.');
  const call = answerApproval(params.id, callId, user.id, answer);
  return Response.json({ answered: call !== null } satisfies ToolApprovalAnswer);
});
