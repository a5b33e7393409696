import { getSectionForEditor } from '@/lib/content/editor-sections';
import { saveSection } from '@/lib/content/save';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { saveSectionBody, type SectionAnswer } from './schema';

/** One page section with its version and editor (admins only): what a discarded edit goes back to. */
export const GET = userRoute<{ id: string }>(
  async ({ user, params }) =>
    Response.json({ section: await getSectionForEditor(user, params.id) } satisfies SectionAnswer),
  { admin: true },
);

/** Saves one page section (admins only) and revalidates the public pages. */
export const PATCH = userRoute<{ id: string }>(
  async ({ request, user, params }) => {
    const body = await readJson(request, saveSectionBody);
    const section = await saveSection(user, { id: params.id, ...body });
    return Response.json({ section } satisfies SectionAnswer);
  },
  { admin: true },
);
