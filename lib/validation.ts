import { z } from 'zod';
import { AppError } from '@/lib/errors';

/** Parses input or throws an invalid_input AppError whose message is the first problem found. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = z.flattenError(result.error).fieldErrors as Record<string, string[]>;
  throw new AppError('invalid_input', result.error.issues[0]?.message ?? 'Invalid input', { fieldErrors });
}

/**
 * Postgres refuses NUL in text and jsonb, and unpaired surrogates in jsonb; elsewhere an unpaired
 * surrogate would be silently replaced. Either way the input cannot be stored as sent, so it is
 * refused up front as a 400 rather than failing later as a 500. Walks iteratively: bodies nest deeply.
 */
export function assertStorableText(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000') || !item.isWellFormed())
        throw new AppError(
          'invalid_input',
          'The text contains a NUL character or broken Unicode (an unpaired surrogate), which cannot be stored.',
        );
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) pending.push(key, child);
    }
  }
}
