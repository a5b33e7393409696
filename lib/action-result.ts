import { isAppError } from '@/lib/errors';

export type ActionResult<T = undefined> =
  { ok: true; data: T } | { ok: false; message: string; fieldErrors?: Record<string, string[]> };

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
