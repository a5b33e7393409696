/** The query value the second step sends after a recovery code turned the authenticator off (Supabase mode). */
export const AUTHENTICATOR_OFF_NOTICE = 'authenticator-off';

/**
 * Said plainly after signing in with a recovery code in Supabase mode: GoTrue cannot count the
 * code as the second factor, so the server removed the authenticator app instead.
 */
export function AuthenticatorOffNotice({ notice }: { notice?: string | string[] }) {
  if (notice !== AUTHENTICATOR_OFF_NOTICE) return null;
  return (
    <div role="status" className="rounded-md border border-amber-500/60 bg-amber-500/10 p-3 text-sm text-amber-200">
      You signed in with a recovery code, so your authenticator app has been turned off and your other recovery codes no
      longer work. Set the authenticator app up again on the Account page to get new codes.
    </div>
  );
}
