import 'server-only';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { InvalidBackupError } from './backup-format';
import { DurableNodeFS } from './durable-node-fs';
import type { StoredKeyRow, StoredSecrets } from './restore-keys';
import { embeddedStartParams } from './start-params';

type FactorRow = StoredSecrets['authenticators'][number];

/** Whether the backed-up database has this table (older backups predate some). */
async function hasTable(db: PGlite, name: string): Promise<boolean> {
  const { rows } = await db.query<{ name: string | null }>('select to_regclass($1)::text as name', [name]);
  return Boolean(rows[0]?.name);
}

/**
 * Sessions (and sign-ins waiting for their second step) are not restored: one signed out, revoked or
 * ended by a password change after the backup was taken would otherwise work again. Everyone signs
 * in again after a restore. Returns how many live sessions were ended.
 */
async function endBackedUpSessions(db: PGlite): Promise<number> {
  const { rows } = await db.query<{ ended: number }>(
    `with gone as (delete from auth.embedded_sessions returning expires_at)
     select count(*) filter (where expires_at > now())::int as ended from gone`,
  );
  if (await hasTable(db, 'auth.embedded_pending_sign_ins'))
    await db.query('delete from auth.embedded_pending_sign_ins');
  return rows[0]?.ended ?? 0;
}

/**
 * The secrets sealed with the app secret, still sealed: saved API keys, and the authenticator apps
 * (TOTP secrets) turned on, with whether their account has unused recovery codes. Those codes are
 * stored as keyed hashes that cannot be opened, but they are made with the key the account's
 * authenticator secret is sealed with (lib/auth/second-factor), so that secret answers for them.
 */
async function storedSecrets(db: PGlite): Promise<StoredSecrets> {
  const apiKeys = (await db.query<StoredKeyRow>('select user_id, provider, base_url, api_key from public.api_keys'))
    .rows;
  if (!(await hasTable(db, 'auth.mfa_factors')) || !(await hasTable(db, 'auth.embedded_recovery_codes')))
    return { apiKeys, authenticators: [] };
  const authenticators = (
    await db.query<FactorRow>(
      `select f.id, f.user_id, f.secret,
              exists (select 1 from auth.embedded_recovery_codes c where c.user_id = f.user_id and c.used_at is null)
                as has_recovery_codes
       from auth.mfa_factors f
       where f.factor_type = 'totp' and f.status = 'verified' and f.secret is not null`,
    )
  ).rows;
  return { apiKeys, authenticators };
}

/**
 * Opens the unpacked copy once in `pgDir`, a folder beside the live one (Postgres replays its WAL),
 * checks it is this site's database, ends its sessions and returns its sealed secrets, to tell
 * whether they will open with the key the restored server will use.
 */
export async function openBackupCopy(
  file: string,
  pgDir: string,
  pgdata: Buffer,
): Promise<{ secrets: StoredSecrets; sessionsEnded: number }> {
  let db: PGlite | undefined;
  try {
    db = await PGlite.create({
      fs: new DurableNodeFS(pgDir),
      loadDataDir: new Blob([new Uint8Array(pgdata)], { type: 'application/x-tar' }),
      extensions: { vector },
      startParams: embeddedStartParams,
    });
    await db.query('select count(*) from public.page_content');
    await db.query('select count(*) from supabase_migrations.schema_migrations');
    const secrets = await storedSecrets(db);
    return { secrets, sessionsEnded: await endBackedUpSessions(db) };
  } catch (error) {
    throw new InvalidBackupError(file, `its database does not open: ${(error as Error).message}`);
  } finally {
    await db?.close().catch(() => {});
  }
}
