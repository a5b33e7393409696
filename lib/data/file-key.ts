import 'server-only';
import { AppError } from '@/lib/errors';

// Lower-case names in folders; no `..`, no leading slash, nothing a path or URL would reinterpret.
const KEY = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)?(?:\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)?)*$/;

/**
 * The names site files are stored under (lib/files) and archived under in a backup
 * (./embedded/backup): in the data layer, which both build on.
 */
export function assertFileKey(key: string): string {
  if (!KEY.test(key) || key.length > 200) throw new AppError('invalid_input', `Invalid file name: ${key}`);
  return key;
}
