import { AppError } from '@/lib/errors';
import type { AdminRepo } from './port';

/**
 * The refusals the admin functions raise on purpose (migration 20261125000200), as the app's
 * errors with the function's own message: 22023 bad input, P0002 nothing to act on. The
 * Supabase adapter has them wrapped already, so the `cause` chain is searched too.
 */
function deliberateRefusal(error: unknown): AppError | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: string; message?: string; cause?: unknown };
    if (code === '22023' && message) return new AppError('invalid_input', message, { cause: error });
    if (code === 'P0002' && message) return new AppError('not_found', message, { cause: error });
    current = cause;
  }
  return null;
}

/** Every call with the functions' deliberate refusals turned into the app's errors. */
export function guarded(repo: AdminRepo): AdminRepo {
  const wrap =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      call(...args).catch((error: unknown) => {
        throw deliberateRefusal(error) ?? error;
      });
  return {
    list: wrap(repo.list),
    allowlist: wrap(repo.allowlist),
    allow: wrap(repo.allow),
    disallow: wrap(repo.disallow),
    remove: wrap(repo.remove),
  };
}
