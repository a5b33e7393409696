import { describe, expect, it } from 'vitest';
import { passwordChangeProblem, passwordChangeSchema } from '@/lib/auth/password-change';

describe('password change rules, with the messages of registration', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'long enough', confirm: 'long enough' }, 'All fields are required'],
    [{ currentPassword: 'old secret', newPassword: 'long enough', confirm: '' }, 'All fields are required'],
    [{ currentPassword: 'old secret', newPassword: 'short', confirm: 'other' }, 'Passwords do not match'],
    [
      { currentPassword: 'old secret', newPassword: 'short', confirm: 'short' },
      'Password must be at least 8 characters',
    ],
    [
      { currentPassword: 'long enough', newPassword: 'long enough', confirm: 'long enough' },
      'The new password must differ from the current one',
    ],
    [{ currentPassword: 'old secret', newPassword: 'x'.repeat(257), confirm: 'x'.repeat(257) }, 'Password is too long'],
    [{ currentPassword: 'old secret', newPassword: 'long enough', confirm: 'long enough' }, null],
  ])('%o -> %s', (fields, message) => {
    expect(passwordChangeProblem(fields)).toBe(message);
  });

  it('is checked again by the schema the adapters use', () => {
    expect(
      passwordChangeSchema.safeParse({ currentPassword: 'a', newPassword: 'short' }).error?.issues[0]?.message,
    ).toBe('Password must be at least 8 characters');
    expect(passwordChangeSchema.safeParse({ currentPassword: 'same thing', newPassword: 'same thing' }).success).toBe(
      false,
    );
  });
});
