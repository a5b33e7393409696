'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import type { RetentionAnswer, RetentionRequest } from '@/app/api/inquiries/retention/schema';
import { ConfirmDialog } from '@/components/forms/confirm-dialog';
import { Field } from '@/components/forms/field';
import { FormError } from '@/components/forms/form-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { callRoute } from '@/lib/http/call-route';

const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/**
 * The owner's retention: inquiries older than N months are deleted (off by default). Deleted
 * inquiries cannot be brought back, so it says to export the CSV first and asks before turning on.
 */
export function RetentionSetting({ current }: { current: number | null }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [value, setValue] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string | null>(null);
  const months = /^\d+$/.test(value.trim()) ? Number(value.trim()) : null;

  const save = (next: number | null) =>
    startTransition(async () => {
      setError(null);
      const outcome = await callRoute<RetentionAnswer>('/api/inquiries/retention', {
        method: 'PUT',
        json: { months: next } satisfies RetentionRequest,
      });
      if (!outcome.ok) return setError(outcome.message);
      toast.success(
        next === null
          ? 'Inquiries are kept until you delete them.'
          : `Inquiries older than ${monthsText(next)} are deleted.`,
      );
      router.refresh();
    });

  return (
    <section aria-labelledby="retention-heading" className="space-y-3 rounded-md border p-4">
      <h2 id="retention-heading" className="font-mono text-sm tracking-widest">
        KEEPING INQUIRIES
      </h2>
      <p className="text-sm text-muted-foreground">
        {current === null
          ? 'Off: inquiries are kept until you delete them. Spam is always deleted 30 days after it was filed there.'
          : `On: inquiries older than ${monthsText(current)} are deleted, checked every few hours. Spam is deleted after 30 days.`}{' '}
        Export the CSV first if you want a copy: deleted inquiries cannot be brought back. Say on your Privacy page how
        long you keep them.
      </p>
      <FormError message={error} />
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Delete inquiries older than (months)" hint="From 1 to 120." className="w-64">
          <Input
            inputMode="numeric"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            disabled={pending}
          />
        </Field>
        <div className="flex gap-2 pb-7">
          <ConfirmDialog
            trigger={
              <Button type="button" disabled={pending || months === null || months === current}>
                Save
              </Button>
            }
            title={months ? `Delete inquiries older than ${monthsText(months)}?` : 'Delete old inquiries?'}
            description="Those older are deleted now, and more as they reach that age. Export the CSV first if you want a copy: they cannot be brought back."
            confirm="Delete old inquiries"
            destructive
            onConfirm={() => months !== null && save(months)}
          />
          {current !== null ? (
            <Button type="button" variant="outline" disabled={pending} onClick={() => save(null)}>
              Turn off
            </Button>
          ) : null}
        </div>
      </div>
      {value.trim() !== '' && months === null ? (
        <p className="text-sm text-destructive">Enter a whole number of months, like 24.</p>
      ) : null}
    </section>
  );
}
