// First: configures zod before any schema below is built (see the module).
import '@/lib/zod-jitless';
import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;
// Long enough for any passphrase, short enough that hashing cannot be abused.
export const MAX_PASSWORD_LENGTH = 256;

export const emailAddress = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const signInSchema = z.object({
  email: emailAddress,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});

export const signUpSchema = z.object({
  email: emailAddress,
  password: z
    .string({ error: 'Password is required' })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
});
