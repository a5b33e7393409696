import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { inject } from 'vitest';
import { type EmbeddedDatabase } from '@/lib/data/embedded/engine/database';
import { applyRegistrationSettings } from '@/lib/data/embedded/engine/migrate';
import { embeddedStartParamsFor } from '@/lib/data/embedded/engine/start-params';
import type { Caller } from '@/lib/data/port';

/**
 * A fresh in-memory database with the production migrations and seed applied: a copy of the one
 * the global setup migrated (./database-template.global.ts), then this test's registration settings,
 * as openEmbeddedDatabase applies them at every start.
 */
export async function openTestDatabase(
  options: { adminEmails?: string[]; registrationOpen?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const template = new Blob([await readFile(inject('databaseTemplate'))]);
  const db = await PGlite.create({
    loadDataDir: template,
    extensions: { vector },
    startParams: embeddedStartParamsFor({ fsync: true }),
  });
  await applyRegistrationSettings(db, {
    adminEmails: options.adminEmails ?? [],
    registrationOpen: options.registrationOpen ?? false,
  });
  return db;
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
