// First: configures zod before any schema below is built (see the module).
import '@/lib/zod-jitless';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './schemas';

export type PasswordChangeFields = { currentPassword: string; newPassword: string; confirm: string };

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const SAME_PASSWORD = 'The new password must differ from the current one';

/**
 * The password-change form's rules, with registration's messages. Shared by the form (instant
 * feedback) and the server action (the real check), so the messages can never differ.
 */
export function passwordChangeProblem({ currentPassword, newPassword, confirm }: PasswordChangeFields): string | null {
  if (!currentPassword || !newPassword || !confirm) return 'All fields are required';
  if (newPassword !== confirm) return 'Passwords do not match';
  if (newPassword.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (newPassword.length > MAX_PASSWORD_LENGTH || currentPassword.length > MAX_PASSWORD_LENGTH)
    return 'Password is too long';
  if (newPassword === currentPassword) return SAME_PASSWORD;
  return null;
}

/** What the auth adapters accept (they validate again: they are callable without the form). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
    newPassword: z
      .string({ error: 'Password is required' })
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
      .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
  })
  .refine((input) => input.currentPassword !== input.newPassword, { message: SAME_PASSWORD, path: ['newPassword'] });
