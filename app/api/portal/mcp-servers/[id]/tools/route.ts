import { listServerTools } from '@/lib/ai/tools/servers';
import { userRoute } from '@/lib/auth/user-route';
import type { ServerToolsAnswer } from './schema';

/** The tools one of the user's servers offers (someone else's server is not found). */
export const GET = userRoute<{ id: string }>(async ({ user, params }) => {
  const tools = await listServerTools(user, params.id);
  return Response.json({ tools } satisfies ServerToolsAnswer);
});
