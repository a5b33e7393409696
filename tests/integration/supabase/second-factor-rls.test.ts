import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseData } from '@/lib/data/supabase';
import type { Caller, Repos } from '@/lib/data/port';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { AppError } from '@/lib/errors';
import { addVerifiedFactor, createUser, openTestDatabase } from '../../support/database';
import { testAnonKey, testJwt, testSupabaseUrl } from '../../support/postgrest/jwt';
import { postgrestHandler } from '../../support/postgrest/server';

// Supabase mode, through PostgREST over HTTP (the stand-in runs the real schema and policies):
// a token from signInWithPassword alone (aal1) of an account with a verified second factor
// reaches none of the admin tables; the same account after mfa.verify (aal2) reaches them all.
const server = setupServer();
afterAll(() => server.close());

let db: EmbeddedDatabase;
const data = createSupabaseData({ url: testSupabaseUrl, anonKey: testAnonKey });
type Account = { id: string; email: string };
let owner: Account;
let other: Account;

const as = ({ id, email }: Account, aal: 'aal1' | 'aal2'): Repos => {
  const accessToken = testJwt({ sub: id, email, role: 'authenticated', aud: 'authenticated', aal });
  const caller: Caller = { role: 'authenticated', userId: id, email, accessToken };
  return data.forCaller(caller);
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );
const key = { provider: 'openai', ciphertext: 'v2.a.b.c', keyHint: 'abcd', baseUrl: null } as const;

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  server.use(postgrestHandler(db, { url: testSupabaseUrl, anonKey: testAnonKey }));
  server.listen({ onUnhandledFrame: 'error' });
  owner = await createUser(db, 'owner-mfa@example.com');
  other = await createUser(db, 'no-factor@example.com');
  await addVerifiedFactor(db, owner.id);
  // What the owner did after a complete sign-in: a key, a chat, a memory, a setting, an activity entry.
  const full = as(owner, 'aal2');
  await full.apiKeys.upsert(key);
  await full.chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' });
  await full.memories.add({ content: 'likes tea', embedding: null, metadata: {} });
  await full.settings.update({ memoryViaOpenai: true });
  await full.security.record({ kind: 'sign_in', method: 'totp', address: '192.0.2.1', browser: 'Chrome' });
});

describe('a password-only session (aal1) of an account with a second factor, through PostgREST', () => {
  it('reads none of its own rows: keys, chats, memories, settings, activity', async () => {
    const half = as(owner, 'aal1');
    expect(await half.apiKeys.list()).toEqual([]);
    expect(await half.apiKeys.getActive('openai')).toBeNull();
    expect(await half.chats.listSessions()).toEqual([]);
    expect(await half.memories.list()).toEqual([]);
    expect(await half.settings.get()).toEqual({
      memoryViaOpenai: false,
      localEmbeddingModel: '',
      autoTitle: true,
      memoryEnabled: true,
    });
    expect(await half.security.activity({ userId: owner.id, limit: 10 })).toEqual([]);
  });

  it('writes none: keys, chats, memories, page content, the admins, the owner rule', async () => {
    const half = as(owner, 'aal1');
    expect(await refusal(half.apiKeys.upsert({ ...key, keyHint: 'zzzz' }))).toBe('forbidden');
    expect(await refusal(half.chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' }))).toBe('forbidden');
    expect(await refusal(half.memories.add({ content: 'x', embedding: null, metadata: {} }))).toBe('forbidden');
    const hero = (await half.content.get({ pageName: 'home', sectionName: 'hero' }))!;
    expect(await refusal(half.content.update({ id: hero.id, content: {}, expectedUpdatedAt: hero.updatedAt }))).toBe(
      'forbidden',
    );
    expect(await refusal(half.admins.list())).toBe('forbidden');
    expect(await refusal(half.admins.allow('someone@example.com'))).toBe('forbidden');
    expect(await refusal(half.security.setRequireSecondFactor(true))).toBe('forbidden');
    expect(await refusal(half.security.adminFactors())).toBe('forbidden');
    // What stays open: the public content, its own standing (it must learn it has a step to go).
    expect((await half.content.list()).length).toBeGreaterThan(0);
    expect(await half.security.standing()).toEqual({ required: false, hasSecondFactor: true, sessionComplete: false });
  });

  it('is all allowed once the session passed the second factor (aal2)', async () => {
    const full = as(owner, 'aal2');
    expect((await full.apiKeys.list()).map((k) => k.keyHint)).toEqual(['abcd']);
    expect(await full.chats.listSessions()).toHaveLength(1);
    expect(await full.memories.list()).toHaveLength(1);
    expect(await full.settings.get()).toMatchObject({ memoryViaOpenai: true });
    expect(await full.security.activity({ userId: owner.id, limit: 10 })).toHaveLength(1);
    expect((await full.admins.list()).map((a) => a.email)).toContain(owner.email);
    await full.security.setRequireSecondFactor(false);
  });

  it('leaves accounts without a second factor as they were with a password-only session', async () => {
    const plain = as(other, 'aal1');
    await plain.apiKeys.upsert(key);
    expect(await plain.apiKeys.list()).toHaveLength(1);
    expect((await plain.admins.list()).map((a) => a.email)).toContain(other.email);
  });
});

describe("the owner's rule, through PostgREST", () => {
  it('leaves an admin without a second factor no admin data while it is on, and all of it once it is off', async () => {
    await as(owner, 'aal2').security.setRequireSecondFactor(true);
    const held = as(other, 'aal1');
    const hero = (await held.content.get({ pageName: 'home', sectionName: 'hero' }))!;
    expect(await refusal(held.content.update({ id: hero.id, content: {}, expectedUpdatedAt: hero.updatedAt }))).toBe(
      'forbidden',
    );
    expect(await refusal(held.admins.list())).toBe('forbidden');
    expect(await refusal(held.admins.allow('someone-else@example.com'))).toBe('forbidden');
    expect(await held.apiKeys.list()).toEqual([]);
    expect(await refusal(held.chats.createSession({ model: 'gpt-4o-mini', provider: 'openai' }))).toBe('forbidden');
    // It still learns why, so the app can send it to set a factor up.
    expect(await held.security.standing()).toMatchObject({ required: true, hasSecondFactor: false });
    // The owner, who has a factor, is untouched by the rule.
    expect((await as(owner, 'aal2').admins.list()).map((a) => a.email)).toContain(other.email);

    await as(owner, 'aal2').security.setRequireSecondFactor(false);
    expect(await held.apiKeys.list()).toHaveLength(1);
    expect((await held.admins.list()).map((a) => a.email)).toContain(other.email);
  });
});
