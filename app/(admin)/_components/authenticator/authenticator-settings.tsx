'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import { startTotpSetupAction, type TotpSetupView } from './actions';
import { AuthenticatorOn } from './authenticator-on';
import { RecoveryCodes } from './recovery-codes';
import { TotpSetup } from './totp-setup';

/** `recoveryCodesLeft` null: the backend has no recovery codes (Supabase mode without the service role key). */
export type AuthenticatorSummary = { totp: { enabledAt: string } | null; recoveryCodesLeft: number | null };

type View =
  | { mode: 'off' }
  | { mode: 'setup'; setup: TotpSetupView }
  | { mode: 'codes'; codes: string[]; enabledAt: string }
  | { mode: 'on'; enabledAt: string; left: number | null };

const initialView = ({ totp, recoveryCodesLeft }: AuthenticatorSummary): View =>
  totp ? { mode: 'on', enabledAt: totp.enabledAt, left: recoveryCodesLeft } : { mode: 'off' };

/**
 * The authenticator app of the signed-in account: set up (QR code and setup key, then a code),
 * recovery codes shown once, new codes, turn off. `onFinished`: after the codes were put away
 * (the setup page goes on to the dashboard; by default the page's server parts reload).
 */
export function AuthenticatorSettings({
  initial,
  onFinished,
}: {
  initial: AuthenticatorSummary;
  onFinished?: () => void;
}) {
  const router = useRouter();
  const [view, setView] = useState<View>(() => initialView(initial));
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function startSetup() {
    startTransition(async () => {
      const result = await startTotpSetupAction();
      if (!result.ok) {
        setProblem(result.message);
        toast.error('Setup Not Started', { description: result.message });
        return;
      }
      setProblem(null);
      setView({ mode: 'setup', setup: result.data });
    });
  }

  const finish = () => {
    if (onFinished) onFinished();
    else router.refresh();
  };
  // No codes (Supabase mode): straight to "on".
  const showCodes = (codes: string[], enabledAt: string) => {
    if (codes.length) return setView({ mode: 'codes', codes, enabledAt });
    setView({ mode: 'on', enabledAt, left: null });
    finish();
  };

  return (
    <section aria-labelledby="authenticator-title" className="space-y-3">
      <h3 id="authenticator-title" className="font-mono text-sm font-semibold tracking-widest">
        AUTHENTICATOR APP
      </h3>
      {view.mode === 'off' && (
        <>
          <p className="text-sm text-muted-foreground">
            Off. With it on, signing in also asks for the 6-digit code from an app on your phone (Google Authenticator,
            Microsoft Authenticator, 1Password, Authy and the like), so a password alone no longer opens this account.
          </p>
          <FormError message={problem} />
          <Button type="button" onClick={startSetup} disabled={pending}>
            {pending ? 'Starting...' : 'Set up an authenticator app'}
          </Button>
        </>
      )}
      {view.mode === 'setup' && (
        <TotpSetup
          setup={view.setup}
          onCancel={() => setView({ mode: 'off' })}
          onEnabled={(codes) => showCodes(codes, new Date().toISOString())}
        />
      )}
      {view.mode === 'codes' && (
        <RecoveryCodes
          codes={view.codes}
          onDone={() => {
            setView({ mode: 'on', enabledAt: view.enabledAt, left: view.codes.length });
            finish();
          }}
        />
      )}
      {view.mode === 'on' && (
        <>
          <p className="text-sm">
            <span className="font-medium text-green-400">On</span>
            <span className="text-muted-foreground">
              {' '}
              since <LocalTime iso={view.enabledAt} format="precise" />.
              {view.left !== null && ` Recovery codes left: ${view.left}.`}
            </span>
          </p>
          <AuthenticatorOn
            recoveryCodes={view.left !== null}
            onNewCodes={(codes) => showCodes(codes, view.enabledAt)}
            onTurnedOff={() => {
              setView({ mode: 'off' });
              router.refresh();
            }}
          />
        </>
      )}
    </section>
  );
}
