import 'server-only';
import { requireApiAdmin, requireApiUser } from '@/lib/auth';
import type { AuthUser } from '@/lib/auth/types';
import { assertSameOrigin } from './request';
import { errorResponse } from './responses';

type Context<P> = { params: Promise<P> };
type Handler<P> = (args: { request: Request; user: AuthUser; params: P }) => Promise<Response>;

/**
 * A route handler for signed-in users: checks the origin of state-changing methods, then
 * the user (or admin), then runs `handle`; every error becomes a 4xx/5xx with a message.
 */
export function userRoute<P = Record<string, never>>(handle: Handler<P>, options: { admin?: boolean } = {}) {
  return async (request: Request, context?: Context<P>): Promise<Response> => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') assertSameOrigin(request);
      const user = options.admin ? await requireApiAdmin(request) : await requireApiUser(request);
      const params = ((await context?.params) ?? {}) as P;
      return await handle({ request, user, params });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
