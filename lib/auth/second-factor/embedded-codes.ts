import 'server-only';
import type { Transaction } from '@electric-sql/pglite';
import { getEncryptionSecret } from '@/lib/crypto/app-secret';
import { openSecret } from '@/lib/crypto/sealed-secret';
import { AppError } from '@/lib/errors';
import { asRecoveryCode, hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { asTotpCode, totpStep } from './totp';
import { CODE_ALREADY_USED, INVALID_CODE, type SecondStepMethod } from './types';

/** What the sealed TOTP secret is bound to: that user's that factor. */
export const totpContext = (userId: string, factorId: string) => ['totp', userId, factorId];

export const TOTP_UNREADABLE =
  'The authenticator secret cannot be read (the server secret changed or the stored value was altered). Use a recovery code, then set the app up again.';

const invalid = () => new AppError('unauthorized', INVALID_CODE);

type FactorRow = { id: string; secret: string };

/** The account's authenticator factor in the given status, secret opened. */
export async function totpFactor(tx: Transaction, userId: string, status: 'verified' | 'unverified') {
  const { rows } = await tx.query<FactorRow & { fresh: boolean }>(
    `select id, secret, created_at > now() - interval '15 minutes' as fresh from auth.mfa_factors
     where user_id = $1 and factor_type = 'totp' and status = $2`,
    [userId, status],
  );
  const row = rows[0];
  if (!row) return null;
  try {
    return {
      id: row.id,
      fresh: row.fresh,
      secret: openSecret(row.secret, totpContext(userId, row.id), getEncryptionSecret()),
    };
  } catch (error) {
    throw new AppError('conflict', TOTP_UNREADABLE, { cause: error });
  }
}

/**
 * Accepts `code` for a verified factor only when it is valid now and of a later time step than
 * the last accepted one. The check and the write are one conditional update, so two requests
 * with the same code cannot both pass.
 */
export async function acceptTotp(tx: Transaction, factor: { id: string; secret: string }, code: string) {
  const step = stepOf(factor, code);
  const { rows } = await tx.query(
    `update auth.mfa_factors set last_totp_step = $2
     where id = $1 and (last_totp_step is null or last_totp_step < $2) returning id`,
    [factor.id, step],
  );
  if (!rows.length) throw new AppError('unauthorized', CODE_ALREADY_USED);
}

/**
 * Turns a factor being set up on with a code valid now. Its time step is not recorded as used:
 * the code was typed in a signed-in session, where replaying it gains nothing, and someone who
 * signs out to try the new second step at once may type the same code again.
 */
export async function verifyTotpSetup(tx: Transaction, factor: { id: string; secret: string }, code: string) {
  stepOf(factor, code);
  // updated_at is Supabase's column; here it says when the factor was turned on.
  await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
}

function stepOf(factor: { secret: string }, code: string): number {
  const totp = asTotpCode(code);
  const step = totp === null ? null : totpStep(factor.secret, totp);
  if (step === null) throw invalid();
  return step;
}

/** Marks an unused recovery code of the account used, or throws: each works once. */
async function spendRecoveryCode(tx: Transaction, userId: string, code: string) {
  const normalized = asRecoveryCode(code);
  if (normalized === null) throw invalid();
  const { rows } = await tx.query(
    `update auth.embedded_recovery_codes set used_at = now()
     where user_id = $1 and code_hash = $2 and used_at is null returning id`,
    [userId, hashRecoveryCode(userId, normalized)],
  );
  if (!rows.length) throw invalid();
}

/** An authenticator code or a recovery code of a verified factor, and which it was. */
export async function checkSecondStep(tx: Transaction, userId: string, code: string): Promise<SecondStepMethod> {
  if (asTotpCode(code) !== null) {
    const factor = await totpFactor(tx, userId, 'verified');
    if (!factor) throw invalid();
    await acceptTotp(tx, factor, code);
    return 'totp';
  }
  await spendRecoveryCode(tx, userId, code);
  return 'recovery_code';
}

/** Ten new recovery codes in place of all the account's old ones; only their hashes are kept. */
export async function replaceRecoveryCodes(tx: Transaction, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.query('delete from auth.embedded_recovery_codes where user_id = $1', [userId]);
  await tx.query(`insert into auth.embedded_recovery_codes (user_id, code_hash) select $1, unnest($2::text[])`, [
    userId,
    codes.map((code) => hashRecoveryCode(userId, asRecoveryCode(code)!)),
  ]);
  return codes;
}
