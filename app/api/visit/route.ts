import { getEnv } from '@/lib/env';
import { publicRoute } from '@/lib/http/public-route';
import { readJson } from '@/lib/http/request';
import { requestOrigin } from '@/lib/http/site-origin';
import { collectVisit } from '@/lib/visitors/collect';
import { VISIT_BODY_MAX_BYTES, visitBody } from '@/lib/visitors/visit-body';

const hostOf = (origin: string | null) => (origin ? new URL(origin).hostname : null);

/**
 * The collect route of the visitor figures: one page view per POST, from the
 * beacon. Validates before anything else (400, nothing stored), then counts the view or, for
 * robots and Sec-GPC, quietly does not. Answers 204 with no body and sets no cookie.
 */
export const POST = publicRoute(async ({ request }) => {
  const report = await readJson(request, visitBody, VISIT_BODY_MAX_BYTES);
  const ownHosts = [hostOf(requestOrigin(request)), new URL(getEnv().SITE_URL).hostname].filter(
    (host): host is string => host !== null,
  );
  await collectVisit({ headers: request.headers, report, ownHosts });
  return new Response(null, { status: 204 });
});
