import { restoreSectionVersion } from '@/lib/content/history';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { restoreVersionBody, type SectionAnswer } from '../schema';

/** Puts an earlier version of a section back, as a new save (admins only). */
export const POST = userRoute<{ id: string }>(
  async ({ request, user, params }) => {
    const body = await readJson(request, restoreVersionBody, 4 * 1024);
    const section = await restoreSectionVersion(user, { id: params.id, ...body });
    return Response.json({ section } satisfies SectionAnswer);
  },
  { admin: true },
);
