import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { parseSecret } from '@/lib/crypto/app-secret';
import { decryptApiKey } from '@/lib/crypto/key-encryption';

export type StoredKeyRow = { user_id: string; provider: string; base_url: string | null; api_key: string };

/** Which key the restored server will decrypt saved API keys with: where it comes from. */
export type KeySource = 'APP_ENCRYPTION_KEY' | 'backup' | 'data-dir' | 'none';
export type SavedKeys = { total: number; readable: number; keySource: KeySource };

function readable(rows: StoredKeyRow[], secret: Buffer): number {
  return rows.filter((row) => {
    try {
      decryptApiKey(row.api_key, { userId: row.user_id, provider: row.provider, baseUrl: row.base_url }, secret);
      return true;
    } catch {
      return false;
    }
  }).length;
}

/**
 * After a restore: how many of the restored database's saved API keys the server will be able to
 * decrypt, tried with the key it will use (APP_ENCRYPTION_KEY when set, else DATA_DIR's key file:
 * the backup's, or the one already there when the backup held none). So the restore can say
 * plainly when saved keys will not work, instead of the users finding out one by one.
 */
export function checkSavedKeys(
  rows: StoredKeyRow[],
  options: { dataDir: string; keyFromBackup: boolean; appEncryptionKey?: string },
): SavedKeys {
  const keyFile = path.join(options.dataDir, 'encryption.key');
  let keySource: KeySource = 'none';
  let secret: Buffer | null = null;
  try {
    if (options.appEncryptionKey) {
      keySource = 'APP_ENCRYPTION_KEY';
      secret = parseSecret(options.appEncryptionKey);
    } else if (fs.existsSync(keyFile)) {
      keySource = options.keyFromBackup ? 'backup' : 'data-dir';
      secret = parseSecret(fs.readFileSync(keyFile, 'utf8').trim());
    }
  } catch {
    secret = null;
  }
  return { total: rows.length, readable: secret ? readable(rows, secret) : 0, keySource };
}
