import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isMissingRelation } from '@/lib/data/errors';
import { anonymous } from '@/lib/data/port';
import { AppError } from '@/lib/errors';
import { alice, data, postgrestError, recordPostgrest } from './recorder';

const { recorded, reply } = recordPostgrest();

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as AppError,
  );

describe('PostgREST failures become AppErrors, with the original kept as cause', () => {
  it.each([
    [401, 'PGRST303', 'JWT expired', 'unauthorized'],
    [401, 'PGRST301', 'No suitable key or wrong key type', 'unauthorized'],
    [403, '42501', 'permission denied for table chat_sessions', 'forbidden'],
    [409, '23505', 'duplicate key value violates unique constraint "api_keys_user_id_provider_key"', 'conflict'],
    [400, '22P02', 'invalid input syntax for type uuid: "x"', 'invalid_input'],
    [500, 'XX000', 'internal error', 'unavailable'],
    [503, 'PGRST002', 'Could not query the database for the schema cache. Retrying.', 'unavailable'],
  ])('HTTP %i %s -> %s', async (status, code, message, expected) => {
    reply(postgrestError(status, code, message));
    const error = await failureOf(data.forCaller(alice).chats.listSessions());
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(expected);
    expect(error.cause).toMatchObject({ code, message, status });
    expect(isMissingRelation(error)).toBe(false);
  });

  it("a visitor refused by a grant (PostgREST answers 401 42501 for anon) is forbidden, not 'sign in again'", async () => {
    reply(postgrestError(401, '42501', 'permission denied for table page_content'));
    const attempt = { id: '0b6f3a52-55c1-4c1e-8d51-6c7f0a0c1d11', content: {}, expectedUpdatedAt: 'x' };
    expect((await failureOf(data.forCaller(anonymous).content.update(attempt))).code).toBe('forbidden');
  });

  it.each([
    ['PGRST205', "Could not find the table 'public.api_keys' in the schema cache"],
    ['42P01', 'relation "public.api_keys" does not exist'],
  ])('a missing table (404 %s) is recognised as such, for the setup screens', async (code, message) => {
    reply(postgrestError(404, code, message));
    const error = await failureOf(data.forCaller(alice).apiKeys.list());
    expect(error.code).toBe('unavailable');
    expect(error.message).toMatch(/supabase\/migrations/);
    expect(isMissingRelation(error)).toBe(true);
  });

  it('a network failure is a quick, clear "unreachable" error (no silent retries)', async () => {
    reply(
      () => HttpResponse.error(),
      () => HttpResponse.error(),
    );
    const started = Date.now();
    const error = await failureOf(data.forCaller(anonymous).content.list());
    expect(Date.now() - started).toBeLessThan(900);
    expect(error.code).toBe('unavailable');
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/unreachable/i);
    expect(recorded).toHaveLength(1);
  });

  it('a signed-in caller without a JWT is refused before any request is sent', async () => {
    const noToken = { role: 'authenticated' as const, userId: 'u', email: 'e@x.y' };
    expect((await failureOf(data.forCaller(noToken).apiKeys.list())).code).toBe('unauthorized');
    expect(recorded).toHaveLength(0);
  });
});
