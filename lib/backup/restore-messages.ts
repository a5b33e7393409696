import 'server-only';
import type { SecretsCheck } from '@/lib/data/embedded/engine/restore-keys';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Why a backup is refused when its saved secrets would not open with the key the restored server
 * uses: what would stop working, and the two ways to restore it with everything working.
 * `keyFromSettings`: the server's key is set in its settings (APP_ENCRYPTION_KEY), not a key file.
 */
export function secretsRefusal({ savedKeys, secondFactors }: SecretsCheck, keyFromSettings: boolean): string {
  const lost: string[] = [];
  const keys = savedKeys.total - savedKeys.readable;
  const apps = secondFactors.total - secondFactors.readable;
  const codes = secondFactors.recoveryCodes.total - secondFactors.recoveryCodes.readable;
  if (keys) lost.push(count(keys, 'saved API key', 'saved API keys'));
  if (apps) lost.push(count(apps, 'authenticator app', 'authenticator apps'));
  if (codes) lost.push(`the recovery codes of ${count(codes, 'account', 'accounts')}`);
  const fix = keyFromSettings
    ? 'Start the server with the encryption key the backup was made with, then restore it again'
    : 'Make the backup again with "Include the encryption key" ticked, or put the original key file in place with the restore command on the server (see the operations guide)';
  return (
    `This backup was made with another encryption key: ${lost.join(', ')} in it would not open with this server's key` +
    `${apps ? ', and those accounts could not finish signing in' : ''}. ${fix}. Nothing was changed.`
  );
}
