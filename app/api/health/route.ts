import { publicRoute } from '@/lib/http/public-route';
import { checkHealth } from '@/lib/supervisor/health';

/** 200 once the server's data is open (lib/supervisor/health.ts); for the supervisor and monitors. Tells nothing else. */
export const GET = publicRoute(async () => {
  await checkHealth();
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
});
