import { beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import { userHandle } from '@/lib/auth/passkeys/ceremony';
import { createEmbeddedPasskeys } from '@/lib/auth/passkeys/embedded';
import { relyingPartyOf } from '@/lib/auth/passkeys/relying-party';
import * as passkeys from '@/lib/auth/passkeys/service';
import { PASSKEY_OPTIONS_LIMIT } from '@/lib/auth/passkeys/service';
import {
  CHALLENGE_EXPIRED,
  NO_OTHER_PASSKEY,
  PASSKEY_REFUSED,
  UNKNOWN_PASSKEY,
  USE_ANOTHER_PASSKEY,
} from '@/lib/auth/passkeys/types';
import { WRONG_CURRENT_PASSWORD } from '@/lib/auth/password-change';
import { needsSecondStep, type AuthUser } from '@/lib/auth/types';
import { createEmbeddedData } from '@/lib/data/embedded';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import type { AppError } from '@/lib/errors';
import { bucketName } from '@/lib/rate-limit';
import { softAuthenticator, type SoftAuthenticator } from '../../support/authenticator';
import { memoryCookieJar } from '../../support/cookie-jar';
import { addVerifiedFactor, openTestDatabase } from '../../support/database';

// The site as the browser sees it: SITE_URL=http://localhost:3700, so rpID localhost.
const SITE = 'http://localhost:3700';
const origin = { address: '203.0.113.7', browser: 'Chrome' } as const;
const owner = { email: 'passkey-owner@example.com', password: 'correct horse battery' };
const other = { email: 'passkey-other@example.com', password: 'another good passphrase' };

type Browser = ReturnType<typeof memoryCookieJar>;
let db: EmbeddedDatabase;
let auth: ReturnType<typeof createEmbeddedAuth>;
let deps: Parameters<typeof passkeys.signIn>[0];
let ownerUser: AuthUser;
let ownerBrowser: Browser;
let laptop: SoftAuthenticator;
/** What "Add a passkey" sends in the owner's browser: the session and the current password. */
let ownerOptions: Parameters<typeof passkeys.registrationOptions>[1];

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: AppError) => error,
  );
const causeOf = (error: AppError | null) => String((error?.cause as Error | undefined)?.message ?? '');
const activity = async (user: AuthUser) =>
  (
    await createEmbeddedData(db)
      .forCaller({ role: 'authenticated', userId: user.id, email: user.email })
      .security.activity({ userId: user.id, limit: 50 })
  ).map((entry) => `${entry.kind}/${entry.method ?? '-'}`);

async function signedIn(account: { email: string; password: string }) {
  const browser = memoryCookieJar();
  const outcome = await auth.signIn(browser.jar, account);
  expect(needsSecondStep(outcome)).toBe(false);
  return { browser, user: outcome as AuthUser };
}

/** Account security's "Add a passkey": the options, the browser's prompt (the authenticator), the check. */
async function addPasskey(browser: Browser, user: AuthUser, authenticator: SoftAuthenticator, name = '', page = SITE) {
  const password = [owner, other].find((account) => account.email === user.email)!.password;
  const options = await passkeys.registrationOptions(deps, { jar: browser.jar, user, password });
  const response = authenticator.create(page, options);
  return passkeys.register(deps, { jar: browser.jar, user, response, name, origin });
}

/** The sign-in page's "Sign in with a passkey", in `browser` (a fresh one by default). */
async function passkeySignIn(
  authenticator: Pick<SoftAuthenticator, 'get'>,
  browser = memoryCookieJar(),
  edit: (response: ReturnType<SoftAuthenticator['get']>) => unknown = (response) => response,
  page = SITE,
) {
  const options = await passkeys.signInOptions(deps, { jar: browser.jar, origin });
  const response = edit(authenticator.get(page, options));
  const user = await passkeys.signIn(deps, { jar: browser.jar, response, origin });
  return { user, browser };
}

beforeAll(async () => {
  db = await openTestDatabase({ registrationOpen: true });
  auth = createEmbeddedAuth(db, { secureCookies: false });
  const data = createEmbeddedData(db);
  deps = {
    adapter: createEmbeddedPasskeys(db, { secureCookies: false, relyingParty: relyingPartyOf(SITE) }),
    store: data.rateLimits,
    record: (account, entry) =>
      data.forCaller({ role: 'authenticated', userId: account.id, email: account.email }).security.record(entry),
  };
  await auth.signUp(owner);
  await auth.signUp(other);
  ({ browser: ownerBrowser, user: ownerUser } = await signedIn(owner));
  ownerOptions = { jar: ownerBrowser.jar, user: ownerUser, password: owner.password };
  laptop = softAuthenticator();
});

