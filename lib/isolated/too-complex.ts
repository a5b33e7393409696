import { AppError } from '@/lib/errors';

/**
 * The one refusal for a file that would cost more than a file may (memory, time, values):
 * `what` is its name, or "This file". Raised in the reader process and in the server alike.
 */
export const tooComplex = (what: string, why: string) =>
  new AppError('payload_too_large', `${what} is too large or too complex to read: ${why}`);
