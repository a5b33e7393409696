import { LocalTime } from '@/app/(admin)/_components/local-time';
import type { AccountActivity, ActivityMethod } from '@/lib/data/port';

const SECOND_STEP: Record<ActivityMethod, string> = {
  password: 'password only',
  totp: 'password + authenticator code',
  recovery_code: 'password + recovery code',
  passkey: 'passkey',
};
const FACTOR: Record<ActivityMethod, string> = {
  password: 'Password',
  totp: 'Authenticator app',
  recovery_code: 'Recovery code',
  passkey: 'Passkey',
};

/** What an entry says, in words. */
export function describeActivity({ kind, method }: Pick<AccountActivity, 'kind' | 'method'>): string {
  switch (kind) {
    case 'sign_in':
      return method ? `Signed in (${SECOND_STEP[method]})` : 'Signed in';
    case 'second_step_failed':
      return 'Wrong second-step code';
    case 'factor_added':
      return `${method ? FACTOR[method] : 'Second factor'} added`;
    case 'factor_removed':
      return `${method ? FACTOR[method] : 'Second factor'} removed`;
    case 'recovery_code_used':
      return 'Recovery code used';
    case 'recovery_codes_replaced':
      return 'New recovery codes created';
  }
}

/** An account's activity, newest first: what, when, from which address and browser. */
export function AccountActivityList({ entries, label }: { entries: AccountActivity[]; label: string }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">Nothing recorded yet.</p>;
  return (
    <ol aria-label={label} className="divide-y rounded-md border text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
          <span className={entry.kind === 'second_step_failed' ? 'font-medium text-red-300' : 'font-medium'}>
            {describeActivity(entry)}
          </span>
          <span className="text-xs text-muted-foreground">
            <LocalTime iso={entry.at} format="precise" /> · {entry.address} · {entry.browser}
          </span>
        </li>
      ))}
    </ol>
  );
}
