import { AppError } from '@/lib/errors';

/**
 * True when Postgres (or PostgREST) says a table does not exist: the schema has not been
 * applied yet. Pages use it to show setup help instead of a generic failure.
 * Postgres says 42P01; PostgREST checks its schema cache first and says PGRST205
 * ("Could not find the table ... in the schema cache"). Adapters wrap these in an
 * AppError, so the `cause` chain is searched too.
 */
export function isMissingRelation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: string; message?: string; cause?: unknown };
    if (code === '42P01' || code === 'PGRST205') return true;
    if (/relation .* does not exist|could not find the table/i.test(message ?? '')) return true;
    current = cause;
  }
  return false;
}

/**
 * True when Postgres (42883) or PostgREST (PGRST202, "Could not find the function") says a
 * function does not exist: its migration has not been applied yet.
 */
export function isMissingFunction(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: string; cause?: unknown };
    if (code === '42883' || code === 'PGRST202') return true;
    current = cause;
  }
  return false;
}

/** A turn claim lost: another reply in the session started after the caller looked. */
export const turnAlreadyRunning = () =>
  new AppError('conflict', 'A reply is still being written in this chat. Wait for it or press Stop.');

export const keyNotFound = () => new AppError('not_found', 'API key not found.');

/** A model listing that ended after its key was replaced: the new key keeps its own list. */
export const keyReplaced = () =>
  new AppError('conflict', 'The key was replaced while its models were being listed. Refresh again for the new key.');
