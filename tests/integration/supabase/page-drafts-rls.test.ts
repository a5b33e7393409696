import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, Repos } from '@/lib/data/port';
import { createSupabaseData } from '@/lib/data/supabase';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { AppError } from '@/lib/errors';
import { createUser, openTestDatabase } from '../../support/database';
import { testAnonKey, testJwt, testSupabaseUrl } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';

// Issue #40, point 4, supabase mode: the page drafts go through PostgREST with each admin's own
// token, and the table's policy (migration 20261220000400) keeps each admin's drafts their own.
const server = setupServer();
let db: EmbeddedDatabase;
const data = createSupabaseData({ url: testSupabaseUrl, anonKey: testAnonKey });
type Account = { id: string; email: string };
let alice: Account;
let carol: Account;
let bob: Account;
let heroId: string;
let heroAt: string;

const as = ({ id, email }: Account): Repos => {
  const accessToken = testJwt({ sub: id, email, role: 'authenticated', aud: 'authenticated', aal: 'aal2' });
  const caller: Caller = { role: 'authenticated', userId: id, email, accessToken };
  return data.forCaller(caller);
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  server.use(postgrestHandler(db, { url: testSupabaseUrl, anonKey: testAnonKey }));
  server.listen({ onUnhandledFrame: 'error' });
  alice = await createUser(db, 'alice@example.com');
  carol = await createUser(db, 'carol@example.com');
  bob = await createUser(db, 'bob@example.com', { isAdmin: false });
  const hero = await db.query<{ id: string; at: string }>(
    `select id, to_jsonb(updated_at) #>> '{}' as at from page_content where page_name = 'home' and section_name = 'hero'`,
  );
  heroId = hero.rows[0]!.id;
  heroAt = hero.rows[0]!.at;
});
afterAll(async () => {
  server.close();
  await db?.close();
});

describe('page drafts through PostgREST', () => {
  it("keeps each admin's draft their own, keeps the base it began from, and refuses a non-admin", async () => {
    const first = await as(alice).pageDrafts.put({
      contentId: heroId,
      content: { headline: 'A' },
      baseUpdatedAt: heroAt,
    });
    expect(first).toMatchObject({ contentId: heroId, content: { headline: 'A' } });
    // A later save of the draft is no newer start: the base stays.
    const later = await as(alice).pageDrafts.put({
      contentId: heroId,
      content: { headline: 'AB' },
      baseUpdatedAt: new Date().toISOString(),
    });
    expect(Date.parse(later.baseUpdatedAt)).toBe(Date.parse(first.baseUpdatedAt));

    expect(await as(carol).pageDrafts.list()).toEqual([]);
    await as(carol).pageDrafts.put({ contentId: heroId, content: { headline: 'C' }, baseUpdatedAt: heroAt });
    await as(carol).pageDrafts.remove([heroId]);
    expect((await as(alice).pageDrafts.list()).map((d) => d.content)).toEqual([{ headline: 'AB' }]);

    expect(await refusal(as(bob).pageDrafts.put({ contentId: heroId, content: {}, baseUpdatedAt: heroAt }))).toBe(
      'forbidden',
    );
    expect(await as(bob).pageDrafts.list()).toEqual([]);

    await as(alice).pageDrafts.remove([heroId]);
    expect(await as(alice).pageDrafts.list()).toEqual([]);
  });
});
