import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getEnv } from '@/lib/env';

let cached: Buffer | undefined;

/** Parses APP_ENCRYPTION_KEY: 32 bytes as base64 (44 chars) or hex (64 chars). */
export function parseSecret(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new Error('APP_ENCRYPTION_KEY must be 32 bytes, as base64 or hex (e.g. `openssl rand -base64 32`).');
  return key;
}

/**
 * The key that encrypts stored API keys. APP_ENCRYPTION_KEY when set; in embedded mode
 * without it, one is generated once into DATA_DIR (mode 0600) so a fresh install just works.
 */
export function getEncryptionSecret(): Buffer {
  if (cached) return cached;
  const env = getEnv();
  if (env.APP_ENCRYPTION_KEY) return (cached = parseSecret(env.APP_ENCRYPTION_KEY));
  if (env.mode !== 'embedded') throw new Error('APP_ENCRYPTION_KEY is required in supabase mode.');
  const file = path.join(env.dataDir, 'encryption.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.dataDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return (cached = parseSecret(fs.readFileSync(file, 'utf8').trim()));
}
