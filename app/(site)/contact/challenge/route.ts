import { AppError } from '@/lib/errors';
import { publicRoute } from '@/lib/http/public-route';
import { readFormToken } from '@/lib/inquiries/form-token';
import { challengeFor } from '@/lib/inquiries/proof-of-work';

/** The proof-of-work challenge the /contact page's ALTCHA widget solves, for the form it was served with. */
export const GET = publicRoute(async ({ request }) => {
  const token = readFormToken(new URL(request.url).searchParams.get('form'));
  if (!token) throw new AppError('invalid_input', 'Reload the page to get a fresh form.');
  return Response.json(await challengeFor(token.key), { headers: { 'cache-control': 'no-store' } });
});
