export interface ErrorDetails {
  message: string;
  /** Next's hash of a server error, to match it with the server log */
  digest?: string;
}

/** A thrown value as text for the error page: its message only, never its stack. */
export function describeError(error: unknown): ErrorDetails {
  if (error instanceof Error) {
    const digest = (error as Error & { digest?: unknown }).digest;
    return {
      message: error.message || error.name,
      ...(typeof digest === 'string' && digest ? { digest } : {}),
    };
  }
  if (typeof error === 'string' && error) return { message: error };
  return { message: 'Unknown error' };
}
