import { expect } from 'vitest';
import { AppError } from '@/lib/errors';

/** The app's error the promise fails with, to assert its code and message; fails the test if it resolves. */
export const failure = (promise: Promise<unknown>): Promise<AppError> =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    },
  );