describe('adding a passkey', () => {
  it('needs the current password before any challenge: a session alone cannot reach the add', async () => {
    const { browser, user } = await signedIn(other);
    const bucket = bucketName('password-change', user.id);
    const ask = (password?: string) =>
      failure(passkeys.registrationOptions(deps, { jar: browser.jar, user, password }));

    expect(await ask()).toMatchObject({ code: 'invalid_input', message: 'Password is required' });
    expect(await ask('not my password')).toMatchObject({ code: 'unauthorized', message: WRONG_CURRENT_PASSWORD });
    // The guess spends the password change's budget, and no challenge was issued.
    expect(await deps.store.check(bucket, 1, 900)).toBeGreaterThan(0);
    expect(browser.values.get('passkey-challenge')).toBeUndefined();
    const { rows } = await db.query(`select 1 from private.passkey_challenges where user_id = $1`, [user.id]);
    expect(rows).toEqual([]);

    // Without a challenge of its own, a made-up registration response is refused.
    const forged = laptop.create(SITE, {
      ...(await passkeys.registrationOptions(deps, ownerOptions)),
      challenge: 'bm90LWEtcmVhbC1jaGFsbGVuZ2U',
    });
    const added = await failure(
      passkeys.register(deps, { jar: browser.jar, user, response: forged, name: '', origin }),
    );
    expect(added).toMatchObject({ code: 'unauthorized', message: CHALLENGE_EXPIRED });
    expect(await deps.adapter.list(browser.jar)).toEqual([]);

    // The right password issues the options and gives the guess back.
    await passkeys.registrationOptions(deps, { jar: browser.jar, user, password: other.password });
    expect(await deps.store.check(bucket, 1, 900)).toBe(0);
  });

  it('asks for a discoverable credential with user verification, stores it named, and ends the other sessions', async () => {
    const elsewhere = await signedIn(owner);
    const options = await passkeys.registrationOptions(deps, ownerOptions);
    expect(options.rp).toEqual({ id: 'localhost', name: 'Mission Ready Tech' });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.user.id).toBe(userHandle(ownerUser.id));
    expect(options.timeout).toBe(300_000);
    expect(ownerBrowser.options.get('passkey-challenge')).toMatchObject({ httpOnly: true, maxAge: 300 });

    const response = laptop.create(SITE, options);
    const added = await passkeys.register(deps, {
      jar: ownerBrowser.jar,
      user: ownerUser,
      response,
      name: '  MacBook Touch ID ',
      origin,
    });
    expect(added).toMatchObject({ name: 'MacBook Touch ID', lastUsedAt: null });
    expect(await passkeys.registrationOptions(deps, ownerOptions)).toMatchObject({
      excludeCredentials: [{ id: response.id }],
    });
    expect(await deps.adapter.list(ownerBrowser.jar)).toEqual([added]);

    expect(await auth.getUser(elsewhere.browser.jar)).toBeNull();
    expect(await auth.getUser(ownerBrowser.jar)).toMatchObject({ id: ownerUser.id });
    expect(await activity(ownerUser)).toEqual(['factor_added/passkey']);
  });

  it('counts as a second factor under the owner rule, shown as webauthn', async () => {
    const security = createEmbeddedData(db).forCaller({
      role: 'authenticated',
      userId: ownerUser.id,
      email: ownerUser.email,
    }).security;
    expect(await security.standing()).toEqual({ required: false, hasSecondFactor: true, sessionComplete: true });
    await security.setRequireSecondFactor(true);
    expect(await security.standing()).toEqual({ required: true, hasSecondFactor: true, sessionComplete: true });
    expect((await security.adminFactors()).find((row) => row.userId === ownerUser.id)?.factors).toEqual(['webauthn']);
    await security.setRequireSecondFactor(false);
    // So the password alone no longer signs this account in: it opens the second step.
    expect(needsSecondStep(await auth.signIn(memoryCookieJar().jar, owner))).toBe(true);
  });

  it('refuses a response from another origin, without user verification, or to a challenge of another session', async () => {
    const elsewhere = softAuthenticator();
    const wrongOrigin = await failure(addPasskey(ownerBrowser, ownerUser, elsewhere, '', 'http://localhost:4000'));
    expect(wrongOrigin).toMatchObject({ code: 'unauthorized', message: PASSKEY_REFUSED });
    expect(causeOf(wrongOrigin)).toMatch(/origin/);

    const unverified = await failure(addPasskey(ownerBrowser, ownerUser, softAuthenticator({ userVerified: false })));
    expect(unverified).toMatchObject({ message: PASSKEY_REFUSED });
    expect(causeOf(unverified)).toMatch(/User verification/);

    // The options of one session, answered in another browser of the same account (signed in with
    // the passkey: with one, the password alone no longer signs this account in).
    const second = await passkeySignIn(laptop);
    const options = await passkeys.registrationOptions(deps, ownerOptions);
    const stolen = passkeys.register(deps, {
      jar: {
        ...second.browser.jar,
        get: (name) => (name === 'passkey-challenge' ? ownerBrowser.jar : second.browser.jar).get(name),
      },
      user: ownerUser,
      response: elsewhere.create(SITE, options),
      name: '',
      origin,
    });
    // The challenge cookie is this browser's, the session another's: the challenge does not fit.
    expect(await failure(stolen)).toMatchObject({ message: CHALLENGE_EXPIRED });
    expect(await deps.adapter.list(ownerBrowser.jar)).toHaveLength(1);
  });
});

