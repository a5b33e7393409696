import { beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { applyRegistrationSettings } from '@/lib/data/embedded/engine/migrate';
import { memoryCookieJar } from '../../support/cookie-jar';
import { openTestDatabase } from '../../support/database';
import { failure } from '../../support/app-error';

const owner = { email: 'owner@example.com', password: 'correct horse battery' };
const DAY = 24 * 3600;

let db: EmbeddedDatabase;
let auth: ReturnType<typeof createEmbeddedAuth>;

/** A browser signed in as the owner. */
async function browser() {
  const it = memoryCookieJar();
  await auth.signIn(it.jar, owner);
  return it;
}

/** Moves every session's sign-in `days` into the past, keeping its expiry as it is. */
const signedInDaysAgo = (days: number) =>
  db.query(`update auth.embedded_sessions set created_at = now() - make_interval(days => $1)`, [days]);

const secondsLeft = async () =>
  (
    await db.query<{ left: number }>(
      `select extract(epoch from expires_at - now())::int as left from auth.embedded_sessions`,
    )
  ).rows.map((row) => row.left);

beforeEach(async () => {
  db ??= await openTestDatabase();
  await db.exec('delete from auth.users; delete from private.rate_limits');
  await applyRegistrationSettings(db, { adminEmails: [], registrationOpen: false });
  auth = createEmbeddedAuth(db, { secureCookies: false });
  await auth.signUp(owner);
});

describe('absolute session lifetime (30 days from sign-in)', () => {
  it('refuses a session signed in 31 days ago even though it slid recently and has days left', async () => {
    const session = await browser();
    await signedInDaysAgo(31);
    await db.query(`update auth.embedded_sessions set expires_at = now() + interval '6 days'`);
    expect(await auth.getUser(session.jar)).toBeNull();
    expect(await auth.refresh(session.jar)).toBeNull();
    expect(session.values.size).toBe(0);
  });

  it('keeps a session signed in 27 days ago, but refresh extends it only up to day 30', async () => {
    const session = await browser();
    await signedInDaysAgo(27);
    await db.query(`update auth.embedded_sessions set expires_at = now() + interval '12 hours'`);
    expect(await auth.refresh(session.jar)).toMatchObject({ email: owner.email });
    const [left] = await secondsLeft();
    // Three days left until the absolute end, not the 7 days of the sliding expiry; the cookie agrees.
    expect(Math.abs(left! - 3 * DAY)).toBeLessThan(60);
    expect(Math.abs(session.options.get('session')!.maxAge! - 3 * DAY)).toBeLessThan(60);
  });

  it('still slides the full 7 days while the absolute end is further away', async () => {
    const session = await browser();
    await signedInDaysAgo(10);
    await db.query(`update auth.embedded_sessions set expires_at = now() + interval '2 days'`);
    await auth.refresh(session.jar);
    expect(Math.round((await secondsLeft())[0]! / DAY)).toBe(7);
  });
});

describe('changePassword', () => {
  const change = { currentPassword: owner.password, newPassword: 'a brand new passphrase' };

  it('refuses a wrong current password and changes nothing', async () => {
    const [current, other] = [await browser(), await browser()];
    const error = await failure(auth.changePassword(current.jar, { ...change, currentPassword: 'not my password' }));
    expect([error.code, error.message]).toEqual(['unauthorized', 'Current password is incorrect']);
    await expect(auth.signIn(memoryCookieJar().jar, owner)).resolves.toMatchObject({ email: owner.email });
    await failure(auth.signIn(memoryCookieJar().jar, { email: owner.email, password: change.newPassword }));
    expect(await auth.getUser(other.jar)).not.toBeNull();
  });

  it('sets the new password, ends the other sessions and keeps this one', async () => {
    const [current, other] = [await browser(), await browser()];
    await auth.changePassword(current.jar, change);
    expect(await auth.getUser(current.jar)).toMatchObject({ email: owner.email });
    expect(await auth.getUser(other.jar)).toBeNull();
    const old = await failure(auth.signIn(memoryCookieJar().jar, owner));
    expect(old.message).toBe('Invalid login credentials');
    await expect(
      auth.signIn(memoryCookieJar().jar, { email: owner.email, password: change.newPassword }),
    ).resolves.toMatchObject({ email: owner.email });
  });

  it('refuses without a session, and a new password that is too short', async () => {
    expect((await failure(auth.changePassword(memoryCookieJar().jar, change))).code).toBe('unauthorized');
    const session = await browser();
    const short = await failure(auth.changePassword(session.jar, { ...change, newPassword: 'short' }));
    expect(short.message).toBe('Password must be at least 8 characters');
  });
});

describe('signOutOthers', () => {
  it('ends every other session of this user only, and says how many', async () => {
    const [current, second, third] = [await browser(), await browser(), await browser()];
    await applyRegistrationSettings(db, { adminEmails: [], registrationOpen: true });
    const partner = { email: 'partner@example.com', password: 'partner password' };
    await auth.signUp(partner);
    const stranger = memoryCookieJar();
    await auth.signIn(stranger.jar, partner);

    expect(await auth.signOutOthers(current.jar)).toEqual({ ended: 2 });
    expect(await auth.getUser(current.jar)).toMatchObject({ email: owner.email });
    expect(await auth.getUser(second.jar)).toBeNull();
    expect(await auth.getUser(third.jar)).toBeNull();
    expect(await auth.getUser(stranger.jar)).toMatchObject({ email: partner.email });
    expect(await auth.signOutOthers(current.jar)).toEqual({ ended: 0 });
  });

  it('refuses without a session', async () => {
    expect((await failure(auth.signOutOthers(memoryCookieJar().jar))).code).toBe('unauthorized');
  });
});
