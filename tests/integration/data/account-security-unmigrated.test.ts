import { setupServer } from 'msw/node';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedData } from '@/lib/data/embedded';
import { isMissingFunction } from '@/lib/data/errors';
import { createSupabaseData } from '@/lib/data/supabase';
import { createUser, openTestDatabase } from '../../support/database';
import { testAnonKey, testJwt, testSupabaseUrl } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';

// A Supabase project that runs the new code before `supabase db push`: the guard of every admin
// page and the activity log must recognise "not migrated yet" (lib/auth/activity.ts and second-factor/standing.ts let both pass).
const server = setupServer();
afterAll(() => server.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('account security before its migration is applied', () => {
  it('is recognised as a missing function on both backends, and nothing else is', async () => {
    const db = await openTestDatabase({ registrationOpen: true });
    const user = await createUser(db, 'early@example.com');
    await db.exec(
      `drop function public.account_security_standing(); drop function public.record_account_activity(text, text, text, text);`,
    );
    server.use(postgrestHandler(db, { url: testSupabaseUrl, anonKey: testAnonKey }));
    server.listen({ onUnhandledFrame: 'error' });
    const accessToken = testJwt({ sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated' });
    const entry = { kind: 'sign_in', method: 'password', address: '192.0.2.1', browser: 'Chrome' } as const;
    for (const repo of [
      createEmbeddedData(db).forCaller(user.caller).security,
      createSupabaseData({ url: testSupabaseUrl, anonKey: testAnonKey }).forCaller({ ...user.caller, accessToken })
        .security,
    ]) {
      expect(isMissingFunction(await failure(repo.standing()))).toBe(true);
      expect(isMissingFunction(await failure(repo.record(entry)))).toBe(true);
      // The functions still there answer as usual.
      expect(await failure(repo.adminFactors())).toBeNull();
    }
  });
});
