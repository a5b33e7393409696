import { userRoute } from '@/lib/auth/user-route';
import { publishPageDraft } from '@/lib/content/page-draft';
import { readJson } from '@/lib/http/request';
import { requireEditablePage } from '@/lib/content/editable-pages';
import { publishBody, type PublishAnswer } from '../schema';

/** One Publish for the page: every drafted section, each checked for conflicts and kept in its history. */
export const POST = userRoute<{ page: string }>(
  async ({ request, user, params }) => {
    const { overwrite } = await readJson(request, publishBody, 1024);
    const page = requireEditablePage(params.page);
    return Response.json({ sections: await publishPageDraft(user, page, { overwrite }) } satisfies PublishAnswer);
  },
  { admin: true },
);
