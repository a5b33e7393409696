import { requireApiAdmin } from '@/lib/auth';
import { callerFor } from '@/lib/auth/caller';
import { getData } from '@/lib/data';
import { errorResponse } from '@/lib/http/responses';

/** Every page section with its version and editor, for the signed-in content editor. */
export async function GET() {
  try {
    const user = await requireApiAdmin();
    const sections = await (await getData()).forCaller(callerFor(user)).content.list();
    return Response.json({ sections });
  } catch (error) {
    return errorResponse(error);
  }
}
