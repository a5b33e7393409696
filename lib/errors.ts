const statusByCode = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

/**
 * The one error type that crosses layers. The message is safe to show to the user;
 * the original error stays in `cause` for logs only.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly fieldErrors?: Record<string, string[]>;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { cause?: unknown; fieldErrors?: Record<string, string[]> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = statusByCode[code];
    this.fieldErrors = options.fieldErrors;
  }

  toResponse(headers?: HeadersInit): Response {
    const body: Record<string, unknown> = { error: this.code, message: this.message };
    if (this.fieldErrors) body.fieldErrors = this.fieldErrors;
    return Response.json(body, { status: this.status, headers });
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