describe('signing in with a passkey', () => {
  it('signs in with no e-mail typed and asks for no code, even with an authenticator app on', async () => {
    // With a passkey only, the password's second step has no code to ask for (the page offers the passkey alone).
    const passkeyOnly = memoryCookieJar();
    expect(needsSecondStep(await auth.signIn(passkeyOnly.jar, owner))).toBe(true);
    expect(await auth.secondFactor.pendingSignIn(passkeyOnly.jar)).toMatchObject({ hasTotp: false });

    await addVerifiedFactor(db, ownerUser.id, 'totp');
    const password = memoryCookieJar();
    expect(needsSecondStep(await auth.signIn(password.jar, owner))).toBe(true);
    expect(await auth.secondFactor.pendingSignIn(password.jar)).toMatchObject({ hasTotp: true });

    const { user, browser } = await passkeySignIn(laptop, password);
    expect(user).toMatchObject({ id: ownerUser.id, email: owner.email });
    expect(await auth.getUser(browser.jar)).toMatchObject({ id: ownerUser.id });
    // The half-done password sign-in of this browser is gone with it.
    expect(browser.values.get('pending-sign-in')).toBeUndefined();
    expect((await activity(ownerUser)).slice(0, 1)).toEqual(['sign_in/passkey']);
    const [listed] = await deps.adapter.list(ownerBrowser.jar);
    expect(listed!.lastUsedAt).not.toBeNull();
    await db.query(`delete from auth.mfa_factors where user_id = $1`, [ownerUser.id]);
  });

  it('hands out at most 100 sign-in challenges per client address in five minutes', async () => {
    const from = { ...origin, address: '198.51.100.77' };
    for (let i = 0; i < PASSKEY_OPTIONS_LIMIT.max; i++)
      await passkeys.signInOptions(deps, { jar: memoryCookieJar().jar, origin: from });
    const more = passkeys.signInOptions(deps, { jar: memoryCookieJar().jar, origin: from });
    expect(await failure(more)).toMatchObject({ code: 'rate_limited' });
    // Another address is not affected.
    await passkeys.signInOptions(deps, { jar: memoryCookieJar().jar, origin });
  });

  it("counts refused passkey sign-ins in the address's sign-in budget, which a success does not spend", async () => {
    const from = { ...origin, address: '198.51.100.78' };
    const attempt = async (authenticator: Pick<SoftAuthenticator, 'get'>) => {
      const browser = memoryCookieJar();
      const options = await passkeys.signInOptions(deps, { jar: browser.jar, origin: from });
      return failure(
        passkeys.signIn(deps, { jar: browser.jar, response: authenticator.get(SITE, options), origin: from }),
      );
    };
    expect(await attempt(laptop)).toBeNull();
    const stranger = softAuthenticatorWith(SITE);
    for (let i = 0; i < 20; i++) expect(await attempt(stranger)).toMatchObject({ message: UNKNOWN_PASSKEY });
    expect(await attempt(laptop)).toMatchObject({ code: 'rate_limited' });
  });

  it('refuses a challenge older than five minutes', async () => {
    const browser = memoryCookieJar();
    const options = await passkeys.signInOptions(deps, { jar: browser.jar, origin });
    await db.query(
      `update private.passkey_challenges set expires_at = now() - interval '1 second' where challenge = $1`,
      [options.challenge],
    );
    const late = passkeys.signIn(deps, { jar: browser.jar, response: laptop.get(SITE, options), origin });
    expect(await failure(late)).toMatchObject({ code: 'unauthorized', message: CHALLENGE_EXPIRED });
    expect(await auth.getUser(browser.jar)).toBeNull();
  });

  it('uses each challenge once, and only in the browser that asked for it', async () => {
    const browser = memoryCookieJar();
    const options = await passkeys.signInOptions(deps, { jar: browser.jar, origin });
    const response = laptop.get(SITE, options);
    // Another browser (say, an attacker's page relaying it) presents the response: no.
    const elsewhere = memoryCookieJar();
    await passkeys.signInOptions(deps, { jar: elsewhere.jar, origin });
    expect(await failure(passkeys.signIn(deps, { jar: elsewhere.jar, response, origin }))).toMatchObject({
      message: CHALLENGE_EXPIRED,
    });

    await passkeys.signIn(deps, { jar: browser.jar, response, origin });
    await auth.signOut(browser.jar);
    const replay = await failure(passkeys.signIn(deps, { jar: browser.jar, response, origin }));
    expect(replay).toMatchObject({ message: CHALLENGE_EXPIRED });
    expect(await auth.getUser(browser.jar)).toBeNull();
  });

  it('refuses a response made on another origin, and that challenge is spent', async () => {
    const browser = memoryCookieJar();
    const options = await passkeys.signInOptions(deps, { jar: browser.jar, origin });
    const phished = await failure(
      passkeys.signIn(deps, { jar: browser.jar, response: laptop.get('http://localhost:4000', options), origin }),
    );
    expect(phished).toMatchObject({ message: PASSKEY_REFUSED });
    expect(causeOf(phished)).toMatch(/origin "http:\/\/localhost:4000"/);
    const retry = passkeys.signIn(deps, { jar: browser.jar, response: laptop.get(SITE, options), origin });
    expect(await failure(retry)).toMatchObject({ message: CHALLENGE_EXPIRED });
  });

  it('refuses an authenticator that did not verify the user', async () => {
    const browser = memoryCookieJar();
    const options = await passkeys.signInOptions(deps, { jar: browser.jar, origin });
    const response = laptop.unverified().get(SITE, options);
    const refused = await failure(passkeys.signIn(deps, { jar: browser.jar, response, origin }));
    expect(refused).toMatchObject({ message: PASSKEY_REFUSED });
    expect(causeOf(refused)).toMatch(/User verification required/);
  });

  it('refuses a cloned authenticator whose signature counter went backwards', async () => {
    const clone = laptop.clone();
    await passkeySignIn(laptop);
    await passkeySignIn(laptop);
    const counter = async () =>
      (
        await db.query<{ n: number }>('select counter::int as n from public.passkeys where user_id = $1', [
          ownerUser.id,
        ])
      ).rows[0]!.n;
    const before = await counter();
    const cloned = await failure(passkeySignIn(clone));
    expect(cloned).toMatchObject({ code: 'unauthorized', message: PASSKEY_REFUSED });
    expect(causeOf(cloned)).toMatch(/counter value \d+ was lower than expected/);
    expect(await counter()).toBe(before);
    // The real one goes on working.
    await passkeySignIn(laptop);
  });

  it('refuses a passkey nobody registered, and a response naming another account', async () => {
    const stranger = await failure(passkeySignIn(softAuthenticatorWith(SITE)));
    expect(stranger).toMatchObject({ message: UNKNOWN_PASSKEY });

    const otherUser = (await signedIn(other)).user;
    const swapped = await failure(
      passkeySignIn(laptop, memoryCookieJar(), (response) => ({
        ...response,
        response: { ...response.response, userHandle: userHandle(otherUser.id) },
      })),
    );
    expect(swapped).toMatchObject({ message: PASSKEY_REFUSED });
    expect(causeOf(swapped)).toMatch(/user handle/);
  });
});

