import { isAppError } from '@/lib/errors';

/**
 * The one result the browser side gets: from a server action (validatedAction) and from a call to
 * one of the app's JSON routes (callRoute, lib/http/call-route.ts). A refusal carries the message
 * to show in the owner's words, the field errors to show beside their fields, and for a route the
 * AppError code (e.g. 'conflict'), for a screen that answers one case differently.
 */
export type ActionResult<T = undefined> =
  { ok: true; data: T } | { ok: false; message: string; fieldErrors?: Record<string, string[]>; code?: string };

/**
 * Turns a thrown error into what a form can show. Known errors keep their message;
 * anything else is logged with its cause and shown as the fallback, so no internals leak.
 */
export function actionError(
  error: unknown,
  fallback: string,
): { ok: false; message: string; fieldErrors?: Record<string, string[]> } {
  if (isAppError(error) && error.status < 500)
    return { ok: false, message: error.message, fieldErrors: error.fieldErrors };
  if (isAppError(error)) console.error(error.message, error.cause);
  else console.error(error);
  return { ok: false, message: isAppError(error) ? error.message : fallback };
}

/** A server action is a public endpoint: a field meant to be text can arrive as any value. */
export const textField = (value: unknown): string => (typeof value === 'string' ? value : '');
