import { expect } from 'vitest';
import { AppError } from '@/lib/errors';

/** The promise fails with the app's error of this code (what a route would answer with). */
export const rejectsWith = async (promise: Promise<unknown>, code: AppError['code']) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected an AppError ${code}`).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
};
