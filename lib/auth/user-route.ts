import 'server-only';
import { changesData, publicRoute } from '@/lib/http/public-route';
import { requireApiAdmin, requireApiUser } from './guards';
import type { AuthUser } from './types';

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
 * A route handler for signed-in users: publicRoute() (the origin of state-changing methods,
 * every error an answer), then the user (or admin), then `handle`.
 * In supabase mode a request that changes data costs one GoTrue round trip, so that a
 * session ended elsewhere (sign out other sessions, a password change) cannot write with
 * the access token it still holds; reads rely on the token until it expires.
 */
export function userRoute<P = Record<string, never>>(handle: Handler<P>, options: Options = {}) {
  return publicRoute<P>(async ({ request, params }) => {
    const confirm = options.confirmSession ?? changesData(request);
    const user = options.admin
      ? await requireApiAdmin(request, { confirm })
      : await requireApiUser(request, { confirm });
    return handle({ request, user, params });
  });
}