/** An authenticator holding a passkey for this site that no account here knows. */
function softAuthenticatorWith(site: string) {
  const loner = softAuthenticator();
  loner.create(site, {
    rp: { id: 'localhost', name: 'x' },
    user: { id: userHandle('00000000-0000-4000-8000-000000000000'), name: 'x', displayName: 'x' },
    challenge: Buffer.from('a challenge nobody issued').toString('base64url'),
    pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return loner;
}

describe('renaming and removing', () => {
  it('renames only its own passkeys', async () => {
    const [mine] = await deps.adapter.list(ownerBrowser.jar);
    await passkeys.rename(deps, { jar: ownerBrowser.jar, id: mine!.id, name: 'Work laptop' });
    expect((await deps.adapter.list(ownerBrowser.jar))[0]!.name).toBe('Work laptop');
    const otherSession = await signedIn(other);
    const foreign = passkeys.rename(deps, { jar: otherSession.browser.jar, id: mine!.id, name: 'Mine now' });
    expect(await failure(foreign)).toMatchObject({ code: 'not_found' });
    const blank = passkeys.rename(deps, { jar: ownerBrowser.jar, id: mine!.id, name: '   ' });
    expect(await failure(blank)).toMatchObject({ code: 'invalid_input' });
    expect((await deps.adapter.list(ownerBrowser.jar))[0]!.name).toBe('Work laptop');
  });

  it('removes one only with another passkey of the account or the password, and ends the other sessions', async () => {
    const [first] = await deps.adapter.list(ownerBrowser.jar);
    const remove = (proof: { password?: string; response?: unknown }, id = first!.id) =>
      passkeys.remove(deps, { jar: ownerBrowser.jar, user: ownerUser, id, ...proof, origin });

    // With one passkey there is no other to confirm with.
    expect(await failure(passkeys.removalOptions(deps, { jar: ownerBrowser.jar, id: first!.id }))).toMatchObject({
      code: 'conflict',
      message: NO_OTHER_PASSKEY,
    });
    const phone = softAuthenticator();
    const second = await addPasskey(ownerBrowser, ownerUser, phone, 'Phone');

    // The passkey being removed cannot confirm its own removal; another account's cannot either.
    const self = await passkeys.removalOptions(deps, { jar: ownerBrowser.jar, id: first!.id });
    expect(self.allowCredentials?.map((credential) => credential.id)).toHaveLength(1);
    // (The browser offers only the others; a page that left them out would get this one too.)
    const itself = laptop.get(SITE, { ...self, allowCredentials: [] });
    expect(await failure(remove({ response: itself }))).toMatchObject({ message: USE_ANOTHER_PASSKEY });
    const otherSession = await signedIn(other);
    const stranger = softAuthenticator();
    await addPasskey(otherSession.browser, otherSession.user, stranger, 'Not yours');
    const foreign = await passkeys.removalOptions(deps, { jar: ownerBrowser.jar, id: first!.id });
    expect(await failure(remove({ response: stranger.get(SITE, { ...foreign, allowCredentials: [] }) }))).toMatchObject(
      {
        message: PASSKEY_REFUSED,
      },
    );
    expect(await failure(remove({ password: 'not my password' }))).toMatchObject({ message: WRONG_CURRENT_PASSWORD });
    expect(await deps.adapter.list(ownerBrowser.jar)).toHaveLength(2);

    const elsewhere = await passkeySignIn(phone);
    const confirm = await passkeys.removalOptions(deps, { jar: ownerBrowser.jar, id: first!.id });
    await remove({ response: phone.get(SITE, confirm) });
    expect((await deps.adapter.list(ownerBrowser.jar)).map((passkey) => passkey.id)).toEqual([second.id]);
    expect(await auth.getUser(elsewhere.browser.jar)).toBeNull();
    // Removed means removed: the laptop no longer signs in.
    expect(await failure(passkeySignIn(laptop))).toMatchObject({ message: UNKNOWN_PASSKEY });

    await remove({ password: owner.password }, second.id);
    expect(await deps.adapter.list(ownerBrowser.jar)).toEqual([]);
    expect((await activity(ownerUser)).filter((entry) => entry.startsWith('factor_'))).toEqual([
      'factor_removed/passkey',
      'factor_removed/passkey',
      'factor_added/passkey',
      'factor_added/passkey',
    ]);
  });
});

describe('the relying party', () => {
  it('comes from SITE_URL; an IP address cannot be one, and says so', async () => {
    expect(relyingPartyOf('https://www.example.com/some/path')).toMatchObject({
      ok: true,
      party: { rpID: 'www.example.com', origin: 'https://www.example.com' },
    });
    expect(relyingPartyOf('http://localhost:3000')).toMatchObject({ ok: true, party: { rpID: 'localhost' } });
    for (const ip of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'https://203.0.113.9'])
      expect(relyingPartyOf(ip)).toMatchObject({ ok: false, problem: expect.stringContaining('IP address') });

    const off = createEmbeddedPasskeys(db, { secureCookies: false, relyingParty: relyingPartyOf('http://127.0.0.1') });
    expect(await failure(off.signInOptions(memoryCookieJar().jar))).toMatchObject({ code: 'unavailable' });
  });
});
