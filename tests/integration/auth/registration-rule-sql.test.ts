import { beforeEach, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/database';
import { applyRegistrationSettings } from '@/lib/data/embedded/migrate';
import { openTestDatabase } from '../../support/database';

// The registration rule as Supabase runs it: the trigger on auth.users refuses the insert
// that GoTrue makes for a sign-up, whoever calls the auth API (the app or anyone holding the
// public anon key); registration_allowed() answers the same rule to anon, read only.
let db: EmbeddedDatabase;

const allowedAsAnon = async (email: string) => {
  const result = await db.transaction(async (tx) => {
    await tx.exec('set local role anon');
    return tx.query<{ allowed: boolean }>('select public.registration_allowed($1) as allowed', [email]);
  });
  return result.rows[0]!.allowed;
};

const signUpAsGoTrue = (email: string) =>
  db.query(`insert into auth.users (email, raw_user_meta_data) values ($1, '{"username":"x","is_admin":true}')`, [
    email,
  ]);

beforeEach(async () => {
  db ??= await openTestDatabase();
  await db.exec('delete from auth.users');
  await applyRegistrationSettings(db, { adminEmails: [], registrationOpen: false });
});

describe('registration rule in the database', () => {
  it('lets the first account in, then refuses strangers in the trigger and in registration_allowed()', async () => {
    expect(await allowedAsAnon('owner@example.com')).toBe(true);
    await signUpAsGoTrue('owner@example.com');
    expect(await allowedAsAnon('stranger@example.com')).toBe(false);
    await expect(signUpAsGoTrue('stranger@example.com')).rejects.toThrow('Registration is closed');
    const count = await db.query<{ n: number }>('select count(*)::int as n from auth.users');
    expect(count.rows[0]!.n).toBe(1);
  });

  it('allows an allow-listed e-mail, whatever its case, and anyone while registration is open', async () => {
    await signUpAsGoTrue('owner@example.com');
    await db.exec(`insert into private.signup_allowlist (email) values ('partner@example.com')`);
    expect(await allowedAsAnon(' Partner@Example.com ')).toBe(true);
    await expect(signUpAsGoTrue('partner@example.com')).resolves.toBeTruthy();

    await db.exec('update private.registration_settings set registration_open = true');
    expect(await allowedAsAnon('anyone@example.com')).toBe(true);
    await expect(signUpAsGoTrue('anyone@example.com')).resolves.toBeTruthy();
  });

  it('never lets anon read or change the allow-list or the settings directly', async () => {
    for (const statement of [
      'select * from private.signup_allowlist',
      `insert into private.signup_allowlist (email) values ('me@example.com')`,
      'update private.registration_settings set registration_open = true',
    ]) {
      await expect(
        db.transaction(async (tx) => {
          await tx.exec('set local role anon');
          await tx.query(statement);
        }),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
