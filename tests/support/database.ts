import { openEmbeddedDatabase, type EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import type { Caller } from '@/lib/data/port';

/** A fresh in-memory database with the production migrations and seed applied. */
export function openTestDatabase(options: { adminEmails?: string[]; registrationOpen?: boolean } = {}) {
  return openEmbeddedDatabase(options);
}

/**
 * Creates a user directly, as the auth service would, without paying for password hashing.
 * Goes through the same registration trigger; pass `open` to let later users in.
 */
export async function createUser(db: EmbeddedDatabase, email: string, options: { isAdmin?: boolean } = {}) {
  const result = await db.query<{ id: string }>('insert into auth.users (email) values ($1) returning id', [email]);
  const id = result.rows[0]!.id;
  if (options.isAdmin === false) await db.query('update public.profiles set is_admin = false where user_id = $1', [id]);
  const caller: Caller = { role: 'authenticated', userId: id, email };
  return { id, email, caller };
}

/** A verified second factor for the account, as the auth service records one after its setup. */
export async function addVerifiedFactor(db: EmbeddedDatabase, userId: string, kind: 'totp' | 'webauthn' = 'totp') {
  await db.query(`insert into auth.mfa_factors (user_id, factor_type, status) values ($1, $2, 'verified')`, [
    userId,
    kind,
  ]);
}
