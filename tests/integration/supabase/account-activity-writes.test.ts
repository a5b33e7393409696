import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEntry, Caller, Repos } from '@/lib/data/port';
import { createSupabaseData } from '@/lib/data/supabase';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { AppError } from '@/lib/errors';
import { addVerifiedFactor, createUser, openTestDatabase } from '../../support/database';
import { testAnonKey, testJwt, testSupabaseUrl } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';

// Issue #37, 8 and 9, supabase mode: record_account_activity is callable with the account's own
// token, so the database itself decides what a caller may write there, and how much.
const server = setupServer();
let db: EmbeddedDatabase;
const data = createSupabaseData({ url: testSupabaseUrl, anonKey: testAnonKey });
type Account = { id: string; email: string };
let owner: Account;

const as = ({ id, email }: Account, aal: 'aal1' | 'aal2'): Repos => {
  const accessToken = testJwt({ sub: id, email, role: 'authenticated', aud: 'authenticated', aal });
  const caller: Caller = { role: 'authenticated', userId: id, email, accessToken };
  return data.forCaller(caller);
};
const entry = (kind: ActivityEntry['kind']): ActivityEntry => ({
  kind,
  method: null,
  address: '198.51.100.66',
  browser: 'Other',
});
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

/** `times` calls of the function as the owner's complete (aal2) session, in one transaction. */
async function flood(kind: string, times: number) {
  await db.transaction(async (tx) => {
    const claims = { sub: owner.id, email: owner.email, role: 'authenticated', aal: 'aal2' };
    await tx.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(claims),
    ]);
    await tx.query(
      `select public.record_account_activity($1, null, '198.51.100.66', 'Other') from generate_series(1, $2)`,
      [kind, times],
    );
  });
}
const stored = async (kind?: string) =>
  (
    await db.query<{ n: number }>(
      `select count(*)::int as n from public.account_activity where user_id = $1 and ($2::text is null or kind = $2)`,
      [owner.id, kind ?? null],
    )
  ).rows[0]!.n;

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  server.use(postgrestHandler(db, { url: testSupabaseUrl, anonKey: testAnonKey }));
  server.listen({ onUnhandledFrame: 'error' });
  owner = await createUser(db, 'activity-owner@example.com');
  await addVerifiedFactor(db, owner.id);
});
afterAll(async () => {
  server.close();
  await db?.close();
});

describe('a password-only session (aal1) of an account with a second factor', () => {
  it("records its own wrong code, but no sign-in: a forged one would end the owner's count", async () => {
    await as(owner, 'aal2').security.record({ ...entry('sign_in'), method: 'totp' });
    const half = as(owner, 'aal1');
    expect(await refusal(half.security.record(entry('second_step_failed')))).toBe('allowed');
    expect(await refusal(half.security.record({ ...entry('sign_in'), method: 'totp' }))).not.toBe('allowed');
    expect(await stored('sign_in')).toBe(1);
    // It learns how many wrong codes there were since the last sign-in, and nothing more.
    expect(await half.security.failedCodesSinceSignIn()).toBe(1);
    expect(await half.security.activity({ userId: owner.id, limit: 10 })).toEqual([]);
  });
});

describe('a caller flooding its own activity list', () => {
  it('stores at most 200 entries of a kind a day, and never pushes out the last 30 days', async () => {
    await as(owner, 'aal2').security.record({ ...entry('factor_added'), method: 'totp' });
    const kinds = ['sign_in', 'second_step_failed', 'factor_removed', 'recovery_code_used', 'recovery_codes_replaced'];
    for (const kind of kinds) await flood(kind, 250);
    for (const kind of kinds) expect(await stored(kind), kind).toBeLessThanOrEqual(200);
    // The entry written before the flood is still listed.
    expect(await stored('factor_added')).toBe(1);
    // Past the cap the owner's own sign-in still goes through (its entry is dropped, not refused).
    expect(await refusal(as(owner, 'aal2').security.record({ ...entry('sign_in'), method: 'totp' }))).toBe('allowed');
  });
});
