import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedAuth } from '@/lib/auth/embedded';
import * as passwords from '@/lib/crypto/password';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { applyRegistrationSettings } from '@/lib/data/embedded/engine/migrate';
import { openTestDatabase } from '../../support/database';
import { failure } from '../../support/app-error';

const password = 'correct horse battery';

let db: EmbeddedDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
afterEach(() => vi.restoreAllMocks());

/** A deploy with no account yet, ADMIN_EMAILS seeding the allow-list as at start. */
async function freshDeploy(adminEmails: string[]) {
  await db.exec('delete from auth.users; delete from private.signup_allowlist');
  await applyRegistrationSettings(db, { adminEmails, registrationOpen: false });
  return createEmbeddedAuth(db, { secureCookies: true });
}

describe('the first account on a fresh embedded deploy', () => {
  it('must be on ADMIN_EMAILS when that is set', async () => {
    const auth = await freshDeploy(['a@example.com']);
    const error = await failure(auth.signUp({ email: 'b@example.com', password }));
    expect([error.code, error.message]).toEqual(['forbidden', 'Registration is closed']);
    await expect(auth.signUp({ email: 'A@Example.com', password })).resolves.toEqual({ email: 'a@example.com' });
    const owners = await db.query<{ email: string; is_admin: boolean }>(
      'select u.email, p.is_admin from auth.users u join public.profiles p on p.user_id = u.id',
    );
    expect(owners.rows).toEqual([{ email: 'a@example.com', is_admin: true }]);
  });

  it('is whoever comes first when ADMIN_EMAILS is empty', async () => {
    const auth = await freshDeploy([]);
    await expect(auth.signUp({ email: 'b@example.com', password })).resolves.toEqual({ email: 'b@example.com' });
    expect((await failure(auth.signUp({ email: 'c@example.com', password }))).message).toBe('Registration is closed');
  });
});

describe('a sign-up the rule refuses', () => {
  it('is refused before the password is hashed (no scrypt for it)', async () => {
    const auth = await freshDeploy(['a@example.com']);
    const hashing = vi.spyOn(passwords, 'hashPassword');
    expect((await failure(auth.signUp({ email: 'b@example.com', password }))).message).toBe('Registration is closed');
    expect(hashing).not.toHaveBeenCalled();

    await auth.signUp({ email: 'a@example.com', password });
    expect(hashing).toHaveBeenCalledTimes(1);
  });
});
