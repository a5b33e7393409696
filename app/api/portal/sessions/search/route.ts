import { reposFor } from '@/lib/auth/repos';
import { userRoute } from '@/lib/auth/user-route';
import { parseOrThrow } from '@/lib/validation';
import { searchSessionsQuery } from '../../schemas';
import type { SearchAnswer } from './schema';

const MAX_RESULTS = 20;

/** The caller's sessions whose title or messages match `q`, best first (RLS keeps it to their own). */
export const GET = userRoute(async ({ request, user }) => {
  const { q } = parseOrThrow(searchSessionsQuery, { q: new URL(request.url).searchParams.get('q') ?? undefined });
  const results = await (await reposFor(user)).chats.searchSessions({ query: q, count: MAX_RESULTS });
  return Response.json({ results } satisfies SearchAnswer, { headers: { 'Cache-Control': 'no-store' } });
});
