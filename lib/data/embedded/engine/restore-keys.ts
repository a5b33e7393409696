import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { parseSecret } from '@/lib/crypto/app-secret';
import { decryptApiKey } from '@/lib/crypto/key-encryption';
import { openSecret } from '@/lib/crypto/sealed-secret';

export type StoredKeyRow = { user_id: string; provider: string; base_url: string | null; api_key: string };
export type StoredSecrets = {
  apiKeys: StoredKeyRow[];
  /** Authenticator apps turned on, their TOTP secret sealed, and whether the account has unused recovery codes. */
  authenticators: { id: string; user_id: string; secret: string; has_recovery_codes: boolean }[];
};

/** Which key the restored server will open saved secrets with: where it comes from. */
export type KeySource = 'APP_ENCRYPTION_KEY' | 'backup' | 'data-dir' | 'none';
export type SavedKeys = { total: number; readable: number; keySource: KeySource };
/**
 * Authenticator apps (TOTP secrets) of the backup, and how many open; `recoveryCodes`: accounts
 * with unused recovery codes, and how many of those the same key made (their app's secret opens).
 */
export type SecondFactors = { total: number; readable: number; recoveryCodes: { total: number; readable: number } };
export type SecretsCheck = { savedKeys: SavedKeys; secondFactors: SecondFactors };

function opensApiKey(row: StoredKeyRow, secret: Buffer): boolean {
  try {
    decryptApiKey(row.api_key, { userId: row.user_id, provider: row.provider, baseUrl: row.base_url }, secret);
    return true;
  } catch {
    return false;
  }
}

function opensTotp(row: StoredSecrets['authenticators'][number], secret: Buffer): boolean {
  try {
    // What lib/auth/second-factor/embedded-codes.ts seals it with (totpContext): that user's that factor.
    openSecret(row.secret, ['totp', row.user_id, row.id], secret);
    return true;
  } catch {
    return false;
  }
}

/**
 * The key the restored server will use: APP_ENCRYPTION_KEY when set, else DATA_DIR's key file
 * (the backup's when it holds one, else the one already there); null when there is none or it
 * does not parse.
 */
export function restoredKey(options: { appEncryptionKey?: string; keyFromBackup?: Buffer; dataDir: string }): {
  keySource: KeySource;
  secret: Buffer | null;
} {
  const keyFile = path.join(options.dataDir, 'encryption.key');
  const parse = (value: string) => {
    try {
      return parseSecret(value.trim());
    } catch {
      return null;
    }
  };
  if (options.appEncryptionKey) return { keySource: 'APP_ENCRYPTION_KEY', secret: parse(options.appEncryptionKey) };
  if (options.keyFromBackup) return { keySource: 'backup', secret: parse(options.keyFromBackup.toString('utf8')) };
  if (fs.existsSync(keyFile)) return { keySource: 'data-dir', secret: parse(fs.readFileSync(keyFile, 'utf8')) };
  return { keySource: 'none', secret: null };
}

/**
 * How many of the restored database's sealed secrets the server will be able to open with the
 * key it will use, so a restore can say plainly (or refuse, from the Backup page) when saved API
 * keys, authenticator apps or recovery codes will not work, instead of their users finding out.
 */
export function checkSecrets(
  secrets: StoredSecrets,
  key: { keySource: KeySource; secret: Buffer | null },
): SecretsCheck {
  const { secret } = key;
  const readableApps = secrets.authenticators.filter((row) => secret !== null && opensTotp(row, secret));
  const withCodes = secrets.authenticators.filter((row) => row.has_recovery_codes);
  return {
    savedKeys: {
      total: secrets.apiKeys.length,
      readable: secret ? secrets.apiKeys.filter((row) => opensApiKey(row, secret)).length : 0,
      keySource: key.keySource,
    },
    secondFactors: {
      total: secrets.authenticators.length,
      readable: readableApps.length,
      recoveryCodes: {
        total: withCodes.length,
        readable: withCodes.filter((row) => readableApps.includes(row)).length,
      },
    },
  };
}
