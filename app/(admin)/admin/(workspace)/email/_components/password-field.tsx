'use client';

import { Field } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { PasswordChoice } from '@/lib/mail/settings-input';

/**
 * The mail server's password. A saved one never comes back to the browser: it shows as "saved",
 * with Replace (type a new one) and Remove (none, from the next save).
 */
export function PasswordField(props: {
  saved: boolean;
  choice: PasswordChoice;
  onChoice: (choice: PasswordChoice) => void;
  error?: string;
  disabled: boolean;
}) {
  const { saved, choice, onChoice, error, disabled } = props;
  if (saved && choice !== 'replace') {
    return (
      <div className="space-y-2">
        <p className="text-sm font-medium">Password</p>
        <input type="hidden" name="passwordChoice" value={choice} />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span
            data-testid="password-state"
            className={choice === 'remove' ? 'text-destructive' : 'text-muted-foreground'}
          >
            {choice === 'remove' ? 'Removed when you save.' : 'Saved (hidden).'}
          </span>
          <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onChoice('replace')}>
            Replace password
          </Button>
          {choice === 'remove' ? (
            <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onChoice('keep')}>
              Keep password
            </Button>
          ) : (
            <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onChoice('remove')}>
              Remove password
            </Button>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <input type="hidden" name="passwordChoice" value="replace" />
      <Field id="mail-password" label="Password" hint="Stored encrypted; it is never shown again." error={error}>
        <Input name="password" type="password" autoComplete="new-password" readOnly={disabled} />
      </Field>
      {saved ? (
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => onChoice('keep')}>
          Keep the saved password
        </Button>
      ) : null}
    </div>
  );
}
