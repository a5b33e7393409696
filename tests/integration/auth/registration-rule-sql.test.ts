import { beforeEach, describe, expect, it } from 'vitest';
import type { EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { applyRegistrationSettings } from '@/lib/data/embedded/engine/migrate';
import { openTestDatabase } from '../../support/database';

// The registration rule as Supabase runs it: the trigger on auth.users refuses the insert
// that GoTrue makes for a sign-up, whoever calls the auth API (the app or anyone holding the
// public anon key). Nothing anon can call answers the rule for a given e-mail.
let db: EmbeddedDatabase;

const asAnon = (statement: string, params: unknown[] = []) =>
  db.transaction(async (tx) => {
    await tx.exec('set local role anon');
    return tx.query(statement, params);
  });

const signUpAsGoTrue = (email: string) =>
  db.query(`insert into auth.users (email, raw_user_meta_data) values ($1, '{"username":"x","is_admin":true}')`, [
    email,
  ]);

const accounts = async () =>
  (await db.query<{ email: string }>('select email from auth.users order by created_at')).rows.map((r) => r.email);

beforeEach(async () => {
  db ??= await openTestDatabase();
  await db.exec('delete from auth.users; delete from private.signup_allowlist');
  await applyRegistrationSettings(db, { adminEmails: [], registrationOpen: false });
});

describe('registration rule in the database', () => {
  it('without an allow-list, lets the first account in, then refuses strangers', async () => {
    await signUpAsGoTrue('owner@example.com');
    await expect(signUpAsGoTrue('stranger@example.com')).rejects.toThrow('Registration is closed');
    expect(await accounts()).toEqual(['owner@example.com']);
  });

  it('with an allow-list, refuses a first account that is not on it, and takes one that is', async () => {
    await applyRegistrationSettings(db, { adminEmails: ['owner@example.com'], registrationOpen: false });
    await expect(signUpAsGoTrue('early-bird@example.com')).rejects.toThrow('Registration is closed');
    expect(await accounts()).toEqual([]);
    await signUpAsGoTrue('owner@example.com');
    await expect(signUpAsGoTrue('early-bird@example.com')).rejects.toThrow('Registration is closed');
    expect(await accounts()).toEqual(['owner@example.com']);
  });

  it('allows an allow-listed e-mail, whatever its case, and anyone while registration is open', async () => {
    await signUpAsGoTrue('owner@example.com');
    await db.exec(`insert into private.signup_allowlist (email) values ('partner@example.com')`);
    await expect(signUpAsGoTrue('Partner@Example.com')).resolves.toBeTruthy();

    await db.exec('update private.registration_settings set registration_open = true');
    await expect(signUpAsGoTrue('anyone@example.com')).resolves.toBeTruthy();
  });

  it('never lets anon read or change the allow-list or the settings directly', async () => {
    for (const statement of [
      'select * from private.signup_allowlist',
      `insert into private.signup_allowlist (email) values ('me@example.com')`,
      'update private.registration_settings set registration_open = true',
    ]) {
      await expect(asAnon(statement)).rejects.toThrow(/permission denied/);
    }
  });

  it('gives anon no function that answers the rule for an e-mail', async () => {
    await signUpAsGoTrue('owner@example.com');
    await db.exec(`insert into private.signup_allowlist (email) values ('partner@example.com')`);
    await expect(asAnon('select public.registration_allowed($1)', ['partner@example.com'])).rejects.toThrow(
      /does not exist|permission denied/,
    );
    await expect(asAnon('select private.registration_allowed($1)', ['partner@example.com'])).rejects.toThrow(
      /permission denied/,
    );
    // Nor any other: no function anon may call reads the allow-list or the settings.
    const exposed = await db.query<{ fn: string }>(
      `select p.oid::regprocedure::text as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where has_schema_privilege('anon', n.oid, 'usage') and has_function_privilege('anon', p.oid, 'execute')
         and p.prosrc ~ '(signup_allowlist|registration_settings|registration_allowed)'`,
    );
    expect(exposed.rows).toEqual([]);
  });
});
