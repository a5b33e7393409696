import { setupServer } from 'msw/node';
import { afterAll } from 'vitest';
import { createSupabaseData } from '@/lib/data/supabase';
import { addVerifiedFactor, createUser, openTestDatabase } from '../../support/database';
import { testAnonKey, testJwt, testSupabaseUrl } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';
import { runDataContract } from './contract';

// The Supabase adapter through the same contract as the embedded one: every request goes
// over HTTP (supabase-js -> fetch -> msw) to a PostgREST stand-in over the real schema.
const server = setupServer();
// The server's own paths (filing inquiries) go with the service role key, as in production.
const serviceKey = testJwt({ iss: 'supabase', ref: 'abcdefghijklmnop', role: 'service_role' });
afterAll(() => server.close());

runDataContract('Supabase (PostgREST over HTTP)', async () => {
  const db = await openTestDatabase({ registrationOpen: true });
  server.use(postgrestHandler(db, { url: testSupabaseUrl, anonKey: testAnonKey, serviceKey }));
  server.listen({ onUnhandledFrame: 'error' });
  return {
    port: createSupabaseData({ url: testSupabaseUrl, anonKey: testAnonKey, serviceKey }),
    createUser: async (email, options) => {
      const user = await createUser(db, email, options);
      const accessToken = testJwt({ sub: user.id, email, role: 'authenticated', aud: 'authenticated' });
      return { ...user, caller: { role: 'authenticated', userId: user.id, email, accessToken } };
    },
    addVerifiedFactor: async (user, kind) => {
      await addVerifiedFactor(db, user.id, kind);
      const claims = { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', aal: 'aal2' };
      user.caller = { role: 'authenticated', userId: user.id, email: user.email, accessToken: testJwt(claims) };
    },
  };
});
