import 'server-only';
import { assertSameOrigin } from './request';
import { errorResponse } from './responses';

/** What Next.js hands a route handler besides the request: the dynamic segments. */
export type RouteContext<P> = { params: Promise<P> };

type Handler<P> = (args: { request: Request; params: P }) => Promise<Response>;

/** True for the methods that may change data (everything but GET and HEAD). */
export const changesData = (request: Request) => request.method !== 'GET' && request.method !== 'HEAD';

/**
 * A route handler open to visitors (the contact form, the visit beacon): refuses a request that
 * may change data when another site started it, then runs `handle`; every error becomes a
 * 4xx/5xx with a message and nothing internal. userRoute() (lib/auth/user-route.ts) is this plus
 * the signed-in user.
 */
export function publicRoute<P = Record<string, never>>(handle: Handler<P>) {
  return async (request: Request, context?: RouteContext<P>): Promise<Response> => {
    try {
      if (changesData(request)) assertSameOrigin(request);
      const params = ((await context?.params) ?? {}) as P;
      return await handle({ request, params });
    } catch (error) {
      return errorResponse(error);
    }
  };
}
