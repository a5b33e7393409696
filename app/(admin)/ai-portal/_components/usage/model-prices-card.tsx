'use client';

import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/forms/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { formatCost } from '@/lib/ai/pricing/cost';
import { removeModelPrice, saveModelPrice, useModelPrices } from './model-prices-store';

const EMPTY = { model: '', input: '', output: '' };

/**
 * Prices of the models of the user's OpenAI-compatible endpoint, which only the user can know
 * (0 for a local model). Without one, that model's replies show their tokens and "cost unknown".
 */
export function ModelPricesCard() {
  const prices = useModelPrices();
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = (name: keyof typeof EMPTY) => ({
    value: draft[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setDraft({ ...draft, [name]: event.target.value });
      setError(null);
    },
  });

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    // An empty field is no number: the server says so rather than taking it as 0.
    const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
    const result = await saveModelPrice({
      model: draft.model.trim(),
      inputPerMillion: number(draft.input),
      outputPerMillion: number(draft.output),
    });
    setSaving(false);
    if (!result.ok) return setError(result.message || 'Failed to save the price');
    toast.success('Price Saved', { description: `Replies of ${draft.model.trim()} now show their cost.` });
    setDraft(EMPTY);
  };

  const remove = (model: string) =>
    removeModelPrice(model).then(
      (result) => result.ok || toast.error('Error', { description: 'Failed to remove the price' }),
    );

  return (
    <Card role="region" aria-labelledby="model-prices-title">
      <CardHeader>
        <CardTitle>
          <h2 id="model-prices-title" className="font-mono tracking-widest">
            Model prices
          </h2>
        </CardTitle>
        <CardDescription>
          What your OpenAI-compatible endpoint charges, in US dollars per million tokens (0 for a local model). OpenAI
          and Anthropic models are priced already.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {prices.length > 0 && (
          <ul aria-label="Saved model prices" className="divide-y rounded-md border">
            {prices.map((price) => (
              <li key={price.model} className="flex items-center gap-2 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate font-mono">{price.model}</span>
                <span className="font-mono text-xs text-muted-foreground">
                  {formatCost(price.inputPerMillion)} in · {formatCost(price.outputPerMillion)} out
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-xs"
                  aria-label={`Remove the price of ${price.model}`}
                  onClick={() => void remove(price.model)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form
          onSubmit={(event) => void save(event)}
          className="grid gap-2 sm:grid-cols-[1fr_8rem_8rem_auto] sm:items-end"
        >
          <Field id="price-model" label="Model" className="space-y-1">
            <Input placeholder="llama3.1" autoComplete="off" spellCheck={false} {...field('model')} />
          </Field>
          <Field id="price-input" label="Input $ / 1M" className="space-y-1">
            <Input inputMode="decimal" placeholder="0" autoComplete="off" {...field('input')} />
          </Field>
          <Field id="price-output" label="Output $ / 1M" className="space-y-1">
            <Input inputMode="decimal" placeholder="0" autoComplete="off" {...field('output')} />
          </Field>
          <Button type="submit" variant="outline" disabled={saving}>
            {saving ? 'Saving...' : 'Save Price'}
          </Button>
        </form>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
