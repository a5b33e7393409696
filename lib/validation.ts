import { z } from 'zod';
import { AppError } from '@/lib/errors';

/** Parses input or throws an invalid_input AppError whose message is the first problem found. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = z.flattenError(result.error).fieldErrors as Record<string, string[]>;
  throw new AppError('invalid_input', result.error.issues[0]?.message ?? 'Invalid input', { fieldErrors });
}
