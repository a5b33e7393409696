import { stopLocalTurn } from '@/lib/ai/running-turns';
import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import type { StopAnswer } from './schema';

/**
 * Stop: the one way a reply ends early. Closing the tab or losing the connection does not
 * stop it. Recorded in the session row, so the instance relaying the reply sees it whichever
 * instance took this request; `stopping` is false when no reply was running.
 */
export const POST = userRoute<{ id: string }>(async ({ user, params }) => {
  const chats = (await reposFor(user)).chats;
  // Refuses someone else's session (not found) before anything else happens.
  const stopping = await chats.requestStop(params.id);
  if (stopping) stopLocalTurn(params.id);
  return Response.json({ stopping } satisfies StopAnswer);
});
