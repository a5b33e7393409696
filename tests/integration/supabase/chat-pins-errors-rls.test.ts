import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, Repos } from '@/lib/data/port';
import { createSupabaseData } from '@/lib/data/supabase';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { AppError } from '@/lib/errors';
import { createUser, openTestDatabase } from '../../support/database';
import { testAnonKey, testJwt, testSupabaseUrl } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';

// Issue #41, points 4 and 5, supabase mode: rename, pin, a failed reply's error and the titles
// setting go through PostgREST with each user's own token, and row-level security (migration
// 20261230000300 adds columns only) keeps another user's chat out of reach.
const server = setupServer();
let db: EmbeddedDatabase;
const data = createSupabaseData({ url: testSupabaseUrl, anonKey: testAnonKey });
type Account = { id: string; email: string };
let alice: Account;
let bob: Account;

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
  alice = await createUser(db, 'pins-alice@example.com');
  bob = await createUser(db, 'pins-bob@example.com', { isAdmin: false });
});
afterAll(async () => {
  server.close();
  await db?.close();
});

describe('rename and pin in supabase mode', () => {
  it('pins a chat to the top and renames it without moving it; another user can do neither', async () => {
    const chats = as(alice).chats;
    const older = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
    const newer = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
    await chats.addMessage({ sessionId: newer.id, role: 'user', content: 'bump' });
    expect((await chats.listSessions()).map((s) => s.id)).toEqual([newer.id, older.id]);

    expect(await chats.updateSession(older.id, { title: 'Tides' })).toMatchObject({ title: 'Tides', pinned: false });
    expect((await chats.listSessions()).map((s) => s.id)).toEqual([newer.id, older.id]);
    expect(await chats.updateSession(older.id, { pinned: true })).toMatchObject({ pinned: true });
    expect((await chats.listSessions()).map((s) => [s.title, s.pinned])).toEqual([
      ['Tides', true],
      ['New Chat', false],
    ]);

    expect(await refusal(as(bob).chats.updateSession(older.id, { title: 'Mine now' }))).toBe('not_found');
    expect(await refusal(as(bob).chats.updateSession(older.id, { pinned: false }))).toBe('not_found');
    // The row is as its owner left it.
    const direct = await db.query<{ title: string; pinned: boolean }>(
      'select title, pinned_at is not null as pinned from chat_sessions where id = $1',
      [older.id],
    );
    expect(direct.rows).toEqual([{ title: 'Tides', pinned: true }]);
    expect(await as(bob).chats.listSessions()).toEqual([]);

    // A title written for the chat yields to the user's own.
    expect(await refusal(chats.updateSession(older.id, { title: 'Model title', titleWas: 'New Chat' }))).toBe(
      'not_found',
    );
  });

  it("keeps a failed reply's error with it, read back with the chat", async () => {
    const chats = as(alice).chats;
    const session = await chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
    await chats.addMessage({ sessionId: session.id, role: 'user', content: 'hello?' });
    const failed = await chats.addMessage({
      sessionId: session.id,
      role: 'assistant',
      content: '',
      status: 'incomplete',
      error: 'OpenAI rejected the API key (401). Check the key in Settings.',
    });
    expect(failed.error).toBe('OpenAI rejected the API key (401). Check the key in Settings.');
    const { session: read, messages } = await chats.sessionWithHistory(session.id);
    expect(read.pinned).toBe(false);
    expect(messages.map((m) => [m.role, m.content, m.error])).toEqual([
      ['user', 'hello?', undefined],
      ['assistant', '', 'OpenAI rejected the API key (401). Check the key in Settings.'],
    ]);
    expect(await refusal(as(bob).chats.sessionWithHistory(session.id))).toBe('not_found');
  });

  it('saves the titles setting per user', async () => {
    expect((await as(alice).settings.get()).autoTitle).toBe(true);
    expect((await as(alice).settings.update({ autoTitle: false })).autoTitle).toBe(false);
    expect((await as(alice).settings.get()).autoTitle).toBe(false);
    expect((await as(bob).settings.get()).autoTitle).toBe(true);
  });
});
