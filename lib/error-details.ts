export interface ErrorDetails {
  message: string;
  /** Next's hash of a server error, to match it with the server log */
  digest?: string;
}

/**
 * A thrown value as text for the error page: its message only, never its stack. A server
 * error reaches the browser with its message replaced (a minified React notice in
 * production, so no secret leaks) and a digest; the digest is what helps, so it is shown
 * with a plain sentence instead.
 */
export function describeError(error: unknown): ErrorDetails {
  if (error instanceof Error) {
    const digest = (error as Error & { digest?: unknown }).digest;
    if (typeof digest === 'string' && digest) return { message: 'The server could not render this page.', digest };
    return { message: error.message || error.name };
  }
  if (typeof error === 'string' && error) return { message: error };
  return { message: 'Unknown error' };
}
