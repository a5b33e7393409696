import { saveSection } from '@/lib/content/save';
import { readJson } from '@/lib/http/request';
import { userRoute } from '@/lib/auth/user-route';
import { saveSectionBody } from './schema';

/** Saves one page section (admins only) and revalidates the public pages. */
export const PATCH = userRoute<{ id: string }>(
  async ({ request, user, params }) => {
    const body = await readJson(request, saveSectionBody);
    const section = await saveSection(user, { id: params.id, ...body });
    return Response.json({ section });
  },
  { admin: true },
);
