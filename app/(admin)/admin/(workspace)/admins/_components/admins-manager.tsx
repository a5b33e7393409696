'use client';

import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { LocalTime } from '@/app/(admin)/_components/local-time';
import { FormError } from '@/components/forms/form-error';
import { Badge } from '@/components/ui/badge';
import type { ActionResult } from '@/lib/action-result';
import type { AccountActivity } from '@/lib/data/port';
import { AccountActivityList } from '@/app/(admin)/_components/account-activity';
import { AdminFactors } from './admin-factors';
import { allowEmail, disallowEmail, removeAdmin, setSecondFactorRule, type AdminOverview } from './admins-api';
import { AllowEmailForm } from './allow-email-form';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';
import { SecondFactorRule } from './second-factor-rule';

/** `activity`: each admin's recent account activity, for the owner (null for the other admins). */
type Props = { initial: AdminOverview; currentUserId: string; activity: Record<string, AccountActivity[]> | null };

export function AdminsManager({ initial, currentUserId, activity }: Props) {
  const [overview, setOverview] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  /** Runs one change; true when it went through (the allow form clears itself only then). */
  function apply(change: () => Promise<ActionResult<AdminOverview>>, done: string): Promise<boolean> {
    return new Promise((resolve) =>
      startTransition(async () => {
        const outcome = await change();
        if (!outcome.ok) {
          setProblem(outcome.message);
          toast.error('Not Changed', { description: outcome.message });
          resolve(false);
          return;
        }
        setProblem(null);
        setOverview(outcome.data);
        toast.success('Admins Updated', { description: done });
        resolve(true);
      }),
    );
  }

  const { admins, allowlist, canManage, requireSecondFactor, factors } = overview;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <FormError message={problem} className="md:col-span-2" />
      <SecondFactorRule
        required={requireSecondFactor}
        canManage={canManage}
        pending={pending}
        onChange={(required) =>
          void apply(
            () => setSecondFactorRule(required),
            required ? 'Every admin now needs a second factor.' : 'A second factor is no longer required.',
          )
        }
      />
      <section aria-labelledby="admin-accounts-title" className="space-y-3">
        <h3 id="admin-accounts-title" className="font-mono text-sm font-semibold tracking-widest">
          ADMIN ACCOUNTS
        </h3>
        <ul className="divide-y rounded-md border" aria-label="Admin accounts">
          {admins.map((admin) => (
            <li key={admin.userId} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium">{admin.email}</span>
                <span className="text-muted-foreground text-xs">
                  Joined <LocalTime iso={admin.createdAt} format="precise" />
                </span>
                {factors && (
                  <span className="mt-1 block">
                    <AdminFactors factors={factors[admin.userId] ?? []} />
                  </span>
                )}
              </span>
              {admin.isOwner ? (
                <Badge variant="secondary">Owner</Badge>
              ) : (
                canManage &&
                admin.userId !== currentUserId && (
                  <ConfirmDialog
                    trigger={
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={`Remove ${admin.email}`}
                        disabled={pending}
                      >
                        Remove
                      </Button>
                    }
                    title={`Remove ${admin.email}?`}
                    description="Their account is deleted with its chats, API keys and memories, every session they have ends at once, and the e-mail is taken off the allow-list."
                    confirm="Remove admin"
                    onConfirm={() => void apply(() => removeAdmin(admin.userId), `${admin.email} was removed.`)}
                  />
                )
              )}
              {activity?.[admin.userId] && (
                <details className="w-full text-sm">
                  <summary className="cursor-pointer text-muted-foreground">Account activity</summary>
                  <div className="mt-2">
                    <AccountActivityList
                      entries={activity[admin.userId]!}
                      label={`Account activity of ${admin.email}`}
                    />
                  </div>
                </details>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="allowlist-title" className="space-y-3">
        <h3 id="allowlist-title" className="font-mono text-sm font-semibold tracking-widest">
          ALLOWED TO REGISTER
        </h3>
        {allowlist.length === 0 ? (
          <p className="text-muted-foreground text-sm">No e-mail is on the allow-list.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Allowed e-mails">
            {allowlist.map((entry) => (
              <li key={entry.email} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{entry.email}</span>
                  <span className="text-muted-foreground text-xs">Added by {entry.addedBy}</span>
                </span>
                {canManage && (
                  <ConfirmDialog
                    trigger={
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={`Disallow ${entry.email}`}
                        disabled={pending}
                      >
                        Disallow
                      </Button>
                    }
                    title={`Take ${entry.email} off the allow-list?`}
                    description="They can no longer register. An account already made with it stays until you remove it."
                    confirm="Disallow"
                    onConfirm={() =>
                      void apply(() => disallowEmail(entry.email), `${entry.email} may no longer register.`)
                    }
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {canManage && (
          <AllowEmailForm
            pending={pending}
            onAllow={(email) => apply(() => allowEmail(email), `${email} may now register.`)}
          />
        )}
      </section>
    </div>
  );
}
