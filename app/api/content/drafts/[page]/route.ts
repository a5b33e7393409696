import { userRoute } from '@/lib/auth/user-route';
import { requireEditablePage } from '@/lib/content/editable-pages';
import { discardPageDraft, loadPageDraft, saveSectionDraft } from '@/lib/content/page-draft';
import { readJson } from '@/lib/http/request';
import { saveDraftBody, type PageDraftAnswer, type SectionDraftAnswer } from './schema';

type Params = { page: string };

/** The page's sections and the signed-in admin's draft of them (admins only). */
export const GET = userRoute<Params>(
  async ({ user, params }) =>
    Response.json((await loadPageDraft(user, requireEditablePage(params.page))) satisfies PageDraftAnswer),
  { admin: true },
);

/** Keeps the admin's edit of one section of the page as their draft; nothing is published. */
export const PUT = userRoute<Params>(
  async ({ request, user, params }) => {
    const body = await readJson(request, saveDraftBody);
    const page = requireEditablePage(params.page);
    return Response.json({ draft: await saveSectionDraft(user, page, body) } satisfies SectionDraftAnswer);
  },
  { admin: true },
);

/** "Discard draft": the admin's drafts of the page go; the page stays as it is live. */
export const DELETE = userRoute<Params>(
  async ({ user, params }) => {
    await discardPageDraft(user, requireEditablePage(params.page));
    return new Response(null, { status: 204 });
  },
  { admin: true },
);
