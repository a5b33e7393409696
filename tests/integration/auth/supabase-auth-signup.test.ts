import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSupabaseAuth } from '@/lib/auth/supabase';
import {
  ANON_KEY,
  SITE_URL,
  SUPABASE_URL,
  gotrueError,
  gotrueSession,
  gotrueUser,
  supabaseMock,
} from '../../support/gotrue';
import { failure } from '../../support/app-error';

const mock = supabaseMock();
const { recorded } = mock;

const auth = createSupabaseAuth({ url: SUPABASE_URL, anonKey: ANON_KEY, siteUrl: SITE_URL });
const input = { email: 'Owner@Example.com', password: 'correct horse battery' };
// GoTrue's answer when a trigger on auth.users raises: the reason is not passed on.
const databaseError = () =>
  HttpResponse.json(
    { code: 500, error_code: 'unexpected_failure', msg: 'Database error saving new user' },
    { status: 500 },
  );
// GoTrue's answers to a sign-up, by project setting and by whether the e-mail has an account.
const gotrue = {
  confirmationsOn: {
    // The user, no session: a confirmation e-mail was sent.
    newAccount: () => HttpResponse.json(gotrueUser('owner@example.com')),
    // An obfuscated user without identities, and no e-mail (or a "you already have an account" one).
    existingAccount: () => HttpResponse.json({ ...gotrueUser('owner@example.com'), identities: [] }),
  },
  confirmationsOff: {
    newAccount: () => HttpResponse.json(gotrueSession(gotrueUser('owner@example.com'))),
    existingAccount: () => gotrueError(422, 'user_already_exists', 'User already registered'),
    existingAccountOlder: () => gotrueError(422, 'email_exists', 'Email address already registered'),
  },
};
const paths = () => recorded.map((r) => `${r.method} ${r.url.pathname}`);
const signUpWith = async (answer: () => Response) => {
  mock.answers = { 'POST /auth/v1/signup': answer };
  return auth.signUp(input);
};

describe('sign-up through GoTrue', () => {
  it('posts /signup only, with username and is_admin metadata and the confirm redirect', async () => {
    await expect(signUpWith(gotrue.confirmationsOn.newAccount)).resolves.toEqual({
      email: 'owner@example.com',
      confirmationSent: true,
    });
    // Nothing asks the database about this e-mail beforehand.
    expect(paths()).toEqual(['POST /auth/v1/signup']);
    const signup = recorded[0]!;
    expect(signup.url.searchParams.get('redirect_to')).toBe('http://site.test/auth/confirm');
    expect(signup.headers.get('apikey')).toBe(ANON_KEY);
    expect(signup.body).toMatchObject({
      email: 'owner@example.com',
      password: 'correct horse battery',
      data: { username: 'owner', is_admin: true },
    });
  });

  it('with confirmations on, answers an existing account exactly as a new one ("check your e-mail")', async () => {
    const fresh = await signUpWith(gotrue.confirmationsOn.newAccount);
    const existing = await signUpWith(gotrue.confirmationsOn.existingAccount);
    expect(existing).toEqual(fresh);
    expect(existing).toEqual({ email: 'owner@example.com', confirmationSent: true });
  });

  it('with confirmations off, answers an existing account exactly as a new one (success)', async () => {
    const fresh = await signUpWith(gotrue.confirmationsOff.newAccount);
    expect(fresh).toEqual({ email: 'owner@example.com', confirmationSent: false });
    expect(await signUpWith(gotrue.confirmationsOff.existingAccount)).toEqual(fresh);
    expect(await signUpWith(gotrue.confirmationsOff.existingAccountOlder)).toEqual(fresh);
  });

  it('maps the trigger refusal (500 "Database error saving new user") to "Registration is closed"', async () => {
    // auth-js passes on only the status: a database that answers tells it from an outage.
    mock.answers = {
      'POST /auth/v1/signup': databaseError,
      'GET /rest/v1/page_content': () => HttpResponse.json([{ page_name: 'home' }]),
    };
    const error = await failure(auth.signUp(input));
    expect([error.code, error.message]).toEqual(['forbidden', 'Registration is closed']);
    // The question does not depend on the e-mail.
    expect(recorded[1]!.url.search).not.toMatch(/owner/i);
  });

  it('reports a 500 while the database does not answer, and any other 5xx, as the service being unreachable', async () => {
    mock.answers = { 'POST /auth/v1/signup': databaseError, 'GET /rest/v1/page_content': () => HttpResponse.error() };
    expect((await failure(auth.signUp(input))).code).toBe('unavailable');
    const error = await failure(signUpWith(() => HttpResponse.json({ msg: 'upstream' }, { status: 502 })));
    expect(error.code).toBe('unavailable');
  });

  it('passes on a weak-password refusal and reports a network failure as unreachable', async () => {
    let error = await failure(
      signUpWith(() =>
        HttpResponse.json(
          {
            code: 'weak_password',
            message: 'Password should contain at least one number.',
            weak_password: { reasons: ['characters'] },
          },
          { status: 422, headers: { 'x-supabase-api-version': '2024-01-01' } },
        ),
      ),
    );
    expect([error.code, error.message]).toEqual(['invalid_input', 'Password should contain at least one number.']);

    error = await failure(signUpWith(() => HttpResponse.error()));
    expect(error.message).toBe('Cannot reach the authentication service (Supabase). Try again shortly.');
  });

  it('validates the input before any request', async () => {
    const error = await failure(auth.signUp({ email: 'not-an-email', password: 'short' }));
    expect(error.code).toBe('invalid_input');
    expect(recorded).toEqual([]);
  });
});
