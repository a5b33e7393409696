'use client';

import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { CheckField } from '@/components/forms/check-field';
import { Field } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { BUDGET_AMOUNT_RULE, budgetAmountProblem } from '@/lib/ai/usage/budget-amounts';
import { budgetText } from './budget-warning';
import { fetchBudget, saveBudget, type BudgetStatus } from './usage-api';

/** An optional monthly budget: a warning at 80%, and, if chosen, no sending once it is spent. */
export function BudgetCard() {
  const [status, setStatus] = useState<BudgetStatus | null | undefined>(undefined);
  const [amount, setAmount] = useState('');
  const [stop, setStop] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const show = (next: BudgetStatus | null) => {
    setStatus(next);
    setAmount(next ? String(next.monthlyUsd) : '');
    setStop(next?.stopAtBudget ?? false);
  };
  useEffect(() => {
    void fetchBudget().then((result) => (result.ok ? show(result.data) : setError('Failed to load the budget')));
  }, []);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const monthlyUsd = amount.trim() === '' ? null : Number(amount.trim().replace(/^\$/, ''));
    // Said at once, as the server would say it: what the field accepts.
    const problem = monthlyUsd === null ? null : budgetAmountProblem(monthlyUsd);
    if (problem) {
      setError(problem);
      return;
    }
    setSaving(true);
    const result = await saveBudget({ monthlyUsd, stopAtBudget: stop });
    setSaving(false);
    if (!result.ok) return setError(result.message || 'Failed to save the budget');
    show(result.data);
    setError(null);
    toast.success('Budget Saved', { description: monthlyUsd === null ? 'No monthly budget.' : undefined });
  };

  return (
    <Card role="region" aria-labelledby="budget-title">
      <CardHeader>
        <CardTitle>
          <h2 id="budget-title" className="font-mono tracking-widest">
            Monthly budget
          </h2>
        </CardTitle>
        <CardDescription>
          {status ? budgetText(status) : 'Optional. The portal warns at 80% of it (replies with a known price count).'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void save(event)} className="space-y-3">
          <div className="flex items-end gap-2">
            {/* The hint and error sit under the whole form, so the field names them itself. */}
            <Field id="budget-amount" label="Budget (US $ a month)" className="space-y-1">
              <Input
                inputMode="decimal"
                placeholder="No budget"
                autoComplete="off"
                className="w-40"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                disabled={status === undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'budget-amount-hint budget-amount-error' : 'budget-amount-hint'}
              />
            </Field>
            <Button type="submit" variant="outline" disabled={status === undefined || saving}>
              {saving ? 'Saving...' : 'Save Budget'}
            </Button>
          </div>
          <CheckField
            id="budget-stop"
            label="Stop at the budget (each reply first sets aside what it could cost; sending is refused once the budget is spent or set aside)"
          >
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={stop}
              disabled={status === undefined}
              onChange={(event) => setStop(event.target.checked)}
            />
          </CheckField>
          <p id="budget-amount-hint" className="text-xs text-muted-foreground">
            {BUDGET_AMOUNT_RULE}
          </p>
          {error && (
            <p id="budget-amount-error" role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
