import { describe, expect, it } from 'vitest';
import { registrationProblem } from '@/lib/auth/registration-rules';

describe('registration rules, in the order the form reports them', () => {
  it.each([
    [{ email: '', password: 'x', confirm: 'y' }, 'All fields are required'],
    [{ email: 'a@example.com', password: '', confirm: '' }, 'All fields are required'],
    [{ email: '   ', password: 'password1', confirm: 'password1' }, 'All fields are required'],
    [{ email: 'a@example.com', password: 'short', confirm: 'other' }, 'Passwords do not match'],
    [{ email: 'a@example.com', password: 'short', confirm: 'short' }, 'Password must be at least 8 characters'],
    [{ email: 'a@example.com', password: 'long enough', confirm: 'long enough' }, null],
  ])('%o -> %s', (fields, message) => {
    expect(registrationProblem(fields)).toBe(message);
  });
});
