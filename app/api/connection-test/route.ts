import { requireApiAdmin } from '@/lib/auth';
import { runConnectionTests } from '@/lib/diagnostics/connection-test';
import { errorResponse } from '@/lib/http/responses';
import { assertSameOrigin } from '@/lib/http/request';

/** Runs the backend connection checks for a signed-in admin. */
export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const user = await requireApiAdmin();
    return Response.json(await runConnectionTests(user));
  } catch (error) {
    return errorResponse(error);
  }
}
