import { MIN_PASSWORD_LENGTH } from './schemas';

export type RegistrationFields = { email: string; password: string; confirm: string };

/**
 * The registration form's rules, checked in the spec's order. Shared by the form (instant
 * feedback) and the server action (the real check), so the messages can never differ.
 */
export function registrationProblem({ email, password, confirm }: RegistrationFields): string | null {
  if (!email.trim() || !password || !confirm) return 'All fields are required';
  if (password !== confirm) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  return null;
}
