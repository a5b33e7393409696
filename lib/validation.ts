import { z } from 'zod';
import { AppError } from '@/lib/errors';

/** Parses input or throws an invalid_input AppError whose message is the first problem found. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = z.flattenError(result.error).fieldErrors as Record<string, string[]>;
  throw new AppError('invalid_input', result.error.issues[0]?.message ?? 'Invalid input', { fieldErrors });
}

const UNSTORABLE =
  'The text contains a NUL character or broken Unicode (an unpaired surrogate), which cannot be stored.';

/**
 * Postgres refuses NUL in text and jsonb, and unpaired surrogates in jsonb; elsewhere an unpaired
 * surrogate would be silently replaced. Either way the input cannot be stored as sent, so it is
 * refused up front as a 400 (naming the field) rather than failing later as a 500. Walks
 * iteratively: bodies can nest deeply.
 */
export function assertStorableText(value: unknown): void {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes('\u0000') || !item.isWellFormed())
        throw new AppError('invalid_input', UNSTORABLE, { fieldErrors: { [path || '_']: [UNSTORABLE] } });
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        pending.push([key, childPath], [child, childPath]);
      }
    }
  }
}

/** Text from outside (a model's reply) with NULs and broken surrogates replaced by U+FFFD, so Postgres can store it. */
export function toStorableText(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD').toWellFormed();
}
