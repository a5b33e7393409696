import { errorResponse } from '@/lib/http/responses';
import { checkHealth } from '@/lib/supervisor/health';

/** 200 once the server's data is open (lib/supervisor/health.ts); for the supervisor and monitors. Tells nothing else. */
export async function GET(): Promise<Response> {
  try {
    await checkHealth();
    return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
