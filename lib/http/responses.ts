import 'server-only';
import { isAppError } from '@/lib/errors';

/**
 * The response for any error a route handler meets: an AppError answers with its own
 * status and message; anything else is logged with its cause and answered with a
 * generic 500, so no stack trace or internal detail reaches the client.
 */
export function errorResponse(error: unknown): Response {
  if (isAppError(error)) {
    if (error.status >= 500)
      console.error(...(error.cause === undefined ? [error.message] : [error.message, error.cause]));
    return error.toResponse();
  }
  console.error(error);
  return Response.json({ error: 'internal', message: 'Something went wrong. Please try again.' }, { status: 500 });
}
