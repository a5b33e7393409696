import 'server-only';
import { assertSameOrigin } from '@/lib/http/request';
import { errorResponse } from '@/lib/http/responses';
import { requireApiAdmin, requireApiUser } from './guards';
import type { AuthUser } from './types';

type Context<P> = { params: Promise<P> };
type Handler<P> = (args: { request: Request; user: AuthUser; params: P }) => Promise<Response>;

type Options = {
  admin?: boolean;
  /**
   * Confirm the session with the auth server, not only its token (see AuthAdapter.getUser).
   * Default: for the methods that change data. A GET that hands out something sensitive (the
   * backup) asks for it too.
   */
  confirmSession?: boolean;
};

/**
 * A route handler for signed-in users: checks the origin of state-changing methods, then
 * the user (or admin), then runs `handle`; every error becomes a 4xx/5xx with a message.
 * In supabase mode a request that changes data costs one GoTrue round trip, so that a
 * session ended elsewhere (sign out other sessions, a password change) cannot write with
 * the access token it still holds; reads rely on the token until it expires.
 */
export function userRoute<P = Record<string, never>>(handle: Handler<P>, options: Options = {}) {
  return async (request: Request, context?: Context<P>): Promise<Response> => {
    try {
      const changes = request.method !== 'GET' && request.method !== 'HEAD';
      if (changes) assertSameOrigin(request);
      const confirm = options.confirmSession ?? changes;
      const user = options.admin
        ? await requireApiAdmin(request, { confirm })
        : await requireApiUser(request, { confirm });
      const params = ((await context?.params) ?? {}) as P;
      return await handle({ request, user, params });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
