import { draftSeoDescription } from '@/lib/content/seo-draft';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { seoDraftBody, type SeoDraftAnswer } from './schema';

/** A meta description drafted from the page's text with the admin's own key; nothing is saved. */
export const POST = userRoute(
  async ({ request, user }) => {
    const { page } = await readJson(request, seoDraftBody, 4 * 1024);
    return Response.json((await draftSeoDescription(user, page)) satisfies SeoDraftAnswer);
  },
  { admin: true },
);
