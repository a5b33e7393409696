import 'server-only';
import { AppError } from '@/lib/errors';
import { isMissingRelation } from '../errors';

type PostgrestFailure = { code?: string; message?: string; details?: string; hint?: string };
type PostgrestResult<T> = { data: T; error: PostgrestFailure | null; status: number; count?: number | null };
type Query<T> = PromiseLike<PostgrestResult<T>> & { retry?(enabled: boolean): unknown };

export const unreachableMessage = 'The database backend (Supabase) is unreachable right now. Try again in a moment.';

/** PostgREST's answer as the app's error; the original stays in `cause` (isMissingRelation reads it there). */
export function toAppError(error: PostgrestFailure, status: number): AppError {
  const cause = Object.assign(new Error(error.message ?? 'PostgREST error'), error, { status });
  const code = error.code ?? '';
  // status 0: fetch itself failed (DNS, refused connection, TLS), so no answer at all.
  if (status === 0) return new AppError('unavailable', unreachableMessage, { cause });
  if (isMissingRelation(error)) {
    return new AppError(
      'unavailable',
      'The database tables do not exist yet: apply the SQL in supabase/migrations (supabase db push, or the SQL editor).',
      { cause },
    );
  }
  // 42501 comes as 401 for the anon role and 403 otherwise: either way a grant or policy said no.
  if (code === '42501' || status === 403)
    return new AppError('forbidden', 'You are not allowed to do that.', { cause });
  if (status === 401 || code.startsWith('PGRST3')) {
    return new AppError('unauthorized', 'Your session has expired or is not valid. Sign in again.', { cause });
  }
  if (status === 409 || code === '23505' || code === '23503') {
    return new AppError('conflict', 'This change conflicts with data that already exists.', { cause });
  }
  if (status === 404) return new AppError('not_found', 'Not found.', { cause });
  if (status === 400 || status === 422) {
    return new AppError('invalid_input', 'The database did not accept this data.', { cause });
  }
  if (status >= 500) {
    return new AppError('unavailable', `The database backend failed (HTTP ${status}). Try again in a moment.`, {
      cause,
    });
  }
  return new AppError('internal', 'Unexpected answer from the database backend.', { cause });
}

/**
 * Runs a query and returns its data, or throws the mapped AppError. Retries are off:
 * supabase-js would wait 1+2+4 s on a dead network before failing, while pages should
 * fail fast (public pages fall back to default content, the rest shows the error).
 */
export async function run<T>(query: Query<T>): Promise<T> {
  query.retry?.(false);
  const { data, error, status } = await query;
  if (error) throw toAppError(error, status);
  return data;
}

/** Rows of a list query; typed by the caller, who names the columns it selected. */
export async function many<R>(query: Query<unknown>): Promise<R[]> {
  return ((await run(query)) ?? []) as R[];
}

/** Like run, for `count: 'exact', head: true` queries. */
export async function runCount(table: string, query: Query<unknown>): Promise<number> {
  query.retry?.(false);
  const { error, status, count } = await query;
  if (error) throw toAppError(error, status);
  // A HEAD answer has no body, and supabase-js turns a bodiless 404 into "204, no error".
  // With count=exact PostgREST always sends the count, so no count means that 404:
  // the table is not in the schema cache.
  if (count === null || count === undefined) {
    throw toAppError(
      { code: 'PGRST205', message: `Could not find the table 'public.${table}' (HEAD answered 404)` },
      404,
    );
  }
  return count;
}
