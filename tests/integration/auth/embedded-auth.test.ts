import { beforeEach, describe, expect, it } from 'vitest';
import { createEmbeddedAuth, INVALID_CREDENTIALS } from '@/lib/auth/embedded';
import { hashSessionToken } from '@/lib/auth/session-token';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { applyRegistrationSettings } from '@/lib/data/embedded/engine/migrate';
import { openTestDatabase } from '../../support/database';
import { memoryCookieJar } from '../../support/cookie-jar';
import { failure } from '../../support/app-error';

const owner = { email: 'owner@example.com', password: 'correct horse battery' };

let db: EmbeddedDatabase;
let auth: ReturnType<typeof createEmbeddedAuth>;

beforeEach(async () => {
  db ??= await openTestDatabase();
  await db.exec('delete from auth.users; delete from private.signup_allowlist');
  await applyRegistrationSettings(db, { adminEmails: [], registrationOpen: false });
  auth = createEmbeddedAuth(db, { secureCookies: true });
});

describe('registration rule', () => {
  it('lets the first account in as owner and admin, with the e-mail local part as username', async () => {
    await auth.signUp({ email: '  Owner@Example.com ', password: owner.password });
    const profile = await db.query<{ username: string; is_admin: boolean; email: string }>(
      'select p.username, p.is_admin, u.email from profiles p join auth.users u on u.id = p.user_id',
    );
    expect(profile.rows).toEqual([{ username: 'owner', is_admin: true, email: 'owner@example.com' }]);
  });

  it('refuses later sign-ups with "Registration is closed"', async () => {
    await auth.signUp(owner);
    const error = await failure(auth.signUp({ email: 'stranger@example.com', password: 'password123' }));
    expect(error.message).toBe('Registration is closed');
    expect(error.status).toBe(403);
  });

  it('lets allow-listed e-mails in, whatever their case', async () => {
    await auth.signUp(owner);
    await applyRegistrationSettings(db, { adminEmails: ['partner@example.com'], registrationOpen: false });
    await expect(auth.signUp({ email: 'Partner@Example.com', password: 'password123' })).resolves.toEqual({
      email: 'partner@example.com',
    });
  });

  it('lets anyone in when registration is open', async () => {
    await applyRegistrationSettings(db, { adminEmails: [], registrationOpen: true });
    await auth.signUp(owner);
    await expect(auth.signUp({ email: 'anyone@example.com', password: 'password123' })).resolves.toBeTruthy();
  });

  it('refuses a taken e-mail and a short password with clear messages', async () => {
    await auth.signUp(owner);
    await applyRegistrationSettings(db, { adminEmails: [], registrationOpen: true });
    expect((await failure(auth.signUp(owner))).message).toBe('User already registered');
    expect((await failure(auth.signUp({ email: 'short@example.com', password: '1234567' }))).message).toBe(
      'Password must be at least 8 characters',
    );
    expect((await failure(auth.signUp({ email: 'not-an-email', password: 'password123' }))).message).toBe(
      'Enter a valid email address',
    );
  });

  it('stores a salted scrypt hash at OWASP parameters, never the password', async () => {
    await auth.signUp(owner);
    const { rows } = await db.query<{ encrypted_password: string }>('select encrypted_password from auth.users');
    expect(rows[0]!.encrypted_password).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(rows[0]!.encrypted_password).not.toContain(owner.password);
  });
});

describe('sessions', () => {
  beforeEach(() => auth.signUp(owner));

  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    const unknown = await failure(
      auth.signIn(memoryCookieJar().jar, { email: 'nobody@example.com', password: owner.password }),
    );
    const wrong = await failure(auth.signIn(memoryCookieJar().jar, { email: owner.email, password: 'wrong password' }));
    expect(unknown.message).toBe(INVALID_CREDENTIALS);
    expect(wrong.message).toBe(INVALID_CREDENTIALS);
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
  });

  it('sets an httpOnly, SameSite=Lax, Secure cookie whose value is stored only as a hash', async () => {
    const browser = memoryCookieJar();
    const user = await auth.signIn(browser.jar, owner);
    expect(user).toMatchObject({ email: owner.email, username: 'owner', isAdmin: true });
    const [name, token] = [...browser.values][0]!;
    expect(name).toBe('__Host-session');
    expect(browser.options.get(name)).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: 7 * 24 * 3600,
    });
    const stored = await db.query<{ token_hash: string }>('select token_hash from auth.embedded_sessions');
    expect(stored.rows).toEqual([{ token_hash: hashSessionToken(token) }]);
    expect(await auth.getUser(browser.jar)).toMatchObject({ email: owner.email });
  });

  it('uses a plain cookie name without Secure outside production', async () => {
    const devAuth = createEmbeddedAuth(db, { secureCookies: false });
    const browser = memoryCookieJar();
    await devAuth.signIn(browser.jar, owner);
    expect([...browser.values.keys()]).toEqual(['session']);
    expect(browser.options.get('session')).toMatchObject({ secure: false, httpOnly: true });
  });

  it('rotates the session at sign-in: the old token stops working', async () => {
    const browser = memoryCookieJar();
    await auth.signIn(browser.jar, owner);
    const old = memoryCookieJar(Object.fromEntries(browser.values));
    await auth.signIn(browser.jar, owner);
    expect(browser.values.get('__Host-session')).not.toBe(old.values.get('__Host-session'));
    expect(await auth.getUser(old.jar)).toBeNull();
    expect(await auth.getUser(browser.jar)).not.toBeNull();
  });

  it('ends the session on the server at sign-out, so a copied cookie is useless', async () => {
    const browser = memoryCookieJar();
    await auth.signIn(browser.jar, owner);
    const copy = memoryCookieJar(Object.fromEntries(browser.values));
    await auth.signOut(browser.jar);
    expect(browser.values.size).toBe(0);
    expect(await auth.getUser(copy.jar)).toBeNull();
  });

  it('expires sessions, and refresh clears an expired cookie', async () => {
    const browser = memoryCookieJar();
    await auth.signIn(browser.jar, owner);
    await db.query(`update auth.embedded_sessions set expires_at = now() - interval '1 second'`);
    expect(await auth.getUser(browser.jar)).toBeNull();
    expect(await auth.refresh(browser.jar)).toBeNull();
    expect(browser.values.size).toBe(0);
  });

  it('extends a session that is more than a day old when refreshed', async () => {
    const browser = memoryCookieJar();
    await auth.signIn(browser.jar, owner);
    await db.query(`update auth.embedded_sessions set expires_at = now() + interval '2 days'`);
    expect(await auth.refresh(browser.jar)).toMatchObject({ email: owner.email });
    const { rows } = await db.query<{ days: number }>(
      `select round(extract(epoch from expires_at - now()) / 86400)::int as days from auth.embedded_sessions`,
    );
    expect(rows[0]!.days).toBe(7);
  });

  it('rejects a tampered cookie', async () => {
    const browser = memoryCookieJar();
    await auth.signIn(browser.jar, owner);
    const token = browser.values.get('__Host-session')!;
    const tampered = memoryCookieJar({ '__Host-session': token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') });
    expect(await auth.getUser(tampered.jar)).toBeNull();
  });
});
