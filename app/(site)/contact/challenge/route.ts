import { AppError } from '@/lib/errors';
import { errorResponse } from '@/lib/http/responses';
import { readFormToken } from '@/lib/inquiries/form-token';
import { challengeFor } from '@/lib/inquiries/proof-of-work';

/** The proof-of-work challenge the /contact page's ALTCHA widget solves, for the form it was served with. */
export async function GET(request: Request): Promise<Response> {
  try {
    const token = readFormToken(new URL(request.url).searchParams.get('form'));
    if (!token) throw new AppError('invalid_input', 'Reload the page to get a fresh form.');
    return Response.json(await challengeFor(token.key), { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
