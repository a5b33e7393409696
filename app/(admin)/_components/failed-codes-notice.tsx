import Link from 'next/link';
import { FormError } from '@/components/forms/form-error';
import { AccountActivityList } from '@/app/(admin)/_components/account-activity';
import type { AuthUser } from '@/lib/auth';
import { failedCodesSentence } from '@/lib/auth/failed-codes';
import { failedCodesNotice } from '@/lib/auth/second-factor/request';

const LISTED = 10;

/**
 * Shown on every workspace page after a sign-in that followed repeated wrong codes,
 * until the next sign-in: each was typed after the right password, so someone may know it.
 */
export async function FailedCodesNotice({ user }: { user: AuthUser }) {
  // A notice, not the page: a database hiccup here must not take the workspace down.
  const notice = await failedCodesNotice(user).catch(() => null);
  if (!notice) return null;
  return (
    <FormError label="Failed code attempts" className="m-4 space-y-3 p-4 text-red-100 sm:mx-6">
      <p className="font-medium">{failedCodesSentence(notice)}</p>
      <p>
        Each time the password was right and the code from the authenticator app was wrong. If this was not you,{' '}
        <Link href="/admin/account" className="underline">
          change your password
        </Link>
        .
      </p>
      <AccountActivityList entries={notice.attempts.slice(0, LISTED)} label="The failed code attempts" />
    </FormError>
  );
}
