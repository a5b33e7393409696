/**
 * True when Postgres (or PostgREST) says a table does not exist: the schema has not been
 * applied yet. Pages use it to show setup help instead of a generic failure.
 */
export function isMissingRelation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return code === '42P01' || code === 'PGRST205' || /relation .* does not exist/i.test(message ?? '');
}
