import { AppError } from '@/lib/errors';

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

/** Every call of `repo` with the functions' deliberate refusals turned into the app's errors. */
export function guarded<R extends object>(repo: R): R {
  const wrapped = {} as Record<string, unknown>;
  for (const [name, call] of Object.entries(repo) as [string, unknown][]) {
    wrapped[name] =
      typeof call === 'function'
        ? (...args: unknown[]) =>
            (call as (...args: unknown[]) => Promise<unknown>)(...args).catch((error: unknown) => {
              throw deliberateRefusal(error) ?? error;
            })
        : call;
  }
  return wrapped as R;
}
