import { requireApiAdmin } from '@/lib/auth';
import { saveSection } from '@/lib/content/save';
import { errorResponse } from '@/lib/http/responses';
import { assertSameOrigin, readJson } from '@/lib/http/request';
import { saveSectionBody } from './schema';

/** Saves one page section (admins only) and revalidates the public pages. */
export async function PATCH(request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    assertSameOrigin(request);
    const user = await requireApiAdmin();
    const body = await readJson(request, saveSectionBody);
    const section = await saveSection(user, { id: (await params).id, ...body });
    return Response.json({ section });
  } catch (error) {
    return errorResponse(error);
  }
}
