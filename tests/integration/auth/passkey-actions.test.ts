import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addPasskeyAction,
  passkeyRegistrationOptionsAction,
  passkeySignInOptionsAction,
  removePasskeyAction,
  renamePasskeyAction,
  signInWithPasskeyAction,
} from '@/app/(admin)/_components/passkeys/actions';
import type { PublicKeyCredentialRequestOptionsJSON } from '@/lib/auth/passkeys/types';
import { openTestDatabase } from '../../support/database';
import { provideEmbeddedDatabase } from '@/lib/data/embedded/engine/instance';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { WRONG_CURRENT_PASSWORD } from '@/lib/auth/password-change';
import type { AuthUser } from '@/lib/auth/types';
import { createEmbeddedData } from '@/lib/data/embedded';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { softAuthenticator } from '../../support/authenticator';
import { memoryCookieJar } from '../../support/cookie-jar';
import { SWEEP_VALUES, oddString } from '../security/fuzz-inputs';

// The server actions as a browser calls them: cookies and the client address from Next's request
// scope (here a map per simulated browser), SITE_URL unset, so the relying party is the default
// http://localhost:3000 and nothing the request says moves it.
const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), address: '203.0.113.40' }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (scope.cookies.has(name) ? { name, value: scope.cookies.get(name)! } : undefined),
    getAll: () => [...scope.cookies].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => void scope.cookies.set(name, value),
    delete: (name: string) => void scope.cookies.delete(name),
  }),
  headers: async () => {
    const { PEER_HEADER, peerStamp } = await import('@/lib/http/peer-stamp');
    return new Headers({ [PEER_HEADER]: peerStamp(scope.address), 'user-agent': 'Mozilla/5.0 Chrome/140.0' });
  },
}));

const SITE = 'http://localhost:3000';
const STACK = /\n\s+at |\.tsx?:\d|\.m?js:\d|node_modules|Error:|TypeError/;
const account = { email: 'actions-passkey@example.com', password: 'correct horse battery' };
let session: string;
let user: AuthUser;
let db: EmbeddedDatabase;
let auth: ReturnType<typeof createEmbeddedAuth>;

const browser = (cookies: Record<string, string> = {}) => {
  scope.cookies = new Map(Object.entries(cookies));
};
const expectMessage = (result: { ok: boolean; message?: string }) => {
  expect(result.ok).toBe(false);
  expect(result.message!.length).toBeGreaterThan(4);
  expect(result.message).not.toMatch(STACK);
};
const data = <T>(result: { ok: boolean; data?: T }) => {
  expect(result).toMatchObject({ ok: true });
  return result.data as T;
};

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  provideEmbeddedDatabase(db);
  auth = createEmbeddedAuth(db, { secureCookies: false });
  await auth.signUp(account);
  const jar = memoryCookieJar();
  user = (await auth.signIn(jar.jar, account)) as AuthUser;
  session = jar.values.get('session')!;
});

describe('passkey server actions', () => {
  it('add one, then sign in with it from a fresh browser; `next` stays on this site', async () => {
    const laptop = softAuthenticator();
    browser({ session });
    // The session alone is not enough: the current password first, a wrong one said plainly.
    expect(await passkeyRegistrationOptionsAction({ password: '' })).toMatchObject({ ok: false });
    expect(await passkeyRegistrationOptionsAction({ password: 'not my password' })).toMatchObject({
      ok: false,
      message: WRONG_CURRENT_PASSWORD,
    });
    const creation = data(await passkeyRegistrationOptionsAction({ password: account.password }));
    expect(creation.rp.id).toBe('localhost');
    const added = data(await addPasskeyAction({ response: laptop.create(SITE, creation) }));
    // No name given: named after the browser, to be renamed.
    expect(added).toMatchObject({ name: 'Chrome passkey' });
    data(await renamePasskeyAction({ id: added.id, name: 'Desk key' }));

    browser();
    const options = data<PublicKeyCredentialRequestOptionsJSON>(await passkeySignInOptionsAction());
    const signedIn = await signInWithPasskeyAction({ response: laptop.get(SITE, options), next: '//evil.example' });
    expect(data(signedIn)).toEqual({ next: '/admin/dashboard' });
    expect(scope.cookies.get('session')).toBeTruthy();
    expect(scope.cookies.get('session')).not.toBe(session);

    // The origin is SITE_URL's: the same passkey used on another port of this host is refused.
    browser();
    const again = data<PublicKeyCredentialRequestOptionsJSON>(await passkeySignInOptionsAction());
    expectMessage(await signInWithPasskeyAction({ response: laptop.get('http://localhost:3100', again) }));
    expect(scope.cookies.get('session')).toBeUndefined();
  });

  it("let an admin whom the owner's rule holds at the setup page add a passkey, which satisfies the rule", async () => {
    // The owner (first account, with the passkey added above) turns the rule on.
    const store = createEmbeddedData(db);
    const securityOf = (account: AuthUser) =>
      store.forCaller({ role: 'authenticated', userId: account.id, email: account.email }).security;
    await securityOf(user).setRequireSecondFactor(true);
    const admin = { email: 'held-admin@example.com', password: 'correct horse battery' };
    await auth.signUp(admin);
    const jar = memoryCookieJar();
    const held = (await auth.signIn(jar.jar, admin)) as AuthUser;
    expect(await securityOf(held).standing()).toEqual({
      required: true,
      hasSecondFactor: false,
      sessionComplete: true,
    });

    browser({ session: jar.values.get('session')! });
    const creation = data(await passkeyRegistrationOptionsAction({ password: admin.password }));
    data(await addPasskeyAction({ response: softAuthenticator().create(SITE, creation), name: 'Phone' }));
    expect(await securityOf(held).standing()).toEqual({ required: true, hasSecondFactor: true, sessionComplete: true });
  });

  it('answer anything else with a message and no session, never an exception', async () => {
    const anything = fc.oneof(fc.anything(), fc.constantFrom(...SWEEP_VALUES), oddString);
    await fc.assert(
      fc.asyncProperty(anything, anything, async (response, next) => {
        browser();
        await passkeySignInOptionsAction();
        expectMessage(await signInWithPasskeyAction({ response, next } as never));
        expect(scope.cookies.get('session')).toBeUndefined();
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(anything, anything, async (id, value) => {
        browser({ session });
        expectMessage(await addPasskeyAction({ response: value, name: id } as never));
        expectMessage(await renamePasskeyAction({ id, name: value } as never));
        expectMessage(await removePasskeyAction({ id, password: value } as never));
      }),
      { numRuns: 25 },
    );
    expect(user.email).toBe(account.email);
  });

  it('removing with the password alone reaches the password check (the other passkey is not asked for)', async () => {
    browser({ session });
    const result = await removePasskeyAction({
      id: '00000000-0000-4000-8000-000000000000',
      password: 'not my password',
    });
    expect(JSON.stringify(result)).not.toContain('expected nonoptional');
  });
});
