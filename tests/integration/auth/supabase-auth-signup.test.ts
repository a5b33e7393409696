import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSupabaseAuth } from '@/lib/auth/supabase';
import { AppError } from '@/lib/errors';
import { ANON_KEY, SITE_URL, SUPABASE_URL, gotrueError, gotrueUser, supabaseMock } from '../../support/gotrue';

const mock = supabaseMock();
const { recorded } = mock;

const auth = createSupabaseAuth({ url: SUPABASE_URL, anonKey: ANON_KEY, siteUrl: SITE_URL });
const input = { email: 'Owner@Example.com', password: 'correct horse battery' };
const allowed = (...answersInOrder: boolean[]) => {
  let call = 0;
  return () => HttpResponse.json(answersInOrder[Math.min(call++, answersInOrder.length - 1)]);
};
// GoTrue's answer when a trigger on auth.users raises: the reason is not passed on.
const databaseError = () =>
  HttpResponse.json(
    { code: 500, error_code: 'unexpected_failure', msg: 'Database error saving new user' },
    { status: 500 },
  );
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    },
  );
const paths = () => recorded.map((r) => `${r.method} ${r.url.pathname}`);

describe('sign-up through GoTrue', () => {
  it('asks the database first, then posts /signup with username and is_admin metadata and the confirm redirect', async () => {
    // With confirmations on, GoTrue answers with the user and no session.
    mock.answers = {
      'POST /rest/v1/rpc/registration_allowed': allowed(true),
      'POST /auth/v1/signup': () => HttpResponse.json(gotrueUser('owner@example.com')),
    };
    await expect(auth.signUp(input)).resolves.toEqual({ email: 'owner@example.com', confirmationSent: true });

    expect(paths()).toEqual(['POST /rest/v1/rpc/registration_allowed', 'POST /auth/v1/signup']);
    expect(recorded[0]!.body).toEqual({ email_address: 'owner@example.com' });
    const signup = recorded[1]!;
    expect(signup.url.searchParams.get('redirect_to')).toBe('http://site.test/auth/confirm');
    expect(signup.headers.get('apikey')).toBe(ANON_KEY);
    expect(signup.body).toMatchObject({
      email: 'owner@example.com',
      password: 'correct horse battery',
      data: { username: 'owner', is_admin: true },
    });
  });

  it('says "Registration is closed" without calling /signup when the database says no', async () => {
    mock.answers = { 'POST /rest/v1/rpc/registration_allowed': allowed(false) };
    const error = await failure(auth.signUp(input));
    expect([error.code, error.message]).toEqual(['forbidden', 'Registration is closed']);
    expect(paths()).toEqual(['POST /rest/v1/rpc/registration_allowed']);
  });

  it('maps the trigger refusal (500 "Database error saving new user") to "Registration is closed"', async () => {
    // The rule changed between the check and the insert: the trigger is the one that holds.
    mock.answers = {
      'POST /rest/v1/rpc/registration_allowed': allowed(true, false),
      'POST /auth/v1/signup': databaseError,
    };
    const error = await failure(auth.signUp(input));
    expect([error.code, error.message]).toEqual(['forbidden', 'Registration is closed']);
  });

  it('reports any other 500 from /signup as the service being unreachable', async () => {
    mock.answers = { 'POST /rest/v1/rpc/registration_allowed': allowed(true), 'POST /auth/v1/signup': databaseError };
    const error = await failure(auth.signUp(input));
    expect(error.code).toBe('unavailable');
  });

  it('maps 422 user_already_exists, and the hidden duplicate (a user without identities), to "User already registered"', async () => {
    mock.answers = {
      'POST /rest/v1/rpc/registration_allowed': allowed(true),
      'POST /auth/v1/signup': () => gotrueError(422, 'user_already_exists', 'User already registered'),
    };
    let error = await failure(auth.signUp(input));
    expect([error.code, error.message]).toEqual(['conflict', 'User already registered']);

    mock.answers['POST /auth/v1/signup'] = () =>
      HttpResponse.json({ ...gotrueUser('owner@example.com'), identities: [] });
    error = await failure(auth.signUp(input));
    expect(error.message).toBe('User already registered');
  });

  it('passes on a weak-password refusal and reports a network failure as unreachable', async () => {
    mock.answers = {
      'POST /rest/v1/rpc/registration_allowed': allowed(true),
      'POST /auth/v1/signup': () =>
        HttpResponse.json(
          {
            code: 'weak_password',
            message: 'Password should contain at least one number.',
            weak_password: { reasons: ['characters'] },
          },
          { status: 422, headers: { 'x-supabase-api-version': '2024-01-01' } },
        ),
    };
    let error = await failure(auth.signUp(input));
    expect([error.code, error.message]).toEqual(['invalid_input', 'Password should contain at least one number.']);

    mock.answers = { 'POST /rest/v1/rpc/registration_allowed': () => HttpResponse.error() };
    error = await failure(auth.signUp(input));
    expect(error.message).toBe('Cannot reach the authentication service (Supabase). Try again shortly.');
  });

  it('validates the input before any request', async () => {
    const error = await failure(auth.signUp({ email: 'not-an-email', password: 'short' }));
    expect(error.code).toBe('invalid_input');
    expect(recorded).toEqual([]);
  });
});
