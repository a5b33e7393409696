import 'server-only';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { AppError } from '@/lib/errors';
import type { Caller } from '../../port';

export type Tx = Transaction;

/**
 * Runs `work` in a transaction as the caller, exactly as PostgREST does on Supabase:
 * the API role plus the JWT claims that auth.uid() reads. Row-level security, not the
 * WHERE clauses of the repositories, is what keeps one user's rows from another.
 */
export async function withCaller<T>(db: PGlite, caller: Caller, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await runAs(db, caller, work);
  } catch (error) {
    // 42501: a missing grant or a row-level security policy said no.
    if ((error as { code?: string }).code === '42501') {
      throw new AppError('forbidden', 'You are not allowed to do that.', { cause: error });
    }
    throw error;
  }
}

function runAs<T>(db: PGlite, caller: Caller, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const claims =
      caller.role === 'anon'
        ? { role: 'anon' }
        : // aal2: an embedded session exists only once every factor of the account was passed (migration 20261129000200).
          { sub: caller.userId, email: caller.email, role: 'authenticated', aud: 'authenticated', aal: 'aal2' };
    // One round trip for both, as PostgREST does it (set_config('role') is SET LOCAL ROLE).
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      claims.role,
      JSON.stringify(claims),
    ]);
    return work(tx);
  });
}

/** How a repository runs its work as the caller: in its own transaction, or in `shared` (see DataPort.readTogether). */
export function callerRunner(db: PGlite, caller: Caller, shared?: Tx) {
  return <T>(work: (tx: Tx) => Promise<T>): Promise<T> => (shared ? work(shared) : withCaller(db, caller, work));
}

/** Timestamps travel as exact ISO text (microseconds kept), like PostgREST returns them. */
export const iso = (column: string, alias = column) => `to_jsonb(${column}) #>> '{}' as "${alias}"`;

export function requireUserId(caller: Caller): string {
  if (caller.role !== 'authenticated') throw new AppError('unauthorized', 'You must be signed in.');
  return caller.userId;
}
