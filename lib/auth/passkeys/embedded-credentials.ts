import 'server-only';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import type { StoredCredential } from './backend';
import { PASSKEY_REFUSED } from './types';

type Queryable = PGlite | Transaction;

// counter is a bigint (up to 2^32 - 1): read as a double, exact in that range.
const COLUMNS = `id, user_id as "userId", credential_id as "credentialId", public_key as "publicKey",
  counter::float8 as counter, transports`;

/** The stored passkeys of an account, oldest first. */
export async function credentialsOf(q: Queryable, userId: string): Promise<StoredCredential[]> {
  return (
    await q.query<StoredCredential>(`select ${COLUMNS} from public.passkeys where user_id = $1 order by created_at`, [
      userId,
    ])
  ).rows;
}

/** The passkey with this credential id, whoever's it is. */
export async function credentialById(q: Queryable, credentialId: string): Promise<StoredCredential | null> {
  return (
    (await q.query<StoredCredential>(`select ${COLUMNS} from public.passkeys where credential_id = $1`, [credentialId]))
      .rows[0] ?? null
  );
}

/**
 * Stores the counter of a verified use, only if it still grew (or both are 0): the check the
 * library made on what was read, made again where two uses of one clone could race.
 */
export async function recordUse(tx: Transaction, id: string, use: { newCounter: number; backedUp: boolean }) {
  const { rows } = await tx.query(
    `update public.passkeys set counter = $2, backed_up = $3, last_used_at = now()
     where id = $1 and (counter < $2 or (counter = 0 and $2 = 0)) returning id`,
    [id, use.newCounter, use.backedUp],
  );
  if (!rows.length) throw new AppError('unauthorized', PASSKEY_REFUSED, { cause: new Error('counter did not grow') });
}
