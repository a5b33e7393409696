/**
 * A digest that marks "the backend (Supabase) cannot be reached". Next keeps a digest
 * that a thrown error already carries, while it replaces the message in production, so
 * the error page can tell an outage from a bug without seeing any server detail.
 * No `server-only` here: the client error page reads the constant.
 */
export const BACKEND_UNAVAILABLE_DIGEST = 'BACKEND_UNAVAILABLE';

export function markBackendUnavailable<E extends Error>(error: E): E {
  return Object.assign(error, { digest: BACKEND_UNAVAILABLE_DIGEST });
}

export function isBackendUnavailable(error: unknown): boolean {
  return (error as { digest?: unknown } | null)?.digest === BACKEND_UNAVAILABLE_DIGEST;
}
